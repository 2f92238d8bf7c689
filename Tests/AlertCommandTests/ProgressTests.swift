import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--progress`: lines written to stdin move the bar, read over AT-SPI as a
    /// progress bar with its value; `# text` replaces the text; OK is disabled until 100 or
    /// the end of input; `--auto-close` exits at 100; Cancel exits 1; `--auto-kill` ends
    /// the producer; bad input is ignored or clamped. Each in both styles. Every step waits
    /// for what it changed to be read, never for a time.
    @Suite("alert: --progress", .displaySuite)
    struct ProgressTests {

        /// `arguments` in `style`.
        static func arguments(_ arguments: [String], _ style: DialogStyle) -> [String] {
            style == .adwaita ? ["--adwaita"] + arguments : arguments
        }

        /// The progress bar's value over AT-SPI, once it reads `fraction`.
        @discardableResult
        static func waitForBar(_ fraction: Double, on screen: Screen) throws -> Double {
            try waitFor {
                try screen.widgets().first { $0.role == "progress bar" }?.value.flatMap { abs($0 - fraction) < 0.001 ? $0 : nil }
            }
        }

        /// Wait until the progress bar's accessible description reads `description`.
        static func waitForBarDescription(_ description: String, on screen: Screen) throws {
            do {
                _ = try waitFor { try screen.widgets().first { $0.role == "progress bar" && $0.description == description } }
            } catch {
                let bars = try screen.widgets().filter { $0.role == "progress bar" }
                throw E2EError("no progress bar described “\(description)” within 10 s: \(bars.map { $0.description ?? "nil" })")
            }
        }

        /// The button labelled `label`, once it reads `sensitive`.
        @discardableResult
        static func waitUntil(_ label: String, sensitive: Bool, on screen: Screen) throws -> Screen.Button {
            try waitFor { try screen.dialog().buttons.first { $0.label == label && $0.sensitive == sensitive } }
        }

        /// Start `alert --progress arguments` in `style`, its dialog up.
        static func start(_ arguments: [String], _ style: DialogStyle) throws -> (AlertCommand, Screen.Window) {
            let command = try AlertCommand(Self.arguments(["--progress"] + arguments, style))
            return (command, try command.screen.dialog())
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func numbersMoveTheBarAndTextLinesReplaceTheTextAndOKWaitsFor100(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let (command, dialog) = try Self.start(["--title", "Backup", "--text", "Copying"], style)
                #expect(dialog.title == "Backup")
                #expect(dialog.labels.first == "Copying")
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "OK"]))
                try Self.waitForBar(0, on: command.screen)
                command.process.send("30")
                try Self.waitForBar(0.3, on: command.screen)
                command.process.send("# Copying b.txt")
                try command.screen.waitForLabel("Copying b.txt")
                #expect(try command.screen.dialog().buttons.first { $0.label == "OK" }?.sensitive == false)
                command.process.send("100")
                try Self.waitForBar(1, on: command.screen)
                try Self.waitUntil("OK", sensitive: true, on: command.screen)
                try command.screen.click("OK")
                return try command.finish()
            }
            #expect(ending.status == 0)
            #expect(ending.output.isEmpty)
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }

        /// A `# text` line says what the work does now: besides the heading, it is the bar's
        /// accessible description (every GTK), so a screen reader finds it on the bar.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func aTextLineIsTheBarsAccessibleDescription(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let (command, _) = try Self.start(["--text", "Working"], style)
                try Self.waitForBar(0, on: command.screen)
                #expect(try command.screen.widgets().first { $0.role == "progress bar" }?.description == "")
                command.process.send("# Copying a.txt")
                try command.screen.waitForLabel("Copying a.txt")
                try Self.waitForBarDescription("Copying a.txt", on: command.screen)
                command.process.send("40")
                command.process.send("# Copying b.txt")
                try Self.waitForBar(0.4, on: command.screen)
                try Self.waitForBarDescription("Copying b.txt", on: command.screen)
                try command.screen.click("Cancel")
                return try command.finish()
            }
            #expect(ending.status == 1)
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func autoCloseExitsZeroAt100(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let (command, dialog) = try Self.start(["--auto-close", "--percentage", "20"], style)
                #expect(dialog.buttonLabels == ["Cancel"], "no OK with --auto-close")
                try Self.waitForBar(0.2, on: command.screen)
                command.process.send("50")
                try Self.waitForBar(0.5, on: command.screen)
                command.process.send("100")
                return try command.finish()
            }
            #expect(ending.status == 0)
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func theEndOfInputFillsTheBarAndEnablesOK(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let (command, _) = try Self.start([], style)
                command.process.send("20")
                try Self.waitForBar(0.2, on: command.screen)
                #expect(try command.screen.dialog().buttons.first { $0.label == "OK" }?.sensitive == false)
                command.process.closeInput()
                try Self.waitUntil("OK", sensitive: true, on: command.screen)
                try Self.waitForBar(1, on: command.screen)
                try command.screen.click("OK")
                return try command.finish()
            }
            #expect(ending.status == 0)
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func cancelExitsOneAndZenityStatusesApply(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let command = try AlertCommand(Self.arguments(["--progress", "--cancel-label", "Stop"], style),
                                               environment: ["ZENITY_CANCEL": "7"])
                command.process.send("40")
                try Self.waitForBar(0.4, on: command.screen)
                try command.screen.click("Stop")
                return try command.finish()
            }
            #expect(ending.status == 7)
            #expect(ending.output.isEmpty)
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }

        /// `producer | alert --progress --auto-kill` run by bash: Cancel ends the producer
        /// (SIGTERM) and hangs up the shell (SIGHUP, as zenity), which says so (its trap).
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func autoKillEndsTheProducerAndHangsUpTheParent(_ style: DialogStyle) async throws {
            try await withDisplay {
                let directory = try temporaryDirectory()
                let script = #"trap 'echo "hung up"; exit 0' HUP; "#
                    + #"(echo $BASHPID > "$1/producer"; echo 10; exec sleep 60) | "$2" "${@:3}" & echo "$!"; wait"#
                // The test runner's threads block most signals, and its children inherit the
                // mask: a shell and a producer that could not be signalled would prove nothing.
                // SIGHUP back to its default too: under `nohup` it comes ignored, and bash
                // cannot trap a signal ignored when it starts (a fresh root's run, started so,
                // saw the shell end with no "hung up").
                let unblocked = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                    + "signal.signal(signal.SIGHUP, signal.SIG_DFL); "
                    + "os.execv('/bin/bash', ['bash'] + sys.argv[1:])"
                let shell = try AppProcess(URL(fileURLWithPath: "/usr/bin/python3"),
                                           arguments: ["-c", unblocked, "-c", script, "bash", directory, try product("alert").path]
                                               + Self.arguments(["--progress", "--auto-kill"], style))
                let alert = try #require(Int32(try shell.line(startingWith: "")))
                let screen = Screen(pid: alert)
                try Self.waitForBar(0.1, on: screen)
                let producer = try #require(Int32(try String(contentsOfFile: directory + "/producer", encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
                #expect(!Self.isGone(producer), "the producer runs")
                try screen.click("Cancel")
                try shell.line(startingWith: "hung up")
                _ = try waitFor { Self.isGone(producer) ? true : nil }
                _ = try waitFor { Self.isGone(alert) ? true : nil }
            }
        }

        /// Whether process `pid` has ended (gone, or a zombie not yet reaped).
        static func isGone(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let end = stat.range(of: ") ", options: .backwards)
            else { return true }
            return stat[end.upperBound...].hasPrefix("Z")
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func badInputIsIgnoredOrClampedWithOneWarning(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let (command, _) = try Self.start(["--text", "Working"], style)
                command.process.send("40")
                try Self.waitForBar(0.4, on: command.screen)
                for line in ["abc", "nan", "12 apples", "", "inf", "-5"] { command.process.send(line) }
                try Self.waitForBar(0, on: command.screen)
                command.process.send("250")
                try Self.waitForBar(1, on: command.screen)
                try Self.waitUntil("OK", sensitive: true, on: command.screen)
                command.process.send("30")
                try Self.waitForBar(0.3, on: command.screen)
                command.process.send(bytes: Array("# caf".utf8) + [0xe9] + Array(" ok\n".utf8))
                try command.screen.waitForLabel("caf\u{FFFD} ok")
                command.process.send(String(repeating: "7", count: 1_000_000))
                command.process.send(String(repeating: "8", count: 5000))
                command.process.send("# after")
                try command.screen.waitForLabel("after")
                command.process.send("60")
                try Self.waitForBar(0.6, on: command.screen)
                try command.screen.click("OK")
                return try command.finish()
            }
            #expect(ending.status == 0)
            #expect(ending.gtkComplaints.isEmpty)
            #expect(ending.errorLines.count == 1, "one warning: \(ending.errors)")
            #expect(ending.errorLines.first?.contains("longer than") == true)
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func timeRemainingIsZenitysEstimate(_ style: DialogStyle) async throws {
            let ending = try await withDisplay {
                let (command, _) = try Self.start(["--time-remaining"], style)
                command.process.send("10")
                try Self.waitForBar(0.1, on: command.screen)
                // The estimate is made of whole seconds gone by: one must pass.
                usleep(1_100_000)
                command.process.send("50")
                try Self.waitForBar(0.5, on: command.screen)
                let line = try waitFor { try command.screen.dialog().labels.first { $0.hasPrefix("Time remaining: ") } }
                // 50 % took 1 or 2 s: as long again to go.
                #expect(["Time remaining: 0:00:01", "Time remaining: 0:00:02"].contains(line), "\(line)")
                try command.screen.click("Cancel")
                return try command.finish()
            }
            #expect(ending.status == 1)
        }
    }
}
