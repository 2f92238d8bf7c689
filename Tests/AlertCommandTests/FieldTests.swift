import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// `alert`'s fields: zenity's `--entry` and `--password`, and the command's own
    /// `--field`, `--secret` and `--required`, in both styles. Texts are typed over AT-SPI
    /// (EditableText, as an input method does), so these run on Wayland too; Return and
    /// Escape are X11's. Every run must leave stderr empty: no secret, no GTK complaint.
    @Suite("alert: fields", .displaySuite)
    struct FieldTests {

        /// `arguments` in `style`.
        static func arguments(_ arguments: [String], _ style: DialogStyle) -> [String] {
            style == .adwaita ? ["--adwaita"] + arguments : arguments
        }

        /// The text of the field named `name` over AT-SPI (libadwaita 1.7 also shows the row
        /// under that name, without text).
        static func text(of name: String, on screen: Screen) throws -> String? {
            try screen.widgets().first { $0.name == name && $0.text != nil }?.text
        }

        /// Whether the button labelled `label` can be pressed, once AT-SPI says `sensitive`.
        static func waitUntil(_ label: String, sensitive: Bool, on screen: Screen) throws -> Screen.Button {
            try waitFor { try screen.dialog().buttons.first { $0.label == label && $0.sensitive == sensitive } }
        }

        /// The own form: defaults in place, `--required` keeps the default button disabled
        /// while a field (the secret too) is empty, and the texts come out in field order
        /// under "fields", the secret nowhere else.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func ownFormPrintsTheTextsInFieldOrderOnceEveryRequiredFieldIsFilled(_ style: DialogStyle) async throws {
            let arguments = ["--title", "Connect to the server", "--field", "Host", "--value", "files.example.org",
                             "--field", "User", "--secret", "Password", "--required", "--json",
                             "--button", "Cancel:cancel", "--button", "Connect:default"]
            let ending = try await runOnDisplay(Self.arguments(arguments, style)) { command, dialog in
                #expect(dialog.labels.first == "Connect to the server")
                #expect(try Self.text(of: "Host", on: command.screen) == "files.example.org")
                let connect = try #require(dialog.buttons.first { $0.label == "Connect" })
                #expect(connect.sensitive == false, "User and Password are empty")
                #expect(connect.description?.isEmpty == false, "the disabled button says why")
                #expect(dialog.buttons.first { $0.label == "Cancel" }?.sensitive == true)
                try command.screen.setText("two\nlines", inField: "User")
                try command.screen.waitForLabel("The text must stay on one line.")
                try command.screen.setText("ana", inField: "User")
                #expect(try Self.waitUntil("Connect", sensitive: false, on: command.screen).label == "Connect",
                        "the password is still empty")
                try command.screen.setText("s3cret pw|€", inField: "Password")
                _ = try Self.waitUntil("Connect", sensitive: true, on: command.screen)
                try command.screen.click("Connect")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [#"{"answer":"Connect","id":"Connect","index":1,"role":"default","ending":"chosen","#
                + #""remembered":false,"fields":["files.example.org","ana","s3cret pw|€"]}"#])
        }

        /// zenity's --entry: a 10,000-character default with right-to-left text and emoji
        /// comes in whole, and the text typed (right-to-left, emoji) goes out on stdout.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func entryShowsAVeryLongDefaultWholeAndPrintsTheTextTyped(_ style: DialogStyle) async throws {
            let unit = "שלום עולם 👋🏽 مرحبا abc "
            let long = String(String(repeating: unit, count: 10_000 / unit.count + 1).prefix(10_000))
            let typed = "‏שלום 👩‍👩‍👧 مرحبا"
            let arguments = ["--entry", "--title", "Rename", "--text", "New name:", "--entry-text", long]
            let ending = try await runOnDisplay(Self.arguments(arguments, style)) { command, dialog in
                #expect(dialog.title == "Rename")
                #expect(dialog.labels.first == "New name:")
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "OK"]))
                #expect(try Self.text(of: "Text", on: command.screen) == long, "the default, all 10,000 characters")
                try command.screen.setText(typed, inField: "Text")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [typed])
        }

        /// zenity's --password --username: USER|PASSWORD; a “|” typed in the user name, which
        /// that line could not tell apart, is refused while it is there, with the reason.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func passwordWithUsernamePrintsUserBarPasswordAndRefusesABarInTheName(_ style: DialogStyle) async throws {
            let arguments = ["--password", "--username=ana", "--text", "Log in to files.example.org"]
            let ending = try await runOnDisplay(Self.arguments(arguments, style)) { command, dialog in
                #expect(dialog.title == "Type your password")
                #expect(dialog.labels.first == "Log in to files.example.org", "--password keeps --text")
                #expect(try Self.text(of: "User name", on: command.screen) == "ana")
                try command.screen.setText("ana|b", inField: "User name")
                try command.screen.waitForLabel("A user name cannot hold “|”: it stands between the user name and the password.")
                let ok = try Self.waitUntil("OK", sensitive: false, on: command.screen)
                #expect(ok.description?.contains("“|”") == true, "\(ok)")
                try command.screen.setText("ben", inField: "User name")
                try command.screen.setText("pa|ss wörd", inField: "Password")
                _ = try Self.waitUntil("OK", sensitive: true, on: command.screen)
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["ben|pa|ss wörd"], "zenity's form: the first “|” ends the user name")
        }

        /// Cancel prints nothing, with zenity's ZENITY_CANCEL status.
        @Test func passwordCancelledPrintsNothingWithZenitysStatus() async throws {
            let ending = try await runOnDisplay(["--password"], environment: ["ZENITY_CANCEL": "7"]) { command, _ in
                try command.screen.setText("typed but not sent", inField: "Password")
                try command.screen.click("Cancel")
            }
            #expect(ending.status == 7)
            #expect(ending.output.isEmpty)
        }

        /// On --timeout, --entry prints the text as it is and exits 5 (zenity); --password
        /// prints nothing and exits 5 (zenity 4). `--hide-text` makes the entry a password entry,
        /// whose text is printed all the same.
        @Test(arguments: [(["--entry", "--entry-text", "draft", "--hide-text"], ["draft"]), (["--adwaita", "--password"], [])])
        func timeoutPrintsTheEntrysTextButNoPassword(_ arguments: [String], _ printed: [String]) async throws {
            // 3 s, not 1: the dialog is read before it times out, and on a loaded machine (the
            // fresh root's Wayland lane, a build beside it) 1 s passed before the first read.
            let ending = try await runOnDisplay(arguments + ["--timeout", "3"]) { command, _ in
                if arguments.contains("--hide-text") {
                    let field = try command.screen.widgets().first { $0.name == "Text" }
                    #expect(field?.role == "password text")
                }
            }
            #expect(ending.status == 5)
            #expect(ending.output == printed)
        }

        /// Return in an empty required field does nothing; once the field is filled, it is
        /// OK. X11: keys.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func returnInAnEmptyRequiredFieldDoesNothingThenAnswers(_ style: DialogStyle) async throws {
            let ending = try await runOnDisplay(Self.arguments(["--entry", "--required", "--text", "Tag:"], style)) {
                command, _ in
                try command.screen.press("Return")
                #expect(try command.screen.dialog().labels.first == "Tag:", "still shown")
                try command.screen.setText("v2.0", inField: "Text")
                _ = try Self.waitUntil("OK", sensitive: true, on: command.screen)
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["v2.0"])
        }

        /// Escape is dismissed: status 1, nothing printed, even with text typed. X11: keys.
        @Test(.pressesKeys) func escapePrintsNothing() async throws {
            let ending = try await runOnDisplay(["--title", "Name?", "--field", "Name", "--value", "x", "--json"]) {
                command, _ in
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output.count == 1)
            #expect(ending.output.first?.hasSuffix(#""ending":"dismissed","remembered":false,"fields":null}"#) == true,
                    "\(ending.output)")
        }
    }
}
