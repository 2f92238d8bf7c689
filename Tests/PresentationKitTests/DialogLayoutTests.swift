import PresentationKit
import Testing

private func layout(_ actions: [AlertAction], title: String = "Title", message: String? = nil) -> DialogLayout {
    DialogLayout(AlertMessage(title: title, message: message, actions: actions))
}

private extension DialogLayout {
    var labels: [String] { buttons.map(\.label) }
    var defaultLabel: String? { defaultIndex.flatMap { action(for: .chosen($0))?.label } }
    var escapeLabel: String? { action(for: .escaped)?.label }
    func appearance(of label: String) -> DialogLayout.Appearance? { buttons.first { $0.label == label }?.appearance }
}

@Suite("DialogLayout")
@MainActor
struct DialogLayoutTests {

    // MARK: No actions

    @Test func noActionsGivesOneOKButton() {
        let dialog = layout([])
        #expect(dialog.labels == ["OK"])
        #expect(dialog.action(for: .chosen(0))?.label == "OK")
        #expect(dialog.action(for: .chosen(0))?.role == nil)
    }

    @Test func lonelyOKIsTheDefaultAndWhatEscapeRuns() {
        let dialog = layout([])
        #expect(dialog.defaultIndex == 0)
        #expect(dialog.closeIndex == 0)
        #expect(dialog.escapeLabel == "OK")
    }

    // MARK: Order

    @Test func cancelStandsFirstAndOthersKeepTheirDeclaredOrder() {
        let dialog = layout([
            AlertAction("Save"),
            AlertAction("Delete", role: .destructive),
            AlertAction("Cancel", role: .cancel),
            AlertAction("Share"),
        ])
        #expect(dialog.labels == ["Cancel", "Save", "Delete", "Share"])
    }

    @Test func withoutCancelTheDeclaredOrderIsKept() {
        let dialog = layout([AlertAction("C"), AlertAction("A"), AlertAction("B", role: .destructive)])
        #expect(dialog.labels == ["C", "A", "B"])
    }

