import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--text-info`: the text from `--filename` or stdin, read over AT-SPI; OK held
    /// until `--checkbox` is checked; `--editable` prints the text. How the output compares
    /// with zenity's: ``ZenityScriptTests`` (its `--text-info` step).
    @Suite("alert: --text-info", .displaySuite)
    struct TextInfoTests {

        /// A licence: OK is insensitive until “I agree” is checked, then answers (exit 0,
        /// nothing printed without `--editable`).
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func theCheckboxHoldsOKUntilItIsChecked(_ style: DialogStyle) async throws {
            let file = try temporaryDirectory() + "/licence.txt"
            try "Terms\nof use\n".write(toFile: file, atomically: true, encoding: .utf8)
            let arguments = (style == .adwaita ? ["--adwaita"] : [])
                + ["--text-info", "--title", "Licence", "--filename", file, "--checkbox", "I agree"]
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.title == "Licence")
                let text = try waitFor { try command.screen.widgets().first { $0.role == "text" && $0.text == "Terms\nof use\n" } }
                #expect(text.text == "Terms\nof use\n")
                #expect(dialog.buttons.first { $0.label == "OK" }?.sensitive == false, "OK waits for the check")
                try command.screen.tick("I agree", in: style)
                _ = try waitFor { try command.screen.dialog().buttons.first { $0.label == "OK" && $0.sensitive == true } }
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output.isEmpty)
        }

        /// stdin's text is shown as it arrives, and `--editable` prints it on OK.
        @Test func editableTextFromStdinIsPrintedOnOK() async throws {
            let ending = try await withDisplay {
                try requireDisplay()
                let command = try AlertCommand(["--text-info", "--editable"])
                command.process.send("first line")
                _ = try waitFor { try command.screen.widgets().first { $0.role == "text" && $0.text == "first line\n" } }
                command.process.send(bytes: Array("caf".utf8) + [0xe9])
                command.process.closeInput()
                _ = try waitFor { try command.screen.widgets().first { $0.role == "text" && $0.text == "first line\ncaf\u{FFFD}" } }
                try command.screen.click("OK")
                return try command.finish()
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["first line", "caf\u{FFFD}"])
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }
    }
}
