import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.PinentryTests {

    /// `SETQUALITYBAR` and `SETGENPIN` with a fake gpg-agent on alert-pinentry's stdin: it
    /// answers each `INQUIRE QUALITY` as it comes (a tenth of a point per escaped byte,
    /// refused below 3 bytes) and `INQUIRE GENPIN` with a passphrase, while the dialog is
    /// driven over AT-SPI.
    @Suite("alert-pinentry: the quality bar and Suggest", .displaySuite)
    struct PinentryQualityTests {

        static let suggestion = "correct-horse-battery-staple"

        /// The fake agent's quality for an inquiry's escaped passphrase.
        static func quality(_ escaped: Substring) -> Int {
            escaped.utf8.count < 3 ? -10 * escaped.utf8.count : 10 * escaped.utf8.count
        }

        /// The level bar's value and text once they read `value` and `text`.
        static func waitForLevel(_ screen: Screen, _ value: Double, _ text: String) throws -> Screen.Widget {
            do {
                return try waitFor {
                    try screen.widgets().first {
                        $0.role == "level bar" && abs(($0.value ?? -1) - value) < 0.001 && $0.description == text
                    }
                }
            } catch {
                let bars = (try? screen.widgets().filter { $0.role == "level bar" }) ?? []
                throw E2EError("the level bar never read \(value) “\(text)”: \(bars.map { ($0.value, $0.description) })")
            }
        }

        /// Typing moves the bar by the agent's answers: each change is one inquiry, the
        /// passphrase escaped as upstream escapes it (space `+`, `+` `%2B`, `%` as it is); a
        /// refused one reads in brackets. Suggest fills both fields from `INQUIRE GENPIN`,
        /// which the agent then rates, and OK sends it as the passphrase, repeated.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func typingMovesTheQualityBarAndSuggestFillsBothFields(_ style: DialogStyle) async throws {
            try await withDisplay {
                try requireDisplay()
                let pinentry = try PinentryDialogTests.start(style)
                pinentry.answer(linesStartingWith: "INQUIRE QUALITY ") { line in
                    "D \(Self.quality(line.dropFirst("INQUIRE QUALITY ".count)))\nEND\n"
                }
                pinentry.answer(linesStartingWith: "INQUIRE GENPIN") { _ in "# a comment first\nD \(Self.suggestion)\nEND\n" }
                for line in ["SETPROMPT Passphrase:", "SETQUALITYBAR _Quality:", "SETQUALITYBAR_TT How strong it is",
                             "SETGENPIN _Suggest", "SETGENPIN_TT Make one up", "SETREPEAT Repeat:"] {
                    pinentry.send(line + "\n")
                    #expect(try pinentry.line(startingWith: "OK") == "OK", "\(line)")
                }
                pinentry.send("GETPIN\n")
                let screen = Screen(pid: pinentry.pid)
                let start = try Self.waitForLevel(screen, 0, "")
                #expect(start.name == "Quality:")

                try screen.setText("ab", inField: "Passphrase:")
                #expect(try pinentry.line(startingWith: "INQUIRE") == "INQUIRE QUALITY ab")
                _ = try Self.waitForLevel(screen, 0.2, "(20%)")

                try screen.setText("a b+%x", inField: "Passphrase:")
                #expect(try pinentry.line(startingWith: "INQUIRE") == "INQUIRE QUALITY a+b%2B%x")
                _ = try Self.waitForLevel(screen, 0.8, "80%")

                try screen.click("Suggest")
                #expect(try pinentry.line(startingWith: "INQUIRE") == "INQUIRE GENPIN")
                #expect(try pinentry.line(startingWith: "INQUIRE") == "INQUIRE QUALITY \(Self.suggestion)")
                _ = try Self.waitForLevel(screen, 1, "100%")
                // Both fields hold it, so OK is live once the activation hold is over.
                do {
                    _ = try waitFor { try screen.dialog().buttons.first { $0.label == "OK" && $0.sensitive == true } }
                } catch {
                    throw E2EError("OK never came live: the suggestion is not in both fields")
                }
                let readable = try screen.dialog().labels + screen.widgets().map { $0.name + ($0.description ?? "") }
                #expect(!readable.joined().contains("horse"), "the passphrase is in nothing read aloud: \(readable)")
                try screen.click("OK")
                #expect(try pinentry.lines(through: "OK") == ["S PIN_REPEATED", "D \(Self.suggestion)", "OK"])
                pinentry.send("BYE\n")
                #expect(try pinentry.waitForExit() == 0)
                #expect(pinentry.gtkComplaints.isEmpty)
                #expect(pinentry.stderrText.isEmpty, "nothing on stderr, the passphrase least of all: \(pinentry.stderrText)")
            }
        }

        /// stdin closed while an inquiry waits for its answer (gpg-agent gone): the dialog
        /// ends and the program exits, saying nothing.
        @Test func inputClosedDuringAnInquiryEndsTheProgram() async throws {
            try await withDisplay {
                try requireDisplay()
                let pinentry = try PinentryDialogTests.start(.gtk)
                pinentry.answer(linesStartingWith: "INQUIRE QUALITY ") { [pinentry] _ in
                    pinentry.closeInput()
                    return nil
                }
                pinentry.send("SETQUALITYBAR\n")
                _ = try pinentry.line(startingWith: "OK")
                pinentry.send("GETPIN\n")
                let screen = Screen(pid: pinentry.pid)
                _ = try Self.waitForLevel(screen, 0, "")
                // The AT-SPI call may get no answer: the program is gone before it replies.
                _ = try? screen.setText("gone", inField: "PIN:", within: 2)
                #expect(try pinentry.waitForExit() == 0)
                #expect(try pinentry.lines(through: "INQUIRE QUALITY") == ["INQUIRE QUALITY gone"])
                #expect(pinentry.pendingLines.isEmpty, "no answer to nobody: \(pinentry.pendingLines)")
                #expect(pinentry.stderrText.isEmpty, "\(pinentry.stderrText)")
            }
        }

        /// gpg-agent itself answers the inquiries: `GET_PASSPHRASE --qualitybar` through
        /// gpg-connect-agent, a throwaway GNUPGHOME naming alert-pinentry. gpg-agent 2.2.40
        /// rates by length against 10 characters (its minimum of 8, and a third), negative
        /// while its constraints refuse the passphrase (under 8 characters).
        @Test func theQualityBarFollowsGpgAgentsEstimate() async throws {
            try await withDisplay {
                try requireDisplay()
                var template = Array("/tmp/pk-gpg-XXXXXX".utf8CString)
                guard let directory = mkdtemp(&template) else { throw E2EError("mkdtemp failed") }
                let home = String(cString: directory)
                defer {
                    _ = try? GnuPGTests.gpg(home, ["--kill", "gpg-agent"], executable: "/usr/bin/gpgconf")
                    try? FileManager.default.removeItem(atPath: home)
                }
                try "pinentry-program \(try product("alert-pinentry").path)\n"
                    .write(toFile: home + "/gpg-agent.conf", atomically: true, encoding: .utf8)
                let asking = try GnuPGTests.start(home, ["GET_PASSPHRASE --data --qualitybar pk-quality X Passphrase: Rate+it", "/bye"],
                                                  executable: "/usr/bin/gpg-connect-agent")
                let screen = Screen(pid: try GnuPGTests.pinentry(of: home))
                #expect(try Self.waitForLevel(screen, 0, "").name == "Quality:")
                try screen.setText("abc", inField: "Passphrase:")
                _ = try Self.waitForLevel(screen, 0.3, "(30%)")
                try screen.setText(GnuPGTests.passphrase, inField: "Passphrase:")
                _ = try Self.waitForLevel(screen, 1, "100%")
                _ = try waitFor { try screen.dialog().buttons.first { $0.label == "OK" && $0.sensitive == true } }
                try screen.click("OK")
                #expect(try asking.waitForExit(within: 30) == 0, "\(asking.stderrText)")
                #expect(asking.pendingLines.contains("D \(GnuPGTests.passphrase.replacingOccurrences(of: "%", with: "%25"))"),
                        "\(asking.pendingLines)")
            }
        }
    }
}
