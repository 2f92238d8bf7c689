import PresentationKit
import Testing

private func layout(_ actions: [AlertAction], title: String = "Title", message: String? = nil) -> DialogLayout {
    DialogLayout(AlertMessage(title: title, message: message, actions: actions))
}

private extension DialogLayout {
    var labels: [String] { buttons.map(\.label) }
    var responses: [Int32] { buttons.map(\.response) }
    var defaultLabel: String? { defaultResponse.flatMap { action(for: $0)?.label } }
    var escapeLabel: String? { action(for: DialogLayout.closeResponse)?.label }
    func styles(of label: String) -> [String]? { buttons.first { $0.label == label }?.styleClasses }
}

@Suite("DialogLayout")
@MainActor
struct DialogLayoutTests {

    @Test func constantsMatchGTK() {
        #expect(DialogLayout.closeResponse == -4)
        #expect(DialogLayout.destructiveStyle == "destructive-action")
        #expect(DialogLayout.suggestedStyle == "suggested-action")
    }

    // MARK: No actions

    @Test func noActionsGivesOneOKButton() {
        let dialog = layout([])
        #expect(dialog.labels == ["OK"])
        #expect(dialog.responses == [0])
        #expect(dialog.action(for: 0)?.label == "OK")
        #expect(dialog.action(for: 0)?.role == nil)
    }

    @Test func lonelyOKIsTheDefaultAndWhatEscapeRuns() {
        let dialog = layout([])
        #expect(dialog.defaultResponse == 0)
        #expect(dialog.closeActionResponse == 0)
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

    // MARK: Response ids

    @Test func responseIdsArePositionsFromZero() {
        let dialog = layout([
            AlertAction("One"), AlertAction("Two"), AlertAction("Cancel", role: .cancel), AlertAction("Three"),
        ])
        #expect(dialog.responses == [0, 1, 2, 3])
        for button in dialog.buttons {
            #expect(dialog.action(for: button.response)?.label == button.label)
        }
    }

    @Test func responseRunsTheHandlerOfItsButton() {
        let log = Log<String>()
        let dialog = layout([
            AlertAction("Keep") { log.append("keep") },
            AlertAction("Cancel", role: .cancel) { log.append("cancel") },
            AlertAction("Erase", role: .destructive) { log.append("erase") },
        ])
        for response: Int32 in [2, 0, 1] {
            dialog.action(for: response)?.perform()
        }
        #expect(log.values == ["erase", "cancel", "keep"])
    }

    @Test func unknownResponsesRunNothing() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("OK")])
        for response: Int32 in [2, 99, -1, -5, -6, -8, Int32.min, Int32.max] {
            #expect(dialog.action(for: response) == nil, "response \(response)")
        }
    }

    // MARK: Escape / close (-4)

    @Test func escapeRunsTheCancelAction() {
        let log = Log<String>()
        let dialog = layout([
            AlertAction("Retry") { log.append("retry") },
            AlertAction("Give Up", role: .cancel) { log.append("give up") },
            AlertAction("Report") { log.append("report") },
        ])
        #expect(dialog.closeActionResponse == 0)
        dialog.action(for: DialogLayout.closeResponse)?.perform()
        #expect(log.values == ["give up"])
    }

    @Test func escapeWithoutCancelButExactlyOneActionRunsThatAction() {
        let log = Log<String>()
        let dialog = layout([AlertAction("Got It") { log.append("got it") }])
        #expect(dialog.closeActionResponse == 0)
        dialog.action(for: DialogLayout.closeResponse)?.perform()
        #expect(log.values == ["got it"])
    }

    @Test func escapeWithOnlyOneDestructiveActionRunsIt() {
        // "exactly one action" has no exception for its role.
        let dialog = layout([AlertAction("Quit", role: .destructive)])
        #expect(dialog.escapeLabel == "Quit")
    }

    @Test func escapeWithSeveralActionsAndNoCancelRunsNothing() {
        let dialog = layout([AlertAction("Save"), AlertAction("Discard", role: .destructive)])
        #expect(dialog.closeActionResponse == nil)
        #expect(dialog.action(for: DialogLayout.closeResponse) == nil)
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
        #expect(dialog.defaultResponse == 1)
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
        #expect(dialog.defaultResponse == 0)
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
        #expect(dialog.defaultResponse == 2)
    }

    @Test func destructiveIsNeverTheImplicitDefault() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
        #expect(dialog.defaultResponse == nil)
        #expect(dialog.buttons.allSatisfy { !$0.styleClasses.contains(DialogLayout.suggestedStyle) })
    }

    @Test func lonelyDestructiveActionIsNotTheImplicitDefault() {
        let dialog = layout([AlertAction("Erase Disk", role: .destructive)])
        #expect(dialog.defaultResponse == nil)
    }

    @Test func cancelIsNotTheImplicitDefault() {
        let dialog = layout([AlertAction("Cancel", role: .cancel)])
        #expect(dialog.defaultResponse == nil)
    }

    // MARK: Styling

    @Test func destructiveActionGetsTheDestructiveStyle() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive)])
        #expect(dialog.styles(of: "Delete") == ["destructive-action"])
        #expect(dialog.styles(of: "Cancel") == [])
    }

    @Test func defaultActionGetsTheSuggestedStyle() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Later"), AlertAction("Update")])
        #expect(dialog.styles(of: "Update") == ["suggested-action"])
        #expect(dialog.styles(of: "Later") == [])
        #expect(dialog.styles(of: "Cancel") == [])
    }

    @Test func markedDestructiveDefaultGetsBothStyles() {
        let dialog = layout([AlertAction("Cancel", role: .cancel), AlertAction("Delete", role: .destructive, isDefault: true)])
        let styles = dialog.styles(of: "Delete") ?? []
        #expect(Set(styles) == ["destructive-action", "suggested-action"])
        #expect(styles.count == 2)
    }

    @Test func onlyTheDefaultButtonIsSuggested() {
        let dialog = layout([AlertAction("A"), AlertAction("B"), AlertAction("C"), AlertAction("D")])
        let suggested = dialog.buttons.filter { $0.styleClasses.contains(DialogLayout.suggestedStyle) }
        #expect(suggested.map(\.label) == ["D"])
        #expect(suggested.first?.response == dialog.defaultResponse)
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
        #expect(dialog.styles(of: "Abort")?.contains(DialogLayout.destructiveStyle) == false)
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
