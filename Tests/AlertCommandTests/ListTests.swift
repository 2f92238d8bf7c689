import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--list`: rows from the arguments or from stdin as it arrives, read over
    /// AT-SPI; a checklist's pre-checked rows read as checked; OK, a double click and the
    /// timeout print the print column of the rows chosen, joined by the separator. How the
    /// output compares with zenity's own: ``ZenityScriptTests`` (its `--list` steps). Every
    /// step waits for what it changed to be read, never for a time.
    @Suite("alert: --list", .displaySuite)
    struct ListTests {

        /// `arguments` in `style`.
        static func arguments(_ arguments: [String], _ style: DialogStyle) -> [String] {
            style == .adwaita ? ["--adwaita"] + arguments : arguments
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func preCheckedRowsReadCheckedAndOKPrintsTheCheckedRowsWithTheSeparator(_ style: DialogStyle) async throws {
            let arguments = Self.arguments(
                ["--list", "--checklist", "--title", "Install", "--text", "Choose the parts", "--separator", ", ",
                 "--column", "Pick", "--column", "Part", "--column", "Size",
                 "TRUE", "core", "2 MB", "FALSE", "docs", "9 MB", "true", "tests", "1 MB"], style)
            let ending = try await runOnDisplay(arguments) { command, dialog in
                #expect(dialog.title == "Install")
                #expect(dialog.labels.first == "Choose the parts")
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "OK"]))
                try command.screen.waitForLabel("9 MB")
                let checks = try waitFor {
                    let checks = try command.screen.widgets().filter { $0.role == "check box" }
                    return checks.count == 3 ? checks : nil
                }
                #expect(checks.map(\.name) == ["core", "docs", "tests"])
                #expect(checks.map(\.checked) == [true, false, true], "the rows given TRUE show checked")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["core, tests"])
        }

        /// Rows come from stdin one cell a line, shown as they arrive (the dialog is up before
        /// the input ends); a double click on a row chooses it and prints its first column.
        @Test(.pressesKeys)
        func rowsFromStdinShowAsTheyArriveAndADoubleClickChooses() async throws {
            let ending = try await withDisplay {
                try requireDisplay()
                let command = try AlertCommand(["--list", "--column", "File", "--column", "Size"])
                command.process.send("a.txt\n1 KB")
                try command.screen.waitForLabel("a.txt")
                command.process.send("b.txt\n2 KB\nc.txt")
                try command.screen.waitForLabel("b.txt")
                command.process.closeInput()
                // The last row is short of a cell: shown, with an empty one.
                try command.screen.waitForLabel("c.txt")
                try Self.doubleClick(label: "b.txt", of: command.screen)
                return try command.finish()
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["b.txt"])
            #expect(ending.errors.isEmpty, "\(ending.errors)")
        }

        /// Escape ends the dialog as dismissed (`ZENITY_ESC`'s status), printing nothing, even
        /// with a row selected.
        @Test(.pressesKeys)
        func escapeExitsWithTheEscapeStatusAndPrintsNothing() async throws {
            let ending = try await runOnDisplay(["--list", "--column", "A", "x", "y"],
                                                environment: ["ZENITY_ESC": "12"]) { command, _ in
                try command.screen.waitForLabel("y")
                try command.screen.clickLabel("y")
                try command.screen.press("Escape")
            }
            #expect(ending.status == 12)
            #expect(ending.output.isEmpty)
        }

        /// Double-click the middle of the label reading `text`, as a person does.
        static func doubleClick(label text: String, of screen: Screen) throws {
            let place = try screen.extents(ofLabel: text)
            let ids = String(decoding: try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(screen.pid)"]), as: UTF8.self)
            guard let window = ids.split(separator: "\n").compactMap({ Int($0) }).max() else {
                throw E2EError("no window of process \(screen.pid)")
            }
            try run("/usr/bin/xdotool", ["mousemove", "--window", "\(window)", "\(place.x + place.width / 2)",
                                         "\(place.y + place.height / 2)", "click", "--repeat", "2", "--delay", "80", "1"])
        }
    }
}
