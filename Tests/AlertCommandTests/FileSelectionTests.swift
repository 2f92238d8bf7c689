import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--file-selection`: GTK's own file chooser in alert's process, opened in a
    /// temporary folder of a few files and answered as a person does; stdout must be the
    /// absolute paths chosen. GTK 4.8's file list is a `GtkTreeView`, whose rows AT-SPI does
    /// not show: what a filter shows is read from what selecting all of it prints. How the
    /// output compares with zenity's own: ``ZenityScriptTests`` (its `--file-selection` steps).
    @Suite("alert: --file-selection", .displaySuite)
    struct FileSelectionTests {

        /// A new folder holding empty files named `files` (a name ending in `/` a folder).
        static func folder(_ files: [String]) throws -> String {
            let folder = try temporaryDirectory()
            for name in files {
                if name.hasSuffix("/") {
                    try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
                } else {
                    try Data().write(to: URL(fileURLWithPath: folder + "/" + name))
                }
            }
            return folder
        }

        /// Type `text` into the newest window of `command`, as a keyboard does.
        static func type(_ text: String, into command: AlertCommand) throws {
            try command.screen.press("ctrl+l")   // the location entry: a path or a name
            try run("/usr/bin/xdotool", ["type", "--delay", "20", text])
        }

        /// A name typed in the folder `--filename DIR/` opens is chosen by Return, and printed
        /// as its absolute path; the window has `--title`.
        @Test(.pressesKeys)
        func aNameTypedIsChosenByReturnAndPrintedAsItsAbsolutePath() async throws {
            let folder = try Self.folder(["alpha.txt", "beta.txt"])
            let ending = try await runOnDisplay(["--file-selection", "--title", "Pick a file", "--filename", folder + "/"]) {
                command, dialog in
                #expect(dialog.title == "Pick a file")
                try Self.type("beta.txt", into: command)
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            // GTK 4.18's location entry completes inline as the keys arrive ("beta.txta.txt",
            // the fresh root's GTK 4.18 lane): open, recorded there as a known issue.
            withKnownIssue("GTK 4.18's inline completion of a typed name", isIntermittent: true) {
                #expect(ending.output == [folder + "/beta.txt"])
            } when: { !gtkIs4_8 }
        }

        /// `--multiple`: the two files selected are printed on one line, joined by the
        /// separator as given (zenity 3.44 reads no backslash escape in it here).
        @Test(.pressesKeys)
        func multipleFilesArePrintedJoinedByTheSeparator() async throws {
            let folder = try Self.folder(["alpha.txt", "beta.txt"])
            let ending = try await runOnDisplay(
                ["--file-selection", "--multiple", "--separator", " : ", "--filename", folder + "/alpha.txt"]
            ) { command, _ in
                try command.screen.press("shift+Down")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [folder + "/alpha.txt : " + folder + "/beta.txt"])
        }

        /// `--directory`: a folder is chosen, and printed without a slash at its end.
        @Test func directoryChoosesAFolder() async throws {
            let folder = try Self.folder(["sub/", "file.txt"])
            let ending = try await runOnDisplay(["--file-selection", "--directory", "--filename", folder + "/sub"]) {
                command, dialog in
                #expect(dialog.title == "Select a folder")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [folder + "/sub"])
        }

        /// `--save --filename DIR/NAME`: the name entry holds NAME, and OK prints the path of a
        /// file that does not exist yet.
        @Test(.onX11Only("on Wayland GTK's save chooser has a header bar and puts its name entry there, "
                         + "where the driver's widget reading does not look"))
        func saveStartsWithTheNameGivenAndPrintsItsPath() async throws {
            let folder = try Self.folder(["old.txt"])
            let ending = try await runOnDisplay(["--file-selection", "--save", "--filename", folder + "/new name.txt"]) {
                command, _ in
                _ = try waitFor { try command.screen.widgets().first { $0.role == "text" && $0.text == "new name.txt" } }
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [folder + "/new name.txt"])
        }

        /// GTK 4's chooser asks before a file is replaced, `--confirm-overwrite` or not (zenity
        /// 3.44 asks only with it); Replace then prints the path.
        @Test func saveAsksBeforeReplacingAFile() async throws {
            let folder = try Self.folder(["old.txt"])
            let ending = try await runOnDisplay(["--file-selection", "--save", "--filename", folder + "/old.txt"]) {
                command, _ in
                try command.screen.click("OK")
                let question = try waitFor { try command.screen.dialogs().last { $0.labels.contains { $0.contains("already exists") } } }
                #expect(question.buttonLabels.contains("Replace"), "\(question.buttonLabels)")
                try command.screen.click("Replace")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [folder + "/old.txt"])
        }

        /// `--file-filter`, named (`NAME | PATTERN…`) or bare (`PATTERN…`, which names it too):
        /// the first filter is shown, and selecting every file it shows selects only the files
        /// its patterns match.
        @Test(.pressesKeys, arguments: [("Pictures | *.png *.jpg", "Pictures"), ("*.png *.jpg", "*.png *.jpg")])
        func aFilterShowsOnlyTheFilesItsPatternsMatch(_ filter: String, _ name: String) async throws {
            let folder = try Self.folder(["alpha.txt", "beta.png", "gamma.jpg", "delta.md"])
            let ending = try await runOnDisplay(
                ["--file-selection", "--multiple", "--file-filter", filter, "--file-filter", "All | *", "--filename", folder + "/"]
            ) { command, _ in
                try command.screen.waitForLabel(name)
                try command.screen.press("ctrl+a")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [folder + "/beta.png|" + folder + "/gamma.jpg"])
        }

        /// Escape ends the chooser with `ZENITY_ESC`'s status, printing nothing.
        @Test(.pressesKeys)
        func escapeExitsWithTheEscapeStatusAndPrintsNothing() async throws {
            let folder = try Self.folder(["alpha.txt"])
            let ending = try await runOnDisplay(["--file-selection", "--filename", folder + "/alpha.txt"],
                                                environment: ["ZENITY_ESC": "12", "ZENITY_CANCEL": "11"]) { command, _ in
                try command.screen.press("Escape")
            }
            #expect(ending.status == 12)
            #expect(ending.output.isEmpty)
        }

        /// Cancel (`--cancel-label` names it) ends with `ZENITY_CANCEL`'s status, printing
        /// nothing; the time limit, in either style (libadwaita 1.2 has no file chooser: GTK's
        /// is shown in both), with 5.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func cancelAndTheTimeLimitPrintNothing(_ style: DialogStyle) async throws {
            let folder = try Self.folder(["alpha.txt"])
            let adwaita = style == .adwaita ? ["--adwaita"] : []
            let cancelled = try await runOnDisplay(adwaita + ["--file-selection", "--cancel-label", "Never mind",
                                                              "--filename", folder + "/alpha.txt"],
                                                   environment: ["ZENITY_CANCEL": "11"]) { command, _ in
                try command.screen.click("Never mind")
            }
            #expect(cancelled.status == 11)
            #expect(cancelled.output.isEmpty)
            // 3 s, not 1: the fresh root's Wayland lane, with the Debian 13 build beside it, saw
            // the chooser time out before its first look.
            let timedOut = try await runOnDisplay(adwaita + ["--file-selection", "--timeout", "3", "--filename", folder + "/"]) { _, _ in }
            #expect(timedOut.status == 5)
            #expect(timedOut.output.isEmpty)
        }
    }
}
