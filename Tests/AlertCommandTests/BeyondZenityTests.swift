import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// What `alert` has that zenity, kdialog and yad have not (issue 23): a Details area, a
    /// visible countdown that can choose an answer, JSON answers, “Don't ask again”, a named
    /// window. The real binary on the virtual display, read and answered through AT-SPI.
    @Suite("alert: details, countdown, JSON, don't ask again", .displaySuite)
    struct BeyondZenityTests {

        // MARK: --json

        @Test func jsonSaysWhichButtonByLabelIdIndexAndRole() async throws {
            let arguments = ["--title", "Delete 3 files?", "--button", "Keep:cancel", "--button", "Delete:destructive",
                             "--button", "Archive:default", "--json"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.buttonLabels == ["Keep", "Delete", "Archive"])
                try command.screen.click("Delete")
            }
            #expect(ending.status == 0)
            let answer = try parsedJSON(ending.output)
            #expect(answer.answer == "Delete")
            #expect(answer.id == "Delete")
            #expect(answer.index == 1, "the order given on the command line")
            #expect(answer.role == "destructive")
            #expect(answer.ending == "chosen")
            #expect(answer.remembered == false)
        }

        @Test(.pressesKeys) func jsonOfEscapeIsDismissedWithNulls() async throws {
            let ending = try await runOnDisplay(["--title", "Quit?", "--button", "Stay:cancel", "--json"]) { command, _ in
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            let answer = try parsedJSON(ending.output)
            #expect(answer.ending == "dismissed")
            #expect(answer.answer == nil && answer.id == nil && answer.index == nil && answer.role == nil)
        }

        @Test func jsonInZenityFormCountsNoThenExtrasThenYes() async throws {
            let ending = try await runOnDisplay(["--question", "--text", "Continue?", "--extra-button", "Later", "--json"]) {
                command, dialog in
                #expect(dialog.buttonLabels.contains("Later"))
                try command.screen.click("Later")
            }
            #expect(ending.status == 1)
            let answer = try parsedJSON(ending.output)
            #expect(answer.answer == "Later")
            #expect(answer.id == "Later")
            #expect(answer.index == 1, "No is 0, Later 1, Yes 2")
            #expect(answer.role == nil)
            #expect(answer.ending == "chosen")
        }

        @Test func jsonInZenityFormIdIsTheUntranslatedStandardLabel() async throws {
            let ending = try await runOnDisplay(["--question", "--text", "Continue?", "--json"]) { command, _ in
                try command.screen.click("No")
            }
            #expect(ending.status == 1)
            let answer = try parsedJSON(ending.output)
            #expect(answer.id == "No")
            #expect(answer.index == 0)
            #expect(answer.role == "cancel")
        }

        /// Every ASCII control character, quotes, a backslash, U+2028 and a non-BMP
        /// character in a label: the line parses with Python's json module and gives the
        /// label back. The timeout chooses the button, so no AT-SPI name has to hold them.
        @Test func jsonIsValidForAnyLabel() async throws {
            let controls = String(String.UnicodeScalarView((1..<32).compactMap(Unicode.Scalar.init)))
            let label = "a\"b\\c/" + controls + "\u{7f}\u{2028}\u{2029}🙂𝄞 é"
            let ending = try await runOnDisplay(
                ["--title", "Odd", "--button", label, "--timeout", "2", "--timeout-answer", label, "--json"]
            ) { _, _ in }
            #expect(ending.status == 0)
            let line = try #require(ending.output.first)
            let script = "import json,sys; v=json.loads(sys.argv[1]); print(json.dumps(v['answer']==sys.argv[2] and v['id']==sys.argv[2]))"
            let verdict = String(decoding: try run("/usr/bin/python3", ["-c", script, line, label]), as: UTF8.self)
            #expect(verdict == "true", "\(line)")
            #expect(!line.contains("\n"), "one line")
        }

        // MARK: --timeout countdown, --timeout-answer

        /// 30 s, though the test takes about 2: the reads and the click must all come before
        /// the end (5 s ran out at a load of 18 before the click).
        @Test func countdownLineFallsEachSecond() async throws {
            let ending = try await runOnDisplay(["--title", "Going soon", "--timeout", "30"]) { command, dialog in
                let first = try countdown(dialog.labels, prefix: "Closes in ")
                #expect(first <= 30 && first >= 1)
                #expect(dialog.buttonLabels == ["OK"], "the countdown is not in a button")
                usleep(1_100_000)
                let second = try countdown(try command.screen.dialog().labels, prefix: "Closes in ")
                #expect(second < first, "\(first) s, then \(second) s")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
        }

        @Test func timeoutAnswerActsAsAClickOnThatButton() async throws {
            let started = SuspendingClock.now
            let ending = try await runOnDisplay(
                ["--title", "Delete?", "--button", "Keep:cancel", "--button", "Delete", "--timeout", "2.5",
                 "--timeout-answer", "Keep"]
            ) { _, dialog in
                let seconds = try countdown(dialog.labels, prefix: "Chooses Keep in ")
                #expect(seconds >= 1 && seconds <= 3)
            }
            #expect(ending.status == 1, "the cancel button's status")
            #expect(ending.output == ["Keep"])
            #expect((SuspendingClock.now - started).inSeconds >= 2.5)
        }

        @Test func timeoutAnswerInZenityFormPrintsWhatAClickPrints() async throws {
            let ending = try await runOnDisplay(
                ["--question", "--text", "Go on?", "--timeout", "4", "--timeout-answer", "Yes", "--json"]
            ) { _, dialog in
                _ = try countdown(dialog.labels, prefix: "Chooses Yes in ")
            }
            #expect(ending.status == 0)
            let answer = try parsedJSON(ending.output)
            #expect(answer.id == "Yes")
            #expect(answer.ending == "timeout")
        }

        // MARK: --details

        @Test func detailsAreCollapsedLiteralAndSelectable() async throws {
            let details = "Traceback:\n\t<b>not bold</b> & \"quoted\"\n  line 3"
            let ending = try await runOnDisplay(["--title", "Failed", "--details", details]) { command, _ in
                let before = try command.screen.widgets()
                #expect(before.first { $0.name == "Details" }?.expanded == false)
                #expect(!before.contains { $0.role == "text" }, "collapsed: the text is not shown")
                try command.screen.act("Details")
                let text = try waitFor { try command.screen.widgets().first { $0.role == "text" } }
                #expect(text.text == details)
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
        }

        @Test(.onX11Only("the clipboard is read back from another process, and on Weston 10 only a display's first copy "
                         + "reaches it: its clipboard manager keeps that one, and refuses a later one from a client "
                         + "that had no input event"))
        func detailsAreCopiedToTheClipboard() async throws {
            let details = "Traceback:\n\t<b>not bold</b> & \"quoted\"\n  line 3"
            let ending = try await runOnDisplay(["--title", "Failed", "--details", details]) { command, _ in
                try command.screen.act("Details")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "text" } }
                try command.screen.act("Copy")
                let copied = try waitFor { try readClipboard().flatMap { $0 == details ? $0 : nil } }
                #expect(copied == details)
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
        }

        @Test func detailsFromAFileOfInvalidUTF8AreRepaired() async throws {
            let file = try temporaryFile(Data([0x61, 0xff, 0x62, 0x0a, 0xc3, 0xa9]))
            let ending = try await runOnDisplay(["--info", "--text", "Done", "--details-file", file]) { command, _ in
                try command.screen.act("Details")
                let text = try waitFor { try command.screen.widgets().first { $0.role == "text" } }
                #expect(text.text == "a\u{FFFD}b\né")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func detailsOfAMegabyteStayResponsive() async throws {
            let line = String(repeating: "0123456789abcdef", count: 4) + "\n"
            let file = try temporaryFile(Data(String(repeating: line, count: 1_048_576 / line.utf8.count).utf8))
            let ending = try await runOnDisplay(["--title", "Big log", "--details-file", file]) { command, _ in
                try command.screen.act("Details")
                let started = SuspendingClock.now
                try command.screen.click("OK")
                try command.screen.waitUntilNoDialog()
                #expect((SuspendingClock.now - started).inSeconds < 3, "a click answered within 3 s of expanding")
            }
            #expect(ending.status == 0)
        }

        @Test func detailsFromStdin() async throws {
            let ending = try await runOnDisplay(["--title", "Log", "--details", "-"], input: "one\ntwo\n") { command, _ in
                try command.screen.act("Details")
                let text = try waitFor { try command.screen.widgets().first { $0.role == "text" } }
                #expect(text.text == "one\ntwo")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        // MARK: --dont-ask-again

        @Test(.pressesKeys) func aRememberedAnswerIsGivenWithoutADialog() async throws {
            let config = try temporaryDirectory()
            let arguments = ["--title", "Delete?", "--button", "Keep:cancel", "--button", "Delete:destructive",
                             "--dont-ask-again", "cleanup:old-files"]
            let first = try await runOnDisplay(arguments, environment: ["XDG_CONFIG_HOME": config]) { command, dialog in
                #expect(dialog.labels.contains("Don't ask again"))
                try command.screen.clickLabel("Don't ask again")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try command.screen.click("Delete")
            }
            #expect(first.status == 0)
            #expect(first.output == ["Delete"])
            let saved = try String(contentsOfFile: config + "/alert/cleanup", encoding: .utf8)
            #expect(saved.contains("old-files=Delete"))

            // No display at all: nothing is shown.
            let again = try runWithoutDialog(arguments, environment: ["XDG_CONFIG_HOME": config, "DISPLAY": unservedXDisplay, "WAYLAND_DISPLAY": ""])
            #expect(again.status == 0)
            #expect(again.output == ["Delete"])
            #expect(again.errors.isEmpty)
            let json = try runWithoutDialog(arguments + ["--json"], environment: ["XDG_CONFIG_HOME": config, "DISPLAY": unservedXDisplay, "WAYLAND_DISPLAY": ""])
            let answer = try parsedJSON(json.output)
            #expect(answer.remembered == true)
            #expect(answer.ending == "chosen")
            #expect(answer.index == 1)

            let reset = try runWithoutDialog(["--dont-ask-again-reset", "cleanup:old-files"], environment: ["XDG_CONFIG_HOME": config])
            #expect(reset.status == 0)
            let afterReset = try runWithoutDialog(arguments, environment: ["XDG_CONFIG_HOME": config, "DISPLAY": unservedXDisplay, "WAYLAND_DISPLAY": ""])
            #expect(afterReset.status == 3, "forgotten: the dialog is asked for again")
        }

        @Test(.pressesKeys) func theCancelButtonIsRememberedToo() async throws {
            let file = try temporaryDirectory() + "/answers.ini"
            let arguments = ["--question", "--text", "Update now?", "--dont-ask-again", file + ":update"]
            let first = try await runOnDisplay(arguments) { command, _ in
                try command.screen.clickLabel("Don't ask again")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try command.screen.click("No")
            }
            #expect(first.status == 1)
            let again = try runWithoutDialog(arguments, environment: ["DISPLAY": unservedXDisplay, "WAYLAND_DISPLAY": ""])
            #expect(again.status == 1)
            #expect(again.output == [])
        }

        @Test(.pressesKeys) func escapeIsNotRemembered() async throws {
            let file = try temporaryDirectory() + "/answers.ini"
            let arguments = ["--title", "Sure?", "--dont-ask-again", file + ":sure"]
            let first = try await runOnDisplay(arguments) { command, _ in
                try command.screen.clickLabel("Don't ask again")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try command.screen.press("Escape")
            }
            #expect(first.status == 1)
            #expect(!FileManager.default.fileExists(atPath: file))
        }

        @Test func anUncheckedBoxRemembersNothingAndKeepsTheFile() async throws {
            let file = try temporaryFile(Data("# mine\n[Other]\nx=1\n\n[Remembered Answers]\nkept=OK\n".utf8))
            let ending = try await runOnDisplay(["--title", "Sure?", "--dont-ask-again", file + ":sure"]) { command, _ in
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "# mine\n[Other]\nx=1\n\n[Remembered Answers]\nkept=OK\n")
        }

        @Test(.pressesKeys) func aCorruptFileShowsTheDialogWithOneLineAndIsLeftAlone() async throws {
            var garbage = Data(count: 10 * 1_048_576)
            for index in garbage.indices { garbage[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 13) }
            let file = try temporaryFile(garbage)
            let ending = try await runOnDisplay(["--title", "Sure?", "--dont-ask-again", file + ":sure"], allowedErrorLines: 2) {
                command, _ in
                try command.screen.clickLabel("Don't ask again")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
            // One line when it is read (the dialog is shown as if nothing were remembered),
            // one when the checked answer is not written over it.
            #expect(ending.errorLines.allSatisfy { $0.hasPrefix("alert: ") && $0.contains(file) }, "\(ending.errors)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == garbage, "nothing lost")
        }

        @Test(.pressesKeys) func aDirectoryThatCannotBeMadeCostsOneLineNotTheAnswer() async throws {
            // Under a regular file, no directory can be made.
            let blocker = try temporaryFile(Data("not a directory".utf8))
            let ending = try await runOnDisplay(["--title", "Sure?", "--dont-ask-again", blocker + "/sub/answers:sure"],
                                                allowedErrorLines: 1) { command, _ in
                try command.screen.clickLabel("Don't ask again")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["OK"])
            #expect(ending.errorLines.first?.contains("cannot create “\(blocker)/sub”") == true, "\(ending.errors)")
        }

        @Test func twoProcessesChangingOneFileAtOnceLoseNothing() async throws {
            // 200 keys, and what else the file holds; two loops of `alert` forget 100 keys each
            // at the same time. A change made without the lock writes back a key the other
            // process had just removed.
            var contents = "# kept\n[Other]\nx=1\n\n[Remembered Answers]\nkeep=OK\n"
            for index in 0..<100 { contents += "a\(index)=OK\nb\(index)=OK\n" }
            let file = try temporaryFile(Data(contents.utf8))
            let alert = try product("alert").path
            let loop = "for i in $(seq 0 99); do \"$0\" --dont-ask-again-reset \"$1:$2$i\" || exit 1; done"
            async let first = Task.detached { try run("/bin/sh", ["-c", loop, alert, file, "a"], within: 120) }.value
            async let second = Task.detached { try run("/bin/sh", ["-c", loop, alert, file, "b"], within: 120) }.value
            _ = try await (first, second)
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
            let left = lines.filter { $0.hasPrefix("a") || $0.hasPrefix("b") }
            #expect(left.isEmpty, "\(left.count) keys came back: \(left.prefix(5))")
            #expect(lines.filter { !$0.isEmpty } == ["# kept", "[Other]", "x=1", "[Remembered Answers]", "keep=OK"])
        }

        // MARK: the window

        @Test(.onX11Only("the window's names are read with xprop from the X server (_NET_WM_NAME, WM_CLASS); "
                         + "a Wayland compositor has no such properties to read"))
        func theWindowIsNamedByItsHeadingAndAppId() async throws {
            let ending = try await runOnDisplay(["--title", "Delete “report”?", "--app-id", "org.example.Cleaner"]) {
                command, dialog in
                #expect(dialog.title == "Delete “report”?", "the accessible name stays the heading")
                let window = try shownWindow(of: command.process.pid)
                let properties = String(decoding: try run("/usr/bin/xprop", ["-id", window, "_NET_WM_NAME", "WM_CLASS"]),
                                        as: UTF8.self)
                #expect(properties.contains("_NET_WM_NAME(UTF8_STRING) = \"Delete “report”?\""), "\(properties)")
                #expect(properties.contains("WM_CLASS(STRING) = \"org.example.Cleaner\""), "\(properties)")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        // MARK: faults

        /// An X server of its own, killed while the dialog is up: the script must not read
        /// the cancel button's status (GDK's own handler ends with 1, silently).
        @Test func theXServerGoingAwayEndsWithStatus3AndOneLine() throws {
            let display = ":\(200 + Int(getpid() % 500))"
            // -displayfd: the server writes its display number once it accepts connections. (A
            // client probing it earlier could hang: a probe that did so for 5 s under load
            // failed this test in a fresh-machine run, 2026-12-02.)
            let server = try AppProcess(URL(fileURLWithPath: "/usr/bin/Xvfb"),
                                        arguments: [display, "-nolisten", "tcp", "-displayfd", "1"])
            defer { server.stop() }
            let environment = ["DISPLAY": display, "GDK_BACKEND": "x11", "WAYLAND_DISPLAY": ""]
            // The server is up once it says so; then the dialog is up once it is mapped.
            _ = try server.line(startingWith: String(display.dropFirst()), within: 20)
            let command = try AlertCommand(["--title", "Lost", "--json"], environment: environment)
            let search = try AppProcess(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                        arguments: ["search", "--sync", "--onlyvisible", "--pid", "\(command.process.pid)"],
                                        environment: environment)
            #expect(try search.waitForExit(within: 20) == 0)
            server.stop()
            let ending = try command.finish()
            #expect(ending.status == 3)
            #expect(ending.output == [])
            #expect(ending.errorLines == ["alert: the display went away before an answer was chosen"])
        }

        /// A Weston of its own, killed while the dialog is up: GDK logs its last message and
        /// calls `_exit(1)`; alert's log writer ends first, with status 3 and its line.
        @Test func theWaylandCompositorGoingAwayEndsWithStatus3AndOneLine() throws {
            let runtime = try temporaryDirectory()
            chmod(runtime, 0o700)
            let socket = "pk-alert-test-\(getpid())"
            let compositor = try AppProcess(
                URL(fileURLWithPath: "/usr/bin/weston"),
                arguments: ["--backend=headless-backend.so", "--socket=\(socket)", "--idle-time=0"],
                environment: ["XDG_RUNTIME_DIR": runtime])
            defer { compositor.stop() }
            _ = try waitFor(within: 10) { FileManager.default.fileExists(atPath: runtime + "/" + socket) ? true : nil }
            let command = try AlertCommand(
                ["--title", "Lost", "--json"],
                environment: ["XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": socket, "GDK_BACKEND": "wayland", "DISPLAY": ""])
            // AT-SPI is on the session bus, whatever the display: the dialog is read there.
            #expect(try command.screen.dialog().labels.first == "Lost")
            compositor.stop()
            let ending = try command.finish()
            #expect(ending.status == 3)
            #expect(ending.output == [])
            #expect(ending.errorLines == ["alert: the display went away before an answer was chosen"], "\(ending.errors)")
        }

        @Test(arguments: [(SIGTERM, "TERM"), (SIGINT, "INT")])
        func aSignalEndsWith128PlusItsNumberAndNoOutput(_ signal: Int32, _ name: String) async throws {
            let ending = try await runOnDisplay(["--title", "Waiting", "--json"]) { command, _ in
                kill(command.process.pid, signal)
            }
            #expect(ending.status == 128 + signal, "SIG\(name)")
            #expect(ending.output == [])
        }
    }
}

/// `--json`'s line, decoded.
struct JSONAnswer: Decodable {
    let answer: String?
    let id: String?
    let index: Int?
    let role: String?
    let ending: String
    let remembered: Bool
}

/// The one line of `output`, parsed as `--json`'s answer.
func parsedJSON(_ output: [String]) throws -> JSONAnswer {
    #expect(output.count == 1, "one line: \(output)")
    let line = try #require(output.first)
    return try JSONDecoder().decode(JSONAnswer.self, from: Data(line.utf8))
}

/// The whole seconds of the countdown line that starts with `prefix` (“Closes in 4 s”).
func countdown(_ labels: [String], prefix: String) throws -> Int {
    let line = try #require(labels.first { $0.hasPrefix(prefix) }, "a countdown line in \(labels)")
    return try #require(Int(line.dropFirst(prefix.count).dropLast(2)), "“\(line)”")
}

/// The clipboard's text, read by GTK 4 in another process, or `nil` when it holds none.
func readClipboard() throws -> String? {
    let script = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/read-clipboard.py").path
    guard let data = try? run("/usr/bin/python3", [script], within: 10) else { return nil }
    struct Clipboard: Decodable { let text: String }
    return try JSONDecoder().decode(Clipboard.self, from: data).text
}

/// A new file holding `contents`, in a directory of its own.
func temporaryFile(_ contents: Data) throws -> String {
    let path = try temporaryDirectory() + "/file"
    try contents.write(to: URL(fileURLWithPath: path))
    return path
}

/// A new empty directory.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "alert-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
