import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--forms` (issue 42), on the library's fields: `--add-entry` and
    /// `--add-password` are the fields `--field` and `--secret` are, so their texts are set
    /// over AT-SPI as `FieldTests` sets them, and stderr stays empty (`runOnDisplay` checks
    /// it): no password there.
    @Suite("alert: zenity's --forms", .displaySuite)
    struct FormsTests {

        /// The texts typed come out on one line, joined by `--separator`, the password as the
        /// rest (zenity 3.44 prints it so); the password field reads as a password over
        /// AT-SPI; `--text` is the heading and the window is zenity's.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func entriesAndAPasswordArePrintedJoinedByTheSeparator(_ style: DialogStyle) async throws {
            let arguments = FieldTests.arguments(
                ["--forms", "--text", "New account", "--add-entry", "Name", "--add-password", "Password",
                 "--add-entry", "Mail", "--separator", ", "], style)
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.title == "Forms dialog")
                #expect(dialog.labels.first == "New account")
                // libadwaita's password row has a peek button of its own (docs/accessibility.md).
                #expect(dialog.buttonLabels.filter { $0 != "Show Password" } == dialog.asShown(["Cancel", "OK"]))
                let password = try command.screen.widgets().first { $0.name == "Password" && $0.text != nil }
                // GTK's password entry; libadwaita 1.2's row reads as plain `text` (docs/accessibility.md).
                #expect(password?.role == (style == .gtk ? "password text" : "text"))
                try command.screen.setText("Ana Pérez", inField: "Name")
                try command.screen.setText("s3cret|pw", inField: "Password")
                try command.screen.setText("ana@example.org", inField: "Mail")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Ana Pérez, s3cret|pw, ana@example.org"])
        }

        /// Without --separator, `|`; an empty field is an empty value.
        @Test func theDefaultSeparatorIsABar() async throws {
            let ending = try await runOnDisplay(["--forms", "--add-entry", "A", "--add-entry", "B", "--add-entry", "C"]) {
                command, _ in
                try command.screen.setText("one", inField: "A")
                try command.screen.setText("three", inField: "C")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["one||three"])
        }

        /// Escape prints nothing, typed text and password included, and exits 1 (zenity's
        /// ZENITY_ESC applies). X11: keys.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func escapeExitsOneAndPrintsNothing(_ style: DialogStyle) async throws {
            let arguments = FieldTests.arguments(["--forms", "--add-entry", "Name", "--add-password", "Password"], style)
            let ending = try await runOnDisplay(arguments) { command, _ in
                try command.screen.setText("typed", inField: "Name")
                try command.screen.setText("not sent", inField: "Password")
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }

        /// --timeout prints the texts as they stand and exits 5, as zenity 3.44 does.
        @Test func timeoutPrintsTheTextsAndExitsFive() async throws {
            let ending = try await runOnDisplay(["--forms", "--add-entry", "Name", "--add-entry", "Town", "--timeout", "3"]) {
                command, _ in
                try command.screen.setText("abc", inField: "Name")
            }
            #expect(ending.status == 5)
            #expect(ending.output == ["abc|"])
        }
    }
}