    @Test func cancelAlreadyFirstStaysFirst() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("OK")])
        #expect(dialog.labels == ["Cancel", "OK"])
    }

    // MARK: Endings

    @Test func choosingAPositionRunsTheActionStandingThere() {
        let dialog = layout([
            AlertAction("One"), AlertAction("Two"), AlertAction("Cancel", role: .cancel), AlertAction("Three"),
        ])
        for (position, button) in dialog.buttons.enumerated() {
            #expect(dialog.action(for: .chosen(position))?.label == button.label)
        }
    }

    @Test func choosingRunsTheHandlerOfItsButton() {
        let log = Log<String>()
        let dialog = layout([
            AlertAction("Keep") { log.append("keep") },
            AlertAction("Cancel", role: .cancel) { log.append("cancel") },
            AlertAction("Erase", role: .destructive) { log.append("erase") },
        ])
        for position in [2, 0, 1] {
            dialog.action(for: .chosen(position))?.perform()
        }
        #expect(log.values == ["erase", "cancel", "keep"])
    }

    @Test func positionsOutsideTheButtonsRunNothing() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("OK")])
        for position in [2, 99, -1, -4, Int.min, Int.max] {
            #expect(dialog.action(for: .chosen(position)) == nil, "position \(position)")
        }
    }

    @Test func closedFromCodeOrTimedOutRunsNothingEvenWithACancelAction() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("OK")])
        #expect(dialog.action(for: .closed) == nil)
        #expect(dialog.action(for: .timedOut) == nil)
    }

    // MARK: Escape / the window's close

    @Test func escapeRunsTheCancelAction() {
        let log = Log<String>()
        let dialog = layout([
            AlertAction("Retry") { log.append("retry") },
            AlertAction("Give Up", role: .cancel) { log.append("give up") },
            AlertAction("Report") { log.append("report") },
        ])
        #expect(dialog.closeIndex == 0)
        dialog.action(for: .escaped)?.perform()
        #expect(log.values == ["give up"])
    }

    @Test func escapeWithoutCancelButExactlyOneActionRunsThatAction() {
        let log = Log<String>()
        let dialog = layout([AlertAction("Got It") { log.append("got it") }])
        #expect(dialog.closeIndex == 0)
        dialog.action(for: .escaped)?.perform()
        #expect(log.values == ["got it"])
    }

    @Test func escapeWithOnlyOneDestructiveActionRunsIt() {
        // "exactly one action" has no exception for its role.
        let dialog = layout([AlertAction("Quit", role: .destructive)])
        #expect(dialog.escapeLabel == "Quit")
    }

    @Test func escapeWithSeveralActionsAndNoCancelRunsNothing() {
        let dialog = layout([AlertAction("Save"), AlertAction("Discard", role: .destructive)])
        #expect(dialog.closeIndex == nil)
        #expect(dialog.action(for: .escaped) == nil)
    }

    @Test func escapeWithOnlyACancelActionRunsIt() {
        let dialog = layout([AlertAction("Close", role: .cancel)])
        #expect(dialog.escapeLabel == "Close")
    }

    // MARK: Return (default response)

    @Test func returnChoosesTheActionMarkedDefault() {
        let dialog = layout([
            AlertAction("Cancel", role: .cancel),
            AlertAction("Preferred", isDefault: true),
            AlertAction("Rightmost"),
        ])
        #expect(dialog.defaultLabel == "Preferred")
        #expect(dialog.defaultIndex == 1)
    }

    @Test func returnChoosesAMarkedDestructiveAction() {
        let dialog = layout([
            AlertAction("Cancel", role: .cancel),
            AlertAction("Delete", role: .destructive, isDefault: true),
        ])
        #expect(dialog.defaultLabel == "Delete")
    }

    @Test func returnChoosesAMarkedCancelAction() {
        let dialog = layout([AlertAction("Install"), AlertAction("Not Now", role: .cancel, isDefault: true)])
        #expect(dialog.defaultLabel == "Not Now")
        #expect(dialog.defaultIndex == 0)
    }

    @Test func returnWithoutMarkChoosesTheRightmostPlainAction() {
        let dialog = layout([
            AlertAction("Cancel", role: .cancel),
            AlertAction("Save As…"),
            AlertAction("Save"),
            AlertAction("Delete", role: .destructive),
        ])
        #expect(dialog.labels == ["Cancel", "Save As…", "Save", "Delete"])
        #expect(dialog.defaultLabel == "Save")
        #expect(dialog.defaultIndex == 2)
    }

    @Test func destructiveIsNeverTheImplicitDefault() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
        #expect(dialog.defaultIndex == nil)
        #expect(dialog.buttons.allSatisfy { $0.appearance != .suggested })
    }

    @Test func lonelyDestructiveActionIsNotTheImplicitDefault() {
        let dialog = layout([AlertAction("Erase Disk", role: .destructive)])
        #expect(dialog.defaultIndex == nil)
    }

    @Test func cancelIsNotTheImplicitDefault() {
        let dialog = layout([AlertAction("Cancel", role: .cancel)])
        #expect(dialog.defaultIndex == nil)
    }

    // MARK: Styling

    @Test func destructiveActionLooksDestructive() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
        #expect(dialog.appearance(of: "Delete") == .destructive)
        #expect(dialog.appearance(of: "Cancel") == .plain)
    }

    @Test func defaultActionLooksSuggested() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Later"), AlertAction("Update")])
        #expect(dialog.appearance(of: "Update") == .suggested)
        #expect(dialog.appearance(of: "Later") == .plain)
        #expect(dialog.appearance(of: "Cancel") == .plain)
    }

    @Test func markedDestructiveDefaultStillLooksDestructive() {
        // As libadwaita: the look says what the action does, the default says what Return does.
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive, isDefault: true)])
        #expect(dialog.appearance(of: "Delete") == .destructive)
        #expect(dialog.defaultLabel == "Delete")
    }

    @Test func onlyTheDefaultButtonIsSuggested() {
        let dialog = layout([AlertAction("A"), AlertAction("B"), AlertAction("C"), AlertAction("D")])
        let suggested = dialog.buttons.indices.filter { dialog.buttons[$0].appearance == .suggested }
        #expect(suggested.map { dialog.buttons[$0].label } == ["D"])
        #expect(suggested.first == dialog.defaultIndex)
    }

    // MARK: More than one cancel action

    @Test func withTwoCancelActionsTheFirstIsTheCancelAction() {
        let dialog = layout([
            AlertAction("Save"),
            AlertAction("Cancel", role: .cancel),
            AlertAction("Abort", role: .cancel),
        ])
        #expect(dialog.labels.first == "Cancel")
        #expect(dialog.escapeLabel == "Cancel")
    }

    @Test func withTwoCancelActionsTheOtherIsLaidOutAsAPlainActionInDeclaredOrder() {
        let dialog = layout([
            AlertAction("Save"),
            AlertAction("Cancel", role: .cancel),
            AlertAction("Abort", role: .cancel),
            AlertAction("Share"),
        ])
        #expect(dialog.labels == ["Cancel", "Save", "Abort", "Share"])
        #expect(dialog.buttons[2].role == nil)
        #expect(dialog.appearance(of: "Abort") == .plain)
    }

    @Test func withTwoCancelActionsExactlyOneWarningNamesTheTitle() {
        let dialog = layout(
            [AlertAction("Stop", role: .cancel), AlertAction("Halt", role: .cancel), AlertAction("Go")],
            title: "Leave the meeting?")
        #expect(dialog.warnings.count == 1)
        #expect(dialog.warnings.first?.contains("Leave the meeting?") == true)
    }

    @Test func withThreeCancelActionsStillExactlyOneWarning() {
        let dialog = layout(
            [AlertAction("X", role: .cancel), AlertAction("Y", role: .cancel), AlertAction("Z", role: .cancel)],
            title: "Triple")
        #expect(dialog.labels == ["X", "Y", "Z"])
        #expect(dialog.escapeLabel == "X")
        #expect(dialog.warnings.count == 1)
        #expect(dialog.warnings.first?.contains("Triple") == true)
    }

    @Test func wellFormedAlertHasNoWarnings() {
        let dialog = layout([
            AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive), AlertAction("Keep"),
        ])
        #expect(dialog.warnings.isEmpty)
    }

    // MARK: Text

    @Test func headingAndBodyAreCopiedVerbatimWithMarkupUntouched() {
        let title = "<b>Bold</b> & <i>brave</i> &amp; 100% <span foreground=\"red\">"
        let body = "Line one\n\nLine <u>two</u> & <tt>three</tt> %s %@ \\n"
        let dialog = layout([], title: title, message: body)
        #expect(dialog.heading == title)
        #expect(dialog.body == body)
    }

    @Test func missingMessageGivesNoBody() {
        let dialog = layout([AlertAction("OK")], title: "Only a heading")
        #expect(dialog.heading == "Only a heading")
        #expect(dialog.body == nil)
    }

    @Test func buttonLabelsAreCopiedVerbatim() {
        let dialog = layout([AlertAction("_Save & <b>Quit</b>"), AlertAction("")])
        #expect(dialog.labels == ["_Save & <b>Quit</b>", ""])
    }
}
