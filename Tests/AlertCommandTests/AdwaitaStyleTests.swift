import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// `alert --adwaita` and `ALERT_STYLE=adwaita`: libadwaita's dialog, loaded from the
    /// plug-in beside the built `alert` only in that style, with the same answers and exit
    /// statuses as GTK's; the flags it cannot honour warn; a missing plug-in falls back to
    /// GTK's dialog with one line; GTK's style never maps libadwaita. Read through AT-SPI
    /// and the running process's /proc/PID/maps.
    @Suite("alert: libadwaita's style", .displaySuite)
    struct AdwaitaStyleTests {

        /// How a test asks for libadwaita's style: the flag or the environment.
        enum Asked: String, CaseIterable, CustomStringConvertible {
            /// `--adwaita` on the command line.
            case flag
            /// `ALERT_STYLE=adwaita` in the environment.
            case environment
            /// The way's name, as test arguments print it.
            var description: String { rawValue }
            /// `arguments` with the flag when it is this way.
            func arguments(_ arguments: [String]) -> [String] { self == .flag ? ["--adwaita"] + arguments : arguments }
            /// The environment this way adds.
            var environment: [String: String] { self == .environment ? ["ALERT_STYLE": "adwaita"] : [:] }
        }

        @Test(arguments: Asked.allCases)
        func showsLibadwaitasDialogAndAClickPrintsTheLabel(_ asked: Asked) async throws {
            let arguments = ["--title", "Delete 3 files?", "--message", "This cannot be undone.",
                             "--button", "Delete:destructive", "--button", "Archive", "--button", "Keep:cancel"]
            let ending = try await runOnDisplay(asked.arguments(arguments), environment: asked.environment) {
                command, dialog in
                let maps = try mappedFiles(of: command.process.pid)
                #expect(maps.contains { $0.hasSuffix("/libalert-adwaita.so") }, "the plug-in is loaded")
                #expect(maps.contains { $0.contains("/libadwaita-1.so") }, "libadwaita is loaded")
                #expect(dialog.title == "Delete 3 files?")
                #expect(dialog.labels == ["Delete 3 files?", "This cannot be undone."])
                #expect(dialog.buttonLabels == dialog.asShown(["Keep", "Delete", "Archive"]))
                try command.screen.click("Delete")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Delete"])
        }

        @Test(.pressesKeys, arguments: Asked.allCases)
        func escapeIsDismissedNotTheCancelButton(_ asked: Asked) async throws {
            let arguments = ["--title", "Quit?", "--button", "Stay:cancel", "--button", "Quit", "--json"]
            let ending = try await runOnDisplay(asked.arguments(arguments), environment: asked.environment) {
                command, _ in
                #expect(try mappedFiles(of: command.process.pid).contains { $0.contains("/libadwaita-1.so") })
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output.count == 1)
            #expect(ending.output.first?.contains(#""ending":"dismissed""#) == true, "not the cancel button: \(ending.output)")
        }

        @Test(.pressesKeys) func zenityQuestionKeepsItsTitleAndReturnIsYes() async throws {
            let ending = try await runOnDisplay(["--question", "--text", "Restart now?", "--json"],
                                                environment: ["ALERT_STYLE": "adwaita"]) { command, dialog in
                #expect(try mappedFiles(of: command.process.pid).contains { $0.contains("/libadwaita-1.so") })
                #expect(dialog.title == "Question", "named by the window's title as in GTK's style, not the heading")
                let window = try shownWindow(of: command.process.pid)
                let title = String(decoding: try run("/usr/bin/xdotool", ["getwindowname", window]), as: UTF8.self)
                #expect(title.trimmingCharacters(in: .newlines) == "Question", "the X window's title as in GTK's style")
                #expect(dialog.buttonLabels == dialog.asShown(["No", "Yes"]))
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output.first?.contains(#""id":"Yes""#) == true, "\(ending.output)")
        }

        @Test func flagsItCannotHonourWarnOnceEachAndTheDialogStillAnswers() async throws {
            let arguments = ["--adwaita", "--title", "Saved", "--button", "Open", "--no-wrap", "--width", "400",
                             "--icon", "info"]
            let ending = try await runOnDisplay(arguments, allowedErrorLines: 3) { command, dialog in
                #expect(dialog.buttonLabels == ["Open"])
                try command.screen.click("Open")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Open"])
            #expect(ending.errorLines == [
                "alert: --no-wrap has no effect in libadwaita's style: its dialog lays out its own labels",
                "alert: --width has no effect in libadwaita's style: its dialog takes the size its texts need",
                "alert: --icon has no effect in libadwaita's style: its dialog has no icon and no message kind",
            ])
        }

        @Test func theTimeLimitEndsTheDialogWithItsAnswerAndItsCountdownFalls() async throws {
            let arguments = ["--adwaita", "--title", "Keep?", "--button", "Keep:cancel", "--button", "Drop",
                             "--timeout", "5", "--timeout-answer", "Keep", "--json"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.buttonLabels == dialog.asShown(["Keep", "Drop"]))
                let first = try countdown(dialog.labels, prefix: "Chooses Keep in ")
                let second = try waitFor {
                    let left = try countdown(try command.screen.dialog().labels, prefix: "Chooses Keep in ")
                    return left < first ? left : nil
                }
                #expect(second < first, "\(first) s, then \(second) s")
            }
            #expect(ending.status == 1, "the status of Keep, the cancel button")
            #expect(ending.output.first?.contains(#""id":"Keep""#) == true, "\(ending.output)")
            #expect(ending.output.first?.contains(#""ending":"timeout""#) == true, "\(ending.output)")
        }

        /// `--details` and `--dont-ask-again` in libadwaita's dialog, under its texts: the
        /// details collapsed and literal, the check button remembered as in GTK's style.
        @Test(.pressesKeys)
        func detailsAndDontAskAgainShowUnderTheTextsAndTheAnswerIsRemembered() async throws {
            let config = try temporaryDirectory()
            let details = "Traceback:\n\t<b>not bold</b> & \"quoted\""
            let arguments = ["--adwaita", "--title", "Delete?", "--button", "Keep:cancel", "--button", "Delete:destructive",
                             "--details", details, "--dont-ask-again", "cleanup:old-files"]
            let first = try await runOnDisplay(arguments, environment: ["XDG_CONFIG_HOME": config]) { command, dialog in
                #expect(try mappedFiles(of: command.process.pid).contains { $0.contains("/libadwaita-1.so") })
                #expect(dialog.labels.contains("Don't ask again"))
                let before = try command.screen.widgets()
                #expect(before.first { $0.name == "Details" }?.expanded == false)
                try command.screen.act("Details")
                let text = try waitFor { try command.screen.widgets().first { $0.role == "text" } }
                #expect(text.text == details)
                try command.screen.tick("Don't ask again", in: .adwaita)
                _ = try waitFor { try command.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try command.screen.click("Delete")
            }
            #expect(first.status == 0)
            #expect(first.output == ["Delete"])
            #expect(first.errorLines.isEmpty, "no flag warns: \(first.errorLines)")
            let saved = try String(contentsOfFile: config + "/alert/cleanup", encoding: .utf8)
            #expect(saved.contains("old-files=Delete"))
        }

        /// A copy of `alert` where no plug-in is (none beside it, none in ../lib/presentationkit),
        /// or where the plug-in is not a library: GTK's dialog answers, after one line.
        @Test(arguments: [false, true])
        func withoutThePluginGTKsDialogAnswersAfterOneLine(brokenPlugin: Bool) async throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("alert-no-plugin-\(getpid())-\(brokenPlugin)/bin")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
            let copy = directory.appendingPathComponent("alert")
            try FileManager.default.copyItem(at: try product("alert"), to: copy)
            if brokenPlugin {
                try Data("not a library".utf8).write(to: directory.appendingPathComponent("libalert-adwaita.so"))
            }
            let ending = try await runOnDisplay(["--adwaita", "--title", "Saved", "--button", "Open"],
                                                allowedErrorLines: 1, executable: copy) { command, dialog in
                #expect(!(try mappedFiles(of: command.process.pid).contains { $0.contains("adwaita") }))
                #expect(dialog.buttonLabels == ["Open"])
                try command.screen.click("Open")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Open"])
            let line = ending.errorLines.first ?? ""
            #expect(line.hasPrefix("alert: libadwaita's style needs libadwaita (package libadwaita-1-0)"), "\(line)")
            #expect(line.hasSuffix("showing GTK's dialog instead"), "\(line)")
            #expect(line.contains(brokenPlugin ? "file too short" : "libalert-adwaita.so is not installed"), "\(line)")
        }

        /// `swift run alert --adwaita` in a checkout: SwiftPM builds `alert` alone, not the
        /// plug-in beside it, and the line says the one command that builds it.
        @Test(arguments: ["debug", "release"])
        func inABuildTreeWithoutThePluginTheLineSaysHowToBuildIt(configuration: String) async throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("alert-checkout-\(getpid())-\(configuration)/.build/x86_64-unknown-linux-gnu/\(configuration)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent().deletingLastPathComponent()) }
            let copy = directory.appendingPathComponent("alert")
            try FileManager.default.copyItem(at: try product("alert"), to: copy)
            let ending = try await runOnDisplay(["--adwaita", "--title", "Saved", "--button", "Open"],
                                                allowedErrorLines: 1, executable: copy) { command, dialog in
                #expect(dialog.buttonLabels == ["Open"])
                try command.screen.click("Open")
            }
            #expect(ending.output == ["Open"])
            let line = ending.errorLines.first ?? ""
            let command = configuration == "release"
                ? "swift build -c release --product alert-adwaita" : "swift build --product alert-adwaita"
            #expect(line.contains("is not built: run `\(command)`"), "\(line)")
        }

        @Test(arguments: [[:], ["ALERT_STYLE": "gtk"]])
        func gtksStyleNeverLoadsLibadwaita(_ environment: [String: String]) async throws {
            let needed = String(decoding: try run("/usr/bin/readelf", ["-d", try product("alert").path]), as: UTF8.self)
            #expect(needed.contains("libgtk-4.so"))
            #expect(!needed.contains("adwaita"), "alert links no libadwaita")
            let ending = try await runOnDisplay(["--title", "Saved", "--button", "Open"], environment: environment) {
                command, _ in
                #expect(!(try mappedFiles(of: command.process.pid).contains { $0.contains("adwaita") }))
                try command.screen.click("Open")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Open"])
        }

        @Test func helpNamesTheFlag() throws {
            let ending = try runWithoutDialog(["--help"])
            #expect(ending.status == 0)
            #expect(ending.output.contains { $0.contains("--adwaita") && $0.contains("libadwaita") })
        }

        /// As in GTK's style: the display is opened before anything of libadwaita's is loaded,
        /// so no display is the same one line and status 3, with no warning about the style.
        @Test func noDisplayIsStatus3AsInGTKsStyle() throws {
            let ending = try runWithoutDialog(["--adwaita", "--title", "Hello", "--no-wrap"],
                                              environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
            #expect(ending.status == 3)
            #expect(ending.output.isEmpty)
            #expect(ending.errorLines.count == 1, "one line: \(ending.errors)")
            #expect(ending.errors.hasPrefix("alert: cannot open display"))
        }

        @Test func anUnknownStyleWarnsAndShowsGTKsDialog() async throws {
            let ending = try await runOnDisplay(["--title", "Saved"], environment: ["ALERT_STYLE": "fancy"],
                                                allowedErrorLines: 1) { command, _ in
                #expect(!(try mappedFiles(of: command.process.pid).contains { $0.contains("adwaita") }))
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.errorLines == ["alert: ALERT_STYLE=fancy is no style (adwaita or gtk): showing GTK's dialog"])
        }
    }
}

/// The files process `pid` has mapped (its /proc/PID/maps paths): which libraries it loaded.
private func mappedFiles(of pid: Int32) throws -> Set<String> {
    // Read by cat: /proc's files have no size, and Foundation reads a file by its size.
    let maps = String(decoding: try run("/bin/cat", ["/proc/\(pid)/maps"]), as: UTF8.self)
    guard !maps.isEmpty else { throw E2EError("/proc/\(pid)/maps read empty: every process maps something") }
    return Set(maps.split(separator: "\n").compactMap { line in
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first.map(String.init)
    })
}
