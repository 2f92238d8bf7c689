import E2ESupport
import Foundation
import Synchronization
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// The real `alert` binary on the virtual display, read through AT-SPI and answered with
    /// clicks and keys; each test checks stdout and the exit status.
    /// The time limit is generous because it also counts the wait for the shared display
    /// while other suites' tests use it (the whole end-to-end run is several minutes); each
    /// step has its own deadline (the dialog within 10 s, the exit within 10 s), so a hang
    /// still fails in seconds.
    @Suite("alert: the dialog", .displaySuite)
    struct DialogTests {

        @Test(.pressesKeys) func noButtonsGivesOKAndReturnChoosesIt() async throws {
            let ending = try await runOnDisplay(["--title", "Saved"]) { command, dialog in
                #expect(dialog.labels == ["Saved"])
                #expect(dialog.buttonLabels == ["OK"])
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
        }

        @Test func buttonsFollowTheCoreLayoutAndAClickPrintsTheLabel() async throws {
            let arguments = [
                "--title", "Delete 3 files?", "--message", "This cannot be undone.", "--icon", "warning",
                "--button", "Delete:destructive", "--button", "Archive", "--button", "Keep:cancel",
            ]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.labels == ["Delete 3 files?", "This cannot be undone."])
                #expect(dialog.buttonLabels == ["Keep", "Delete", "Archive"])
                try command.screen.click("Delete")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Delete"])
        }

        @Test func theCancelButtonPrintsItsLabelAndExits1() async throws {
            let ending = try await runOnDisplay(["--title", "Quit?", "--button", "Stay:cancel", "--button", "Quit"]) {
                command, _ in try command.screen.click("Stay")
            }
            #expect(ending.status == 1)
            #expect(ending.output == ["Stay"])
        }

        @Test(.pressesKeys, arguments: [["--button", "Stay:cancel", "--button", "Quit"], []])
        func escapePrintsNothingAndExits1(_ buttons: [String]) async throws {
            let ending = try await runOnDisplay(["--title", "Quit?"] + buttons) { command, _ in
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output == [])
        }

        @Test(.pressesKeys) func returnChoosesTheButtonMarkedDefault() async throws {
            let ending = try await runOnDisplay(
                ["--title", "Replace?", "--button", "Replace:default", "--button", "Keep Both"]
            ) { command, dialog in
                #expect(dialog.buttonLabels == ["Replace", "Keep Both"])
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Replace"])
        }

        @Test(.pressesKeys) func returnNeverChoosesAnUnmarkedDestructiveButton() async throws {
            let arguments = ["--title", "Erase disk?", "--button", "Keep:cancel", "--button", "Erase:destructive"]
            let ending = try await runOnDisplay(arguments) { command, _ in
                try command.screen.press("Return")
                // Keys arrive in order: had Return chosen Erase, the command would end with it.
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1, "Escape, not Return, ended the dialog")
            #expect(ending.output == [])
        }

        @Test func colonsInTimesURLsAndRatiosArePartOfTheLabel() async throws {
            let arguments = ["--title", "When?", "--button", "Until 10:30", "--button", "Open http://example.com",
                             "--button", "Ratio 1:2", "--button", "Save:later:cancel", "--button", "At 12:00:default"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.buttonLabels == ["Save:later", "Until 10:30", "Open http://example.com", "Ratio 1:2", "At 12:00"])
                try command.screen.click("At 12:00")
            }
            #expect(ending.output == ["At 12:00"])
            #expect(ending.status == 0)
        }

        @Test func aTrailingColonEndsTheRolesAndIsDropped() async throws {
            let arguments = ["--title", "Mode", "--button", "Mode:cancel:", "--button", "Note::",
                             "--button", "Ratio 1:2:", "--button", "16:9:default:", "--button", "Keep:cancel::cancel"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                // Keep:cancel::cancel is the cancel button “Keep:cancel”, so it stands first;
                // “Mode:cancel” is a plain button.
                #expect(dialog.buttonLabels == ["Keep:cancel", "Mode:cancel", "Note:", "Ratio 1:2", "16:9:default"])
                try command.screen.click("Mode:cancel")
            }
            #expect(ending.output == ["Mode:cancel"])
            #expect(ending.status == 0, "a plain button, not the cancel button")
        }

        @Test func timeoutClosesTheDialogPrintsNothingAndExits5() async throws {
            let started = SuspendingClock.now
            let seen = Mutex<SuspendingClock.Instant?>(nil)
            // Long enough for AT-SPI to read the dialog first on a busy machine.
            let ending = try await runOnDisplay(["--title", "Going soon", "--timeout", "2.5"]) { _, dialog in
                seen.withLock { $0 = SuspendingClock.now }
                // The heading, then the countdown, whole seconds rounded up: 3 s at first.
                #expect(dialog.labels.count == 2 && dialog.labels.first == "Going soon")
                #expect(["Closes in 3 s", "Closes in 2 s", "Closes in 1 s"].contains(dialog.labels.last ?? ""))
            }
            let ended = SuspendingClock.now
            #expect(ending.status == 5)
            #expect(ending.output == [])
            // From below: the whole run, start-up included, lasts the 2.5 s. From above: the
            // clock started before the dialog was seen, so from then to the exit is at most
            // 2.5 s, plus 1 s for the exit to be seen.
            #expect((ended - started).inSeconds >= 2.5)
            let seenAt = try #require(seen.withLock { $0 })
            let afterSeen = (ended - seenAt).inSeconds
            #expect(afterSeen <= 3.5, "exited \(afterSeen) s after the dialog was seen, for a 2.5 s timeout")
        }

        @Test func timeoutZeroMeansNoTimeout() async throws {
            // A timer of 0 would have closed the dialog before AT-SPI could read it.
            let ending = try await runOnDisplay(["--title", "Stays", "--timeout", "0"]) { command, _ in
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
        }

        @Test func markupIsShownLiterally() async throws {
            let title = "<b>bold</b> & <span foreground='red'>red</span> &amp;"
            let message = "<i>not italic</i> <a href='x'>link</a> & 5 < 6"
            let ending = try await runOnDisplay(["--title", title, "--message", message, "--button", "<b>Go</b>"]) {
                command, dialog in
                #expect(dialog.labels == [title, message])
                #expect(dialog.buttonLabels == ["<b>Go</b>"])
                try command.screen.click("<b>Go</b>")
            }
            #expect(ending.output == ["<b>Go</b>"])
        }

        @Test func nonLatinAndRightToLeftTextIsShownAsGiven() async throws {
            let title = "Удалить «отчёт.txt»? 削除しますか？"
            let message = "هل تريد حذف الملف؟ שלום עולם 🙂"
            let ending = try await runOnDisplay(["--title", title, "--message", message, "--button", "حذف"]) {
                command, dialog in
                #expect(dialog.labels == [title, message])
                try command.screen.click("حذف")
            }
            #expect(ending.output == ["حذف"])
            #expect(ending.status == 0)
        }

        @Test func utf8TextWorksInTheCLocaleScriptsOftenRunIn() async throws {
            let ending = try await runOnDisplay(
                ["--title", "Café ☕", "--message", "naïve", "--button", "Très bien"], environment: ["LC_ALL": "C"]
            ) { command, dialog in
                #expect(dialog.labels == ["Café ☕", "naïve"])
                try command.screen.click("Très bien")
            }
            #expect(ending.output == ["Très bien"])
            #expect(ending.status == 0)
        }

        @Test func veryLongTextIsShownWhole() async throws {
            // Words, so GTK wraps them: 11,000 characters in the message, 2,200 in the title.
            let long = String(repeating: "0123456789 ", count: 1_000)
            let title = String(repeating: "Title ", count: 366) + "end"
            let ending = try await runOnDisplay(["--title", title, "--message", long]) { command, dialog in
                #expect(dialog.labels == [title, long])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
        }

        @Test func anEmptyMessageShowsOnlyTheTitle() async throws {
            let ending = try await runOnDisplay(["--title", "Only a title", "--message", ""]) { command, dialog in
                #expect(dialog.labels == ["Only a title"])
                try command.screen.click("OK")
            }
            #expect(ending.output == ["OK"])
        }

        @Test func messageDashReadsStdin() async throws {
            let ending = try await runOnDisplay(["--title", "From stdin", "--message", "-"], input: "line one\nline <two> & three") {
                command, dialog in
                #expect(dialog.labels == ["From stdin", "line one\nline <two> & three"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func emptyStdinGivesNoMessage() async throws {
            let ending = try await runOnDisplay(["--title", "Nothing piped", "--message", "-"], input: "") {
                command, dialog in
                #expect(dialog.labels == ["Nothing piped"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func messageFileIsReadLiterally() async throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("alert-message-\(UUID()).txt")
            try "From a file: <b>not bold</b>\n".write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let ending = try await runOnDisplay(["--title", "File", "--message-file", file.path]) { command, dialog in
                #expect(dialog.labels == ["File", "From a file: <b>not bold</b>"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }
    }
}

extension OnTheDisplay.AlertCommandTests {

    /// The zenity flags scripts use most, with zenity's buttons, output and exit statuses.
    /// (Time limit: see ``DialogTests``.)
    @Suite("alert: zenity compatibility", .displaySuite)
    struct ZenityCompatibilityTests {

        @Test(.pressesKeys) func questionIsNoAndYesAndReturnMeansYes() async throws {
            let ending = try await runOnDisplay(["--question", "--text", "Continue?"]) { command, dialog in
                #expect(dialog.labels == ["Continue?"])
                #expect(dialog.buttonLabels == ["No", "Yes"])
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [], "zenity prints nothing for Yes")
        }

        @Test func questionNoExits1AndPrintsNothing() async throws {
            let ending = try await runOnDisplay(["--question", "--title", "Backup", "--text", "Start now?"]) {
                command, dialog in
                #expect(dialog.title == "Backup", "zenity: --title is the window's title")
                #expect(dialog.labels == ["Start now?"])
                try command.screen.click("No")
            }
            #expect(ending.status == 1)
            #expect(ending.output == [])
        }

        @Test(.pressesKeys) func questionEscapeExits1() async throws {
            let ending = try await runOnDisplay(["--question"]) { command, dialog in
                #expect(dialog.labels == ["Are you sure you want to proceed?"])
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output == [])
        }

        @Test func okAndCancelLabelsRenameTheButtons() async throws {
            let ending = try await runOnDisplay(
                ["--question", "--text", "Deploy?", "--ok-label", "Deploy", "--cancel-label", "Not now"]
            ) { command, dialog in
                #expect(dialog.buttonLabels == ["Not now", "Deploy"])
                try command.screen.click("Deploy")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [])
        }

        @Test(arguments: [("--info", "All updates are complete.", "Information"), ("--error", "An error has occurred.", "Error"),
                          ("--warning", "Are you sure you want to proceed?", "Warning")])
        func messageTypesHaveOneOKButton(_ flag: String, _ defaultText: String, _ windowTitle: String) async throws {
            let ending = try await runOnDisplay([flag]) { command, dialog in
                #expect(dialog.title == windowTitle, "zenity's window title")
                #expect(dialog.labels == [defaultText])
                #expect(dialog.buttonLabels == ["OK"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [])
        }

        @Test func extraButtonPrintsItsLabelAndExits1() async throws {
            let ending = try await runOnDisplay(
                ["--warning", "--text", "Disk almost full", "--ok-label", "Understood", "--extra-button", "Details",
                 "--extra-button", "Clean up"]
            ) { command, dialog in
                #expect(dialog.buttonLabels == ["Details", "Clean up", "Understood"])
                try command.screen.click("Clean up")
            }
            #expect(ending.status == 1)
            #expect(ending.output == ["Clean up"])
        }

        @Test func timeoutExits5() async throws {
            // 4 s, so that a loaded machine's first look comes before the end.
            let ending = try await runOnDisplay(["--error", "--text", "Gone in four seconds", "--timeout", "4"]) { _, dialog in
                #expect(dialog.labels.count == 2 && dialog.labels.first == "Gone in four seconds")
                #expect((1...4).map { "Closes in \($0) s" }.contains(dialog.labels.last ?? ""), "the countdown line under the message")
            }
            #expect(ending.status == 5)
            #expect(ending.output == [])
        }
    }
}
