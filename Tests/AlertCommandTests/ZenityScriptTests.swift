import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// The same script, run once with `zenity` and once with `alert`: each step's exit
    /// status and stdout must be the same. (Time limit: see ``DialogTests``.)
    @Suite("alert: a zenity script runs unchanged", .displaySuite)
    struct ZenityScriptTests {

        /// One command of the script and how the person answers it.
        struct Step: Sendable, CustomStringConvertible {
            /// `keyAgain`: the key, pressed again every 2 s while the program runs (5 times at
            /// most), as a person does when a key did nothing: GTK 4's file chooser selects
            /// --filename's file only once its folder is listed, so a Return before that chooses
            /// nothing, and GTK 4.8's file list cannot be read over AT-SPI to wait for it (the CI
            /// machines saw alert's chooser still open 10 s after one early Return).
            enum Answer: Sendable { case key(String), keyAgain(String), keys([String]), wait }
            let arguments: [String]
            var environment: [String: String] = [:]
            /// What stdin gives, all of it at once, then its end; `nil`: nothing, never ended.
            var input: String?
            let answer: Answer
            /// The status zenity 3.44 ends this step with, for a step zenity 4 cannot run (a
            /// combo box with no values: zenity 4.1.90 logs a Gtk-CRITICAL from
            /// gtk_widget_set_hexpand, fatal under the tests' G_DEBUG, and shows no window).
            /// With zenity 4 as the reference, `alert` is held to that status only; its output
            /// is compared where zenity 3.44 is installed. `nil`: zenity 4 runs the step.
            var statusWhereZenity4Fails: Int32?
            /// Why `alert` does not yet end this step as zenity does on GTK newer than 4.8
            /// (recorded as a known issue there, never hidden), or `nil`.
            var openAfterGtk4_8: String?
            var description: String {
                (environment.map { "\($0)=\($1) " }.sorted().joined()) + arguments.joined(separator: " ")
            }
        }

        /// What a script sees of one step.
        struct Seen: Equatable, Sendable, CustomStringConvertible {
            let status: Int32
            let output: [String]
            var description: String { "status \(status), stdout \(output)" }
        }

        static let script: [Step] = [
            Step(arguments: ["--question", "--text", "Continue?"], answer: .key("Return")),
            Step(arguments: ["--question", "--text", "Continue?"], answer: .key("Escape")),
            Step(arguments: ["--question", "--title", "Erase", "--text", "Erase all?", "--default-cancel"], answer: .key("Return")),
            Step(arguments: ["--info", "--text", "Done", "--extra-button", "Show log"], answer: .key("Escape")),
            Step(arguments: ["--warning", "--text", "<b>Careful</b> &amp; slow", "--no-wrap"], answer: .key("Return")),
            Step(arguments: ["--error", "--text", "Failed", "--ok-label", "Fine", "--width", "400"], answer: .key("Return")),
            Step(arguments: ["--question", "--text", "Go?", "--ok-label", "Go", "--cancel-label", "Stop", "--default-cancel"],
                 answer: .key("Return")),
            Step(arguments: ["--question", "--switch", "--text", "Which?", "--extra-button", "A", "--extra-button", "B"],
                 answer: .key("Return")),
            Step(arguments: ["--question", "--text", "Remapped?"], environment: ["ZENITY_OK": "10"], answer: .key("Return")),
            Step(arguments: ["--question", "--text", "Remapped?", "--default-cancel"], environment: ["ZENITY_CANCEL": "11"],
                 answer: .key("Return")),
            Step(arguments: ["--info", "--text", "Remapped?"], environment: ["ZENITY_ESC": "12"], answer: .key("Escape")),
            Step(arguments: ["--info", "--text", "Gone soon", "--timeout", "1"], answer: .wait),
            Step(arguments: ["--entry", "--text", "Branch?", "--entry-text", "fix-typo"], answer: .key("Return")),
            Step(arguments: ["--entry", "--entry-text", "draft", "--timeout", "1"], answer: .wait),
            Step(arguments: ["--password", "--username"], answer: .key("Escape")),
            // --forms: zenity 3.44's entries ignore Return, so OK is not reached by a key here.
            Step(arguments: ["--forms", "--add-entry", "Name", "--add-password", "Secret"], answer: .key("Escape")),
            Step(arguments: ["--forms", "--add-entry", "Name", "--add-entry", "Town", "--timeout", "1"], answer: .wait),
            // --forms' combo boxes, lists and calendars: Down chooses a combo box's next value;
            // one untouched prints a space; the focused list its first row, each cell followed
            // by a comma (with nothing between them as the last field); a list not focused
            // nothing; a calendar today. Their timeout prints them as they stand.
            Step(arguments: ["--forms", "--add-combo", "C", "--combo-values", "a|b|c", "--add-combo", "D", "--add-entry", "E",
                             "--separator", ", ", "--timeout", "2"], answer: .keys(["Down", "Down"]), statusWhereZenity4Fails: 5),
            Step(arguments: ["--forms", "--add-list", "L", "--list-values", "a1|b1|a2|b2", "--column-values", "A|B",
                             "--add-entry", "E", "--timeout", "1"], answer: .wait),
            Step(arguments: ["--forms", "--add-entry", "E", "--add-list", "L", "--list-values", "a|b", "--timeout", "1"], answer: .wait),
            Step(arguments: ["--forms", "--add-calendar", "D", "--forms-date-format", "%Y-%m-%d", "--add-combo", "C",
                             "--timeout", "1"], answer: .wait, statusWhereZenity4Fails: 5),
            Step(arguments: ["--forms", "--add-combo", "C", "--combo-values", "a|b"], answer: .key("Escape")),
            // --list: zenity 3.44 puts the cursor on the first row, selecting nothing; Down
            // selects the second, Return chooses it. On its timeout it prints the rows chosen.
            // Down twice to the last row: on GTK 4.12 and later the first Down only reaches
            // the first row (the view, not its first row, has the focus: docs/alert.md), and
            // on GTK 4.8 and in zenity the second stays on the last.
            Step(arguments: ["--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2"], answer: .keys(["Down", "Down", "Return"])),
            Step(arguments: ["--list", "--print-column", "ALL", "--separator", ":", "--hide-column", "1",
                             "--column", "A", "--column", "B", "a1", "b1", "a2", "b2"], answer: .keys(["Down", "Down", "Return"])),
            Step(arguments: ["--list", "--checklist", "--print-column", "3", "--timeout", "1",
                             "--column", "X", "--column", "A", "--column", "B", "TRUE", "a1", "b1", "FALSE", "a2", "b2", "TRUE", "a3", "b3"], answer: .wait),
            Step(arguments: ["--list", "--radiolist", "--timeout", "1", "--column", "X", "--column", "A", "--column", "B"],
                 input: "FALSE\na1\nb1\nTRUE\na2\nb2\nFALSE\na3\n", answer: .wait),
            Step(arguments: ["--list", "--column", "A", "a1"], environment: ["ZENITY_ESC": "12"], answer: .key("Escape")),
            // --imagelist prints the first column, the image's path (files that do not load:
            // zenity logs a warning on stderr, which is not compared; alert shows the path).
            Step(arguments: ["--list", "--imagelist", "--column", "Icon", "--column", "Name", "/nonexistent/a.png", "A",
                             "/nonexistent/b.png", "B"], answer: .keys(["Down", "Down", "Return"])),
            // --text-info --editable prints its text on the timeout too.
            Step(arguments: ["--text-info", "--editable", "--timeout", "1"], input: "hello\nworld\n", answer: .wait),
            // --scale: the arrow keys move it by --step, each change printed with --print-partial;
            // the scale and the calendar print their value on the timeout too (checked with 3.44).
            Step(arguments: ["--scale", "--value", "30", "--step", "5"], answer: .keys(["Right", "Return"])),
            Step(arguments: ["--scale", "--value", "30", "--print-partial"], answer: .keys(["Right", "Right", "Return"])),
            Step(arguments: ["--scale", "--value", "30"], environment: ["ZENITY_ESC": "12"], answer: .key("Escape")),
            Step(arguments: ["--scale", "--min-value", "-10", "--max-value", "10", "--value", "-9", "--timeout", "1"], answer: .wait),
            Step(arguments: ["--calendar", "--day", "15", "--month", "3", "--year", "2024", "--date-format", "%Y-%m-%d",
                             "--timeout", "1"], answer: .wait),
            // --file-selection: Return chooses the file --filename selects, or with --save the
            // name it gives (a file not there yet); Escape takes ZENITY_ESC's status.
            Step(arguments: ["--file-selection", "--filename", "/etc/hostname"], answer: .keyAgain("Return"),
                 openAfterGtk4_8: "on GTK 4.18 (the Debian 13 lane) Return does not choose the file --filename "
                    + "selected: alert's chooser stayed open (fresh root, 2026-12-04); a click on OK does"),
            Step(arguments: ["--file-selection", "--save", "--filename", "/tmp/alert-zenity-script-new.txt"], answer: .key("Return")),
            Step(arguments: ["--file-selection", "--filename", "/etc/"], environment: ["ZENITY_ESC": "12"], answer: .key("Escape")),
        ]

        /// Run `step` with `executable` on the display and answer it. `accessibility: false`
        /// starts a GTK 3 program without its AT-SPI bridge (`NO_AT_BRIDGE=1`).
        func run(_ step: Step, with executable: URL, accessibility: Bool = true) async throws -> Seen {
            try await withDisplay {
                try requireDisplay()
                var environment = step.environment
                if !accessibility { environment["NO_AT_BRIDGE"] = "1" }
                let process = try AppProcess(executable, arguments: step.arguments, environment: environment)
                if let input = step.input {
                    process.send(bytes: Array(input.utf8))
                    process.closeInput()
                }
                // Both programs alike: wait for the X server to show the window, then answer with
                // keys. (AT-SPI queries to zenity hang in this setup, so no clicks.)
                do {
                    _ = try shownWindow(of: process.pid)
                } catch {
                    throw E2EError("\(executable.lastPathComponent) \(step): \(error); its stderr: \(process.stderrText)")
                }
                switch step.answer {
                case .key(let key): try Screen(pid: process.pid).press(key)
                case .keyAgain(let key):
                    for _ in 1...5 where process.isRunning {
                        try Screen(pid: process.pid).press(key)
                        let pressed = Deadline(seconds: 2)
                        while process.isRunning, !pressed.hasPassed { usleep(20_000) }
                    }
                case .keys(let keys): for key in keys { try Screen(pid: process.pid).press(key) }
                case .wait: break
                }
                let status = try process.waitForExit(within: 10)
                return Seen(status: status, output: process.pendingLines)
            }
        }

        /// The zenity releases this script was checked against: Debian 12's (3.44) and
        /// Debian 13's (4.1.90, in the GTK 4.18 lane's run of 2026-12-01, where every step
        /// ended as with zenity), and 4.0.
        static let comparedZenity = ["3.44", "4.0", "4.1"]

        /// The installed zenity's version, from its Debian package (`zenity --version`
        /// needs a display), e.g. "3.44.0-1".
        static func installedZenity() throws -> String {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zenity") else {
                throw E2EError("zenity is not installed: it is in the test dependencies (README, .ci/run)")
            }
            let version = try E2ESupport.run("/usr/bin/dpkg-query", ["-W", "-f=${Version}", "zenity"])
            return String(decoding: version, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// A zenity other than the ones compared is a different reference: the comparison
        /// below says nothing about it until the script is checked against it.
        @Test func theReferenceIsAZenityTheScriptWasCheckedAgainst() throws {
            let version = try Self.installedZenity()
            #expect(Self.comparedZenity.contains { version.hasPrefix($0 + ".") },
                    "zenity \(version) is installed; the script was checked against \(Self.comparedZenity)")
        }

        /// zenity's ending of `step`. A reference that shows no window is retried, up to three
        /// starts, and then fails the test as the reference's failure, naming it: a machine
        /// too loaded to start a GTK 3 program says nothing about `alert`.
        func reference(_ step: Step) async throws -> Seen {
            var failures: [String] = []
            for _ in 1...3 {
                do {
                    return try await run(step, with: URL(fileURLWithPath: "/usr/bin/zenity"), accessibility: false)
                } catch {
                    failures.append("\(error)")
                }
            }
            throw E2EError("the reference, zenity, did not run this step in 3 starts, so alert was not compared "
                           + "(not a failure of alert): \(failures.joined(separator: "; "))")
        }

        @Test(.pressesKeys, arguments: script)
        func stepEndsAsWithZenity(_ step: Step) async throws {
            let version = try Self.installedZenity()
            // zenity is the reference for statuses and stdout only. Its GTK 3 bridge asks the
            // session bus for the accessibility bus with a blocking call at start-up (GTK 4's
            // is asynchronous): CI saw zenity show no window for 2 × 10 s, the next step fine.
            if let status = step.statusWhereZenity4Fails, !version.hasPrefix("3.44") {
                let alert = try await run(step, with: try product("alert"))
                #expect(alert.status == status, "\(step): zenity \(version) cannot run it, zenity 3.44 ends it so")
                return
            }
            let zenity = try await reference(step)
            if let issue = step.openAfterGtk4_8, !gtkIs4_8 {
                // Intermittent: seen once; a pass must not fail the lane, and a failure shows.
                await withKnownIssue(Comment(rawValue: issue), isIntermittent: true) {
                    let alert = try await run(step, with: try product("alert"))
                    #expect(alert == zenity, "\(step), compared with zenity \(version)")
                }
                return
            }
            let alert = try await run(step, with: try product("alert"))
            #expect(alert == zenity, "\(step), compared with zenity \(version)")
        }
    }
}
