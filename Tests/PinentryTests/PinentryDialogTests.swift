import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.PinentryTests {

    /// alert-pinentry's dialogs driven directly, as gpg-agent drives it: the commands on
    /// its stdin, the dialog read and answered over AT-SPI, the answers read on its stdout.
    @Suite("alert-pinentry: its dialogs", .displaySuite)
    struct PinentryDialogTests {

        /// alert-pinentry in `style`, greeted, with gpg-agent's opening options sent.
        static func start(_ style: DialogStyle) throws -> AppProcess {
            let process = try AppProcess(product("alert-pinentry"), environment: ["ALERT_STYLE": style.rawValue])
            _ = try process.line(startingWith: "OK Pleased to meet you")
            for line in ["OPTION no-grab", "OPTION default-ok=_OK", "OPTION default-cancel=_Cancel"] {
                process.send(line + "\n")
                #expect(try process.line(startingWith: "OK") == "OK")
            }
            return process
        }

        /// `SETREPEAT`: two fields; a mismatch is refused with `SETREPEATERROR`'s text and
        /// OK held; on a match `S PIN_REPEATED` comes before the `D` line. `SETERROR` shows
        /// above the field, the title names the window, `_` mnemonics read without it.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func repeatRefusesAMismatchAndSendsPinRepeatedBeforeTheData(_ style: DialogStyle) async throws {
            try await withDisplay {
                try requireDisplay()
                let pinentry = try Self.start(style)
                for line in ["SETTITLE New passphrase", "SETDESC Please enter a passphrase%0Ato protect the key",
                             "SETPROMPT Passphrase:", "SETOK _Create", "SETERROR Too short (at least 8)",
                             "SETREPEAT Repeat:", "SETREPEATERROR does not match - try again"] {
                    pinentry.send(line + "\n")
                    #expect(try pinentry.line(startingWith: "OK") == "OK", "\(line)")
                }
                pinentry.send("GETPIN\n")
                let screen = Screen(pid: pinentry.pid)
                let dialog = try screen.dialog()
                #expect(dialog.title == "New passphrase")
                #expect(dialog.labels.contains("Please enter a passphrase\nto protect the key"), "\(dialog.labels)")
                #expect(dialog.buttonLabels.contains("Create") && dialog.buttonLabels.contains("Cancel"), "\(dialog.buttonLabels)")
                try screen.waitForLabel("Too short (at least 8)")
                try screen.setText("s3cret 100%\u{00FC}", inField: "Passphrase:")
                try screen.waitUntilNoLabel("Too short (at least 8)")
                // Once the activation hold is over (Cancel is live), OK stays held: the repeat field is empty.
                _ = try waitFor { try screen.dialog().buttons.first { $0.label == "Cancel" && $0.sensitive == true } }
                #expect(try screen.dialog().buttons.first { $0.label == "Create" }?.sensitive == false)
                try screen.setText("s3cret 100%", inField: "Repeat:")
                let refused = try waitFor { try screen.dialog().labels.first { $0.hasPrefix("does not match") } }
                #expect(refused == "does not match - try again")
                let held = try waitFor { try screen.dialog().buttons.first { $0.label == "Create" && $0.sensitive == false } }
                // What a screen reader can read: the labels, and the buttons' names and descriptions.
                let readable = try screen.dialog().labels + [held.name, held.description ?? ""]
                #expect(!readable.joined().contains("s3cret"), "the passphrase is in nothing read aloud: \(readable)")
                try screen.setText("s3cret 100%\u{00FC}", inField: "Repeat:")
                _ = try waitFor { try screen.dialog().buttons.first { $0.label == "Create" && $0.sensitive == true } }
                try screen.click("Create")
                #expect(try pinentry.lines(through: "OK") == ["S PIN_REPEATED", "D s3cret 100%25ü", "OK"])
                pinentry.send("BYE\n")
                #expect(try pinentry.line(startingWith: "OK closing connection") == "OK closing connection")
                #expect(try pinentry.waitForExit() == 0)
                #expect(pinentry.gtkComplaints.isEmpty)
                #expect(pinentry.stderrText.isEmpty, "nothing on stderr, the passphrase least of all: \(pinentry.stderrText)")
            }
        }

        /// `CONFIRM` with `SETNOTOK`: three buttons, the third answers “not confirmed”;
        /// `MESSAGE` has one; `SETTIMEOUT` ends a GETPIN nobody answers with the timeout error.
        /// An answered dialog leaves the screen while the program waits for the next command
        /// (its main loop runs then too, so AT-SPI's questions are answered at once).
        @Test func confirmNotOKMessageAndTimeout() async throws {
            try await withDisplay {
                try requireDisplay()
                let pinentry = try Self.start(.gtk)
                for line in ["SETDESC Do you trust this key?", "SETOK _Yes", "SETCANCEL _Cancel", "SETNOTOK _No"] {
                    pinentry.send(line + "\n")
                    _ = try pinentry.line(startingWith: "OK")
                }
                pinentry.send("CONFIRM\n")
                let screen = Screen(pid: pinentry.pid)
                let confirm = try screen.dialog()
                #expect(confirm.labels.first == "Do you trust this key?")
                #expect(Set(confirm.buttonLabels) == ["Cancel", "No", "Yes"], "\(confirm.buttonLabels)")
                try screen.click("No")
                #expect(try pinentry.line(startingWith: "ERR") == "ERR 83886194 Not confirmed <Pinentry>")
                let asked = SuspendingClock.now
                try screen.waitUntilNoDialog(within: 5)
                // An AT-SPI call to a program whose loop does not run blocks until D-Bus's
                // timeout (about 25 s) instead of failing the 5 s deadline: timed here.
                #expect((SuspendingClock.now - asked).inSeconds < 5, "the dialog left the screen promptly")

                pinentry.send("CONFIRM --one-button\n")
                #expect(try screen.dialog().buttonLabels == ["Yes"])
                try screen.click("Yes")
                #expect(try pinentry.line(startingWith: "OK") == "OK")
                try screen.waitUntilNoDialog()

                pinentry.send("SETTIMEOUT 1\n")
                _ = try pinentry.line(startingWith: "OK")
                pinentry.send("GETPIN\n")
                _ = try screen.dialog()
                #expect(try pinentry.line(startingWith: "ERR", within: 15) == "ERR 83886142 Timeout <Pinentry>")
                pinentry.send("BYE\n")
                #expect(try pinentry.waitForExit() == 0)
                #expect(pinentry.gtkComplaints.isEmpty)
            }
        }

        /// stdin closed while a GETPIN's dialog is up (gpg-agent gone): the program ends.
        @Test func inputClosedDuringGetpinEndsTheProgram() async throws {
            try await withDisplay {
                try requireDisplay()
                let pinentry = try Self.start(.gtk)
                pinentry.send("GETPIN\n")
                _ = try Screen(pid: pinentry.pid).dialog()
                pinentry.closeInput()
                #expect(try pinentry.waitForExit() == 0)
                #expect(pinentry.pendingLines.isEmpty, "no answer to nobody")
            }
        }
    }
}
