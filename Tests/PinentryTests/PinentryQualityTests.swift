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
    }
}
