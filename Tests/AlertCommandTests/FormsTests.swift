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

        /// Today's date as `format` (strftime's) writes it, as the form's calendar starts.
        static func today(_ format: String) -> String {
            var now = time(nil)
            var parts = tm()
            localtime_r(&now, &parts)
            var buffer = [CChar](repeating: 0, count: 64)
            let count = strftime(&buffer, buffer.count, format, &parts)
            return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// What an untouched combo box whose first value is `first` prints: a space, as
        /// zenity 3.44's, where GTK's drop-down can show nothing (4.8); where it cannot (GTK
        /// 4.18 keeps its first value chosen: measured, docs/alert.md), the value it shows.
        static func untouchedChoice(_ first: String) -> String {
            gtkIs4_8 ? " " : first
        }

        /// A combo box, a list and a calendar among the fields, the combo box and the list
        /// named by their labels over AT-SPI (GTK 4.8's calendar is a filler there, unnamed:
        /// docs/alert.md), chosen with keys as zenity 3.44's are: the first widget has the
        /// focus, Down on the combo box chooses its next value (shown literally, markup and
        /// all), Tab reaches the list, which selects the row the focus reaches, and Down the
        /// next. Printed in order, joined by the separator: the value, the row's cells each
        /// followed by a comma (the list is not last), the date in --forms-date-format, the
        /// text. X11: keys.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func aComboAListAndACalendarPrintWhatIsChosenInOrder(_ style: DialogStyle) async throws {
            let arguments = FieldTests.arguments(
                ["--forms", "--add-combo", "Fruit", "--combo-values", "apple|<b>pear</b>", "--add-list", "Size",
                 "--list-values", "S|small|L|large", "--column-values", "Code|Name", "--show-header",
                 "--add-calendar", "Day", "--forms-date-format", "%Y-%m-%d", "--add-entry", "Note", "--separator", ";"], style)
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.buttonLabels.filter { ["Cancel", "OK"].contains($0) } == dialog.asShown(["Cancel", "OK"]))
                try command.screen.waitForLabel("large")
                // GTK 4.18 reads a label and the widget it names under one name, one after the
                // other: each name counts once, where it first comes.
                let names = try command.screen.widgets().map(\.name).reduce(into: [String]()) { names, name in
                    if names.last != name { names.append(name) }
                }
                // Named by their labels, and placed in the order given (the tree's order is Tab's).
                #expect(names.filter { ["Fruit", "Size", "Note"].contains($0) } == ["Fruit", "Size", "Note"],
                        "each widget named by its label over AT-SPI, in order: \(names)")
                // --show-header: the column titles are shown.
                try command.screen.waitForLabel("Name")
                try command.screen.press("Down")
                try command.screen.press("Down")
                try command.screen.waitForLabel("<b>pear</b>")
                try command.screen.press("Tab")
                try command.screen.press("Down")
                try command.screen.setText("ripe", inField: "Note")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["<b>pear</b>;L,large,;\(Self.today("%Y-%m-%d"));ripe"])
        }

        /// Untouched, as zenity 3.44 prints them (its --timeout here, 4 s: the dialog is read
        /// before it ends, and GTK 4.18's libadwaita dialog once ended first at 2 s): a combo box with nothing
        /// chosen prints a space, a list not focused prints nothing, a calendar today in the
        /// locale's format (%x) without --forms-date-format; a list that is the last field
        /// prints its row's cells with nothing between them.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func untouchedControlsPrintASpaceNothingAndToday(_ style: DialogStyle) async throws {
            let arguments = FieldTests.arguments(
                ["--forms", "--add-entry", "Name", "--add-combo", "Colour", "--combo-values", "red|blue",
                 "--add-list", "Box", "--list-values", "x|y", "--add-calendar", "When", "--timeout", "4"], style)
            let ending = try await runOnDisplay(arguments) { command, _ in
                try command.screen.waitForLabel("When")
            }
            #expect(ending.status == 5)
            #expect(ending.output == ["|\(Self.untouchedChoice("red"))||\(Self.today("%x"))"])
            // The output's format is alert's, whatever the style: checked once.
            guard style == .gtk else { return }
            let last = try await runOnDisplay(FieldTests.arguments(
                ["--forms", "--add-list", "Pair", "--list-values", "a1|b1|a2|b2", "--column-values", "A|B",
                 "--timeout", "4"], style)) { command, _ in
                try command.screen.waitForLabel("b2")
            }
            #expect(last.output == ["a1b1"], "the focused list's first row, its cells joined by nothing (last field)")
        }

        /// Escape on a form with a combo box chosen prints nothing and exits 1. X11: keys.
        @Test(.pressesKeys)
        func escapeOnAChosenComboExitsOne() async throws {
            let ending = try await runOnDisplay(["--forms", "--add-combo", "C", "--combo-values", "a|b"]) { command, _ in
                try command.screen.waitForLabel("C")
                try command.screen.press("Down")
                // The value chosen, read as its label: Down from nothing (GTK 4.8) or from the first.
                try command.screen.waitForLabel(gtkIs4_8 ? "a" : "b")
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }
    }
}
