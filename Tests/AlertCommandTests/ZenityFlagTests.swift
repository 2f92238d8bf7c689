import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// One test per row of docs/alert.md's zenity table: each zenity message-dialog flag,
    /// honoured, or accepted for the reason the table gives. (Time limit: see ``DialogTests``.)
    @Suite("alert: zenity's flags", .displaySuite)
    struct ZenityFlagTests {

        static let long = "This is a rather long sentence that goes on and on, so that a dialog has to wrap it "
            + "over several lines, or not, depending on the options given to the command."

        // MARK: text and markup

        @Test func titleIsTheWindowTitleAndTextTheMessage() async throws {
            let ending = try await runOnDisplay(["--info", "--title", "Backup", "--text", "All copied."]) { command, dialog in
                #expect(dialog.title == "Backup")
                #expect(dialog.labels == ["All copied."])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func textIsPangoMarkup() async throws {
            let ending = try await runOnDisplay(
                ["--info", "--text", "<b>Done</b> &amp; <span foreground='red'>dusted</span>"]
            ) { command, dialog in
                #expect(dialog.labels == ["Done & dusted"], "tags read as markup, the entity decoded")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test(arguments: ["Tom & Jerry", "5 < 6 and <b>unclosed", "<i>x</b>", "a &bogus; b"])
        func textThatIsNotMarkupIsShownAsGiven(_ text: String) async throws {
            // zenity logs a Gtk-WARNING and shows the wrong text here; runOnDisplay requires
            // an empty stderr, so no GTK complaint either.
            let ending = try await runOnDisplay(["--warning", "--text", text]) { command, dialog in
                #expect(dialog.labels == [text])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func backslashEscapesOfTextAreReadAsZenityDoes() async throws {
            let ending = try await runOnDisplay(["--info", "--text", #"one\ntwo\t<b>three</b>"#]) { command, dialog in
                #expect(dialog.labels == ["one\ntwo\tthree"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func noMarkupShowsTextLiterally() async throws {
            let text = #"<b>Done</b> &amp; one\ntwo"#
            let ending = try await runOnDisplay(["--info", "--no-markup", "--text", text]) { command, dialog in
                #expect(dialog.labels == [text])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test func messageStaysLiteralInTheZenityForm() async throws {
            let ending = try await runOnDisplay(["--info", "--message", "<b>as typed</b>"]) { command, dialog in
                #expect(dialog.labels == ["<b>as typed</b>"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        // MARK: size and wrapping

        @Test func widthAndHeightAreTheDialogsSmallestSize() async throws {
            let ending = try await runOnDisplay(["--info", "--text", "Short", "--width", "640", "--height", "320"]) {
                command, _ in
                let size = try windowSize(of: command.process.pid)
                #expect(size.width >= 640)
                #expect(size.height >= 320)
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        /// The size of the dialog showing ``long`` with `flags`.
        func sizeWithLongText(_ flags: [String]) async throws -> (width: Int, height: Int) {
            let measured = Measured()
            let ending = try await runOnDisplay(["--info", "--text", Self.long] + flags) { command, dialog in
                #expect(dialog.labels == [Self.long], "the whole text is there for a screen reader")
                measured.size = try windowSize(of: command.process.pid)
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            return try #require(measured.size)
        }

        @Test func noWrapKeepsTheTextOnOneLine() async throws {
            let wrapped = try await sizeWithLongText([])
            let unwrapped = try await sizeWithLongText(["--no-wrap"])
            #expect(unwrapped.width > wrapped.width)
            #expect(unwrapped.height < wrapped.height)
        }

        @Test func ellipsizeCutsTheTextShortInsteadOfWrapping() async throws {
            let wrapped = try await sizeWithLongText([])
            let unwrapped = try await sizeWithLongText(["--no-wrap"])
            let ellipsized = try await sizeWithLongText(["--ellipsize"])
            #expect(ellipsized.height < wrapped.height)
            #expect(ellipsized.width < unwrapped.width)
        }

        // MARK: buttons

        @Test(.pressesKeys) func defaultCancelMakesReturnAnswerNo() async throws {
            let ending = try await runOnDisplay(["--question", "--text", "Erase?", "--default-cancel"]) { command, dialog in
                #expect(dialog.buttonLabels == ["No", "Yes"])
                try command.screen.press("Return")
            }
            #expect(ending.status == 1)
            #expect(ending.output == [])
        }

        @Test(.pressesKeys) func switchShowsOnlyTheExtraButtonsAndReturnChoosesTheFirst() async throws {
            let ending = try await runOnDisplay(
                ["--question", "--switch", "--text", "Which?", "--extra-button", "Left", "--extra-button", "Right"]
            ) { command, dialog in
                #expect(dialog.buttonLabels == ["Left", "Right"])
                try command.screen.press("Return")
            }
            #expect(ending.output == ["Left"])
            #expect(ending.status == 1)
        }

        @Test(arguments: [["--modal"], []])
        func dialogsAreModal(_ flags: [String]) async throws {
            let ending = try await runOnDisplay(["--info", "--text", "Modal"] + flags) { command, dialog in
                #expect(dialog.modal == true)
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        @Test(arguments: [["--icon-name", "dialog-password"], ["--icon-name", "dialog-error"], ["--icon", "dialog-password"]])
        func iconNamesAreAccepted(_ flags: [String]) async throws {
            let ending = try await runOnDisplay(["--info", "--text", "With an icon"] + flags) { command, dialog in
                #expect(dialog.labels == ["With an icon"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [])
        }

        @Test(.onX11Only("--display names an X display")) func displayOptionOpensThatDisplay() async throws {
            let real = try #require(ProcessInfo.processInfo.environment["DISPLAY"])
            let ending = try await runOnDisplay(["--info", "--text", "Over there", "--display", real],
                                                environment: ["DISPLAY": unservedXDisplay]) { command, dialog in
                #expect(dialog.labels == ["Over there"])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
        }

        // MARK: the window, for window managers

        /// A 20 × 13 PNG, a size no theme's icon has: `_NET_WM_ICON` at that size is the file.
        static let iconPNG = Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAABQAAAANCAYAAACpUE5eAAAAGklEQVR42mM4Y2z8n5qYYdTAUQNHDRwWBgIAyKI543SVr6AAAAAASUVORK5CYII=")!

        /// zenity 3's general flags, read from the X server as a window manager reads them:
        /// `WM_CLASS` is `--name` and `--class` (alert's class stays under `--name` alone, as
        /// zenity's `Zenity` does), `WM_TRANSIENT_FOR` the window `--attach` names (hex or
        /// decimal), `_NET_WM_ICON` the `--window-icon` file at its size, or the theme's icon
        /// for zenity's word `Error`. `--modal`, `--gtk-module` and `--g-fatal-warnings` are
        /// taken without a word on stderr.
        @Test(.onX11Only("WM_CLASS, WM_TRANSIENT_FOR and _NET_WM_ICON are X11 properties, read with xprop; "
                         + "on Wayland --attach and --class are ignored"),
              arguments: DialogStyle.checkedEndToEnd)
        func generalFlagsNameTheWindowAndGiveItAnIconAndAParent(_ style: DialogStyle) async throws {
            let icon = try temporaryFile(Self.iconPNG)
            let parent = try AlertCommand(["--title", "The parent"])
            defer { parent.process.stop() }
            let parentID = try #require(UInt(try shownWindow(of: parent.process.pid)))
            let adwaita = style == .adwaita ? ["--adwaita"] : []

            let named = try await runOnDisplay(
                adwaita + ["--info", "--text", "Attached", "--window-icon", icon, "--name", "backup-tool",
                           "--class", "BackupTool", "--attach", "0x" + String(parentID, radix: 16)]
            ) { command, dialog in
                #expect(dialog.labels == ["Attached"])
                let properties = try Self.windowProperties(of: command.process.pid)
                #expect(properties.contains(#"WM_CLASS(STRING) = "backup-tool", "BackupTool""#), "\(properties)")
                #expect(properties.contains("WM_TRANSIENT_FOR(WINDOW): window id # 0x\(String(parentID, radix: 16))"),
                        "\(properties)")
                #expect(properties.contains("Icon (20 x 13)"), "the file's image: \(properties)")
                try command.screen.click("OK")
            }
            #expect(named.status == 0)

            let worded = try await runOnDisplay(
                adwaita + ["--question", "--text", "Sure?", "--window-icon", "Error", "--name", "backup-tool",
                           "--attach", String(parentID), "--modal", "--gtk-module", "canberra-gtk-module",
                           "--g-fatal-warnings"]
            ) { command, dialog in
                #expect(dialog.labels == ["Sure?"])
                let properties = try Self.windowProperties(of: command.process.pid)
                #expect(properties.contains(#"WM_CLASS(STRING) = "backup-tool", "alert""#), "\(properties)")
                #expect(properties.contains("WM_TRANSIENT_FOR(WINDOW): window id # 0x\(String(parentID, radix: 16))"),
                        "\(properties)")
                #expect(properties.contains("_NET_WM_ICON(CARDINAL) = "), "the theme's dialog-error: \(properties)")
                try command.screen.click("Yes")
            }
            #expect(worded.status == 0)
        }

        /// What a window manager reads of process `pid`'s window: its class, its parent, its icon.
        static func windowProperties(of pid: Int32) throws -> String {
            let window = try shownWindow(of: pid)
            return String(decoding: try run("/usr/bin/xprop", ["-id", window, "WM_CLASS", "WM_TRANSIENT_FOR", "_NET_WM_ICON"]),
                          as: UTF8.self)
        }

        // MARK: exit statuses

        @Test(.pressesKeys) func zenityVariablesRemapEachEnding() async throws {
            let environment = ["ZENITY_OK": "10", "ZENITY_CANCEL": "11", "ZENITY_ESC": "12", "ZENITY_EXTRA": "13"]
            let question = ["--question", "--text", "Go?", "--extra-button", "Later"]
            let yes = try await runOnDisplay(question, environment: environment) { command, _ in try command.screen.press("Return") }
            #expect(yes.status == 10)
            let no = try await runOnDisplay(question, environment: environment) { command, _ in try command.screen.click("No") }
            #expect(no.status == 11)
            let escape = try await runOnDisplay(question, environment: environment) { command, _ in
                try command.screen.press("Escape")
            }
            #expect(escape.status == 12)
            let extra = try await runOnDisplay(question, environment: environment) { command, _ in
                try command.screen.click("Later")
            }
            #expect(extra.status == 13)
            #expect(extra.output == ["Later"])
        }

        @Test func anExtraButtonTakesTheEscapeStatusWithoutZenityExtra() async throws {
            // zenity 3.44's message dialogs end an extra button with ZENITY_ESC's status.
            let ending = try await runOnDisplay(["--info", "--extra-button", "More"], environment: ["ZENITY_ESC": "12"]) {
                command, _ in try command.screen.click("More")
            }
            #expect(ending.status == 12)
            #expect(ending.output == ["More"])
        }

        @Test func zenityTimeoutRemapsTheTimeout() async throws {
            // 3 s: the dialog is read before it times out, which 1 s did not leave a loaded
            // machine; the countdown may have ticked by the time it is read.
            let ending = try await runOnDisplay(["--info", "--text", "Soon gone", "--timeout", "3"],
                                                environment: ["ZENITY_TIMEOUT": "14"]) { _, dialog in
                #expect(dialog.labels.first == "Soon gone" && ["Closes in 3 s", "Closes in 2 s", "Closes in 1 s"].contains(dialog.labels.dropFirst().first ?? ""),
                        "the message, then the countdown line: \(dialog.labels)")
                #expect(dialog.labels.count == 2, "\(dialog.labels)")
            }
            #expect(ending.status == 14)
        }

        @Test func olderDialogVariablesCountWhenZenityOnesAreUnset() async throws {
            let ending = try await runOnDisplay(["--info"], environment: ["DIALOG_OK": "9"]) { command, _ in
                try command.screen.click("OK")
            }
            #expect(ending.status == 9)
        }

        @Test func aValueThatIsNotANumberIsReadAsZenityReadsItWithAWarning() async throws {
            let ending = try await runOnDisplay(["--info"], environment: ["ZENITY_OK": "yes"], allowedErrorLines: 1) {
                command, _ in try command.screen.click("OK")
            }
            #expect(ending.status == 0, "atoi(\"yes\") is 0")
            #expect(ending.errors.contains("ZENITY_OK"))
        }

        @Test func theCommandsOwnFormKeepsItsStatuses() async throws {
            let environment = ["ZENITY_OK": "10", "ZENITY_CANCEL": "11"]
            let arguments = ["--title", "Own form", "--button", "Stop:cancel", "--button", "Go"]
            let go = try await runOnDisplay(arguments, environment: environment) { command, _ in try command.screen.click("Go") }
            #expect(go.status == 0, "not ZENITY_OK's 10")
            #expect(go.output == ["Go"])
            let stop = try await runOnDisplay(arguments, environment: environment) { command, _ in try command.screen.click("Stop") }
            #expect(stop.status == 1, "not ZENITY_CANCEL's 11")
            #expect(stop.output == ["Stop"])
        }
    }
}

/// A size measured inside a test's drive closure.
private final class Measured: @unchecked Sendable {
    // Written inside runOnDisplay's closure and read after it returned: never at once.
    var size: (width: Int, height: Int)?
}
