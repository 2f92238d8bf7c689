import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// Real dialogs on the virtual display, read and driven through AT-SPI and the
    /// keyboard, as a person would: each test in both styles (GtkMessageDialog, and
    /// libadwaita's dialog through PresentationKitAdwaita).
    @Suite("AlertPresenter on a real display", .displaySuite)
    struct AlertPresenterTests {

        @Test(arguments: DialogStyle.checkedEndToEnd) func dialogShowsHeadingBodyAndButtonsInLaidOutOrder(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Delete 3 files?", message: "You can’t undo this.", actions: [
                    .destructive("Delete"), .plain("Archive"), .cancel(),
                ]))
                let dialog = try host.screen.dialog()
                #expect(dialog.labels == ["Delete 3 files?", "You can’t undo this."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Delete", "Archive"]))
                try host.screen.click("Cancel")
                #expect(try host.nextAction() == "Cancel")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func textIsShownLiterallyNeverAsMarkup(_ style: DialogStyle) async throws {
            let markup = "<b>bold</b> & <span foreground='red'>red</span> &amp; <i>"
            let rightToLeft = "هل تريد حذف الملف؟ שלום"
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: markup, message: rightToLeft))
                #expect(try host.screen.dialog().labels == [markup, rightToLeft])
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        /// GTK's style only: libadwaita 1.2's dialog on GTK 4.8 takes 15–17 s to lay out a
        /// 10,000-character body (measured with pk-test-host, `mark` after `present`), and
        /// its labels are private, so the GTK style's text-layout fixes cannot reach them
        /// (docs/adwaita.md).
        @Test(arguments: [DialogStyle.gtk]) func tenThousandCharacterMessageIsShownWhole(_ style: DialogStyle) async throws {
            let long = String(repeating: "0123456789", count: 1_000)
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Long", message: long))
                #expect(try host.screen.dialog().labels == ["Long", long])
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func alertWithoutActionsGetsOK(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Saved"))
                #expect(try host.screen.dialog().buttonLabels == ["OK"])
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func returnRunsTheRightmostPlainAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Save changes?", actions: [.plain("Don’t Save"), .cancel(), .plain("Save")]))
                _ = try host.screen.dialog()
                try host.screen.press("Return")
                #expect(try host.nextAction() == "Save")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func returnRunsTheActionMarkedDefault(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Replace?", actions: [.plain("Replace", isDefault: true), .plain("Keep Both")]))
                _ = try host.screen.dialog()
                try host.screen.press("Return")
                #expect(try host.nextAction() == "Replace")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func returnNeverRunsAnUnmarkedDestructiveAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Erase disk?", actions: [.cancel("Keep"), .destructive("Erase")]))
                _ = try host.screen.dialog()
                try host.screen.press("Return")
                // Keys arrive in order: had Return chosen Erase, its line would come before Keep's.
                try host.screen.press("Escape")
                #expect(try host.nextAction() == "Keep", "Return did nothing before Escape chose Keep")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func escapeRunsTheCancelAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Quit?", actions: [.plain("Quit"), .cancel("Stay")]))
                _ = try host.screen.dialog()
                try host.screen.press("Escape")
                #expect(try host.nextAction() == "Stay")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func escapeRunsTheOnlyActionWhenThereIsNoCancel(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Done", actions: [.plain("Got It")]))
                _ = try host.screen.dialog()
                try host.screen.press("Escape")
                #expect(try host.nextAction() == "Got It")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func escapeRunsNothingWhenNoActionIsTheCancelAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Which?", actions: [.plain("Left"), .plain("Right")]))
                _ = try host.screen.dialog()
                try host.screen.press("Escape")
                try host.screen.waitUntilNoDialog()
                host.present(HostAlert(title: "Next", actions: [.plain("Marker")]))
                try host.screen.click("Marker")
                #expect(try host.nextAction() == "Marker", "no action ran before the marker")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func clickingEachButtonRunsItsHandlerOnce(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                for label in ["One", "Two", "Three"] {
                    host.present(HostAlert(title: "Pick", actions: [.plain("One"), .plain("Two"), .plain("Three")]))
                    try host.screen.click(label)
                    #expect(try host.nextAction() == label)
                    try host.screen.waitUntilNoDialog()
                }
                host.present(HostAlert(title: "Next", actions: [.plain("Marker")]))
                try host.screen.click("Marker")
                #expect(try host.nextAction() == "Marker", "no handler ran twice before the marker")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func queuedAlertsAppearOneAfterAnother(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                for index in 1...3 { host.present(HostAlert(title: "Alert \(index)")) }
                for index in 1...3 {
                    let dialogs = try host.screen.dialogs()
                    #expect(dialogs.count == 1, "one dialog at a time")
                    #expect(dialogs.first?.labels.first == "Alert \(index)")
                    try host.screen.click("OK")
                    if index < 3 { try host.screen.waitForLabel("Alert \(index + 1)") }
                }
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func anActionThatPresentsAnAlertShowsItNext(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "First", actions: [.plain("Continue", presents: HostAlert(title: "Second"))]))
                try host.screen.click("Continue")
                #expect(try host.nextAction() == "Continue")
                try host.screen.waitForLabel("Second")
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func replacingTheItemReplacesTheDialogWithoutRunningAnAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Old", actions: [.plain("Old Action")]))
                _ = try host.screen.dialog()
                host.send("replace " + HostAlert(title: "New", actions: [.plain("New Action")]).json)
                try host.screen.waitForLabel("New")
                #expect(try host.screen.dialogs().map(\.labels) == [["New"]])
                try host.screen.click("New Action")
                #expect(try host.nextAction() == "New Action")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func asyncFormReturnsTheChosenAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.ask(HostAlert(title: "Delete?", actions: [.cancel(), .destructive("Delete")]))
                try host.screen.click("Delete")
                #expect(try host.nextAction() == "Delete")
                #expect(try host.process.line(startingWith: "answer ") == "answer Delete")
                host.ask(HostAlert(title: "Delete?", actions: [.plain("Left"), .plain("Right")]))
                _ = try host.screen.dialog()
                try host.screen.press("Escape")
                #expect(try host.process.line(startingWith: "answer ") == "answer -")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func destroyingTheWindowResolvesWaitsAndCrashesNothing(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Queued 1"))
                host.present(HostAlert(title: "Queued 2"))
                host.ask(HostAlert(title: "Asked", actions: [.cancel(), .plain("Go")]))
                _ = try host.screen.dialogs(count: 2)
                host.send("destroy-window")
                #expect(try host.process.line(startingWith: "answer ") == "answer -")
                try host.screen.waitUntilNoDialog()
                let census = try host.census()
                #expect(census.created == 2)
                #expect(census.finalized == census.created)
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func releasingThePresenterClosesItsDialog(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Up", actions: [.plain("Never")]))
                _ = try host.screen.dialog()
                host.send("detach")
                try host.screen.waitUntilNoDialog()
                let census = try host.census()
                #expect(census.finalized == census.created)
                let printed = try host.linesUntilIdle()
                #expect(!printed.contains("action Never"), "releasing the presenter ran an action: \(printed)")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func everyDialogIsFinalizedAfterManyCycles(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                // 20 through the screen, clicked as a person would; ReliabilityTests' load
                // answers thousands from code.
                let cycles = 20
                for index in 1...cycles {
                    host.present(HostAlert(title: "Cycle \(index)", actions: [.plain("Next")]))
                }
                for index in 1...cycles {
                    // The one shown is this cycle's, not the last one still closing.
                    try host.screen.waitForLabel("Cycle \(index)")
                    try host.screen.click("Next")
                    #expect(try host.nextAction() == "Next")
                }
                try host.screen.waitUntilNoDialog()
                let census = try host.census()
                #expect(census.created == cycles)
                #expect(census.finalized == cycles)
            }
        }
    }
}

extension OnTheDisplay.GtkPresenterTests.AlertPresenterTests {

    @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func twoCancelActionsShowBothAndWarnOnceNamingTheAlert(_ style: DialogStyle) async throws {
        try await withTestHost(style: style) { host in
            host.present(HostAlert(title: "Twice Cancelled", actions: [.plain("Go"), .cancel("Stop"), .cancel("Halt")]))
            let dialog = try host.screen.dialog()
            #expect(dialog.buttonLabels == dialog.asShown(["Stop", "Go", "Halt"]))
            try host.screen.press("Escape")
            #expect(try host.nextAction() == "Stop")
            let warnings = host.process.presentationKitWarnings
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("Twice Cancelled") == true)
        }
    }
}
