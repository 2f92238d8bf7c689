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
                #expect(checks.map(\.name) == ["Pick: core", "Pick: docs", "Pick: tests"],
                        "each check named by its column and the row's part, so a screen reader says what is checked")
                #expect(checks.map(\.checked) == [true, false, true], "the rows given TRUE show checked")
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["core, tests"])
        }

        /// Over AT-SPI every cell on screen is named with its column (GTK 4's AT-SPI has no
        /// table interface to say it otherwise), as a screen reader reads it: the check by its
        /// column and the row's first cell on screen past it, so Orca says what is checked; a
        /// hidden column neither shown nor read; the titles name the cells under
        /// `--hide-header` too; markup, tabs and newlines in a title or a cell read literally,
        /// as shown; an empty cell reads its column (GTK 4.8 read “GtkLabel”), and a column
        /// with no title names its cells by their text alone.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func everyCellIsNamedWithItsColumnAndTheCheckWithItsRow(_ style: DialogStyle) async throws {
            let arguments = Self.arguments(
                ["--list", "--checklist", "--hide-column", "2", "--hide-header",
                 "--column", "Install", "--column", "Id", "--column", "Part <i>", "--column", "Size", "--column", "",
                 "TRUE", "7", "core & <b>libs</b>", "2 MB", "kept",
                 "FALSE", "8", "docs\tHTML", "", "new",
                 "FALSE", "9", "two\nlines", "1 MB", ""], style)
            let ending = try await runOnDisplay(arguments) { command, _ in
                let rows = try command.screen.cells(rows: 3)
                let expected: [[(role: String, name: String, text: String?)]] = [
                    [("check box", "Install: core & <b>libs</b>", nil), ("label", "Part <i>: core & <b>libs</b>", "core & <b>libs</b>"),
                     ("label", "Size: 2 MB", "2 MB"), ("label", "kept", "kept")],
                    [("check box", "Install: docs\tHTML", nil), ("label", "Part <i>: docs\tHTML", "docs\tHTML"),
                     ("label", "Size: ", ""), ("label", "new", "new")],
                    [("check box", "Install: two\nlines", nil), ("label", "Part <i>: two\nlines", "two\nlines"),
                     ("label", "Size: 1 MB", "1 MB"), ("label", "", "")],
                ]
                #expect(rows.count == expected.count, "\(rows)")
                for (row, wanted) in zip(rows, expected) {
                    #expect(row.map(\.role) == wanted.map(\.role), "\(row)")
                    #expect(row.map(\.name) == wanted.map(\.name), "each cell named with its column: \(row)")
                    #expect(row.dropFirst().map(\.text) == wanted.dropFirst().map(\.text), "shown as given: \(row)")
                }
                #expect(rows.map { $0.first?.checked } == [true, false, false])
                #expect(!rows.joined().contains { $0.name.hasPrefix("Id") || ["7", "8", "9"].contains($0.text) },
                        "the hidden column is not read: \(rows)")
                try command.screen.click("Cancel")
            }
            #expect(ending.status == 1)
        }

        /// An edited cell is named with its column and its new text, and so is the row's
        /// check when that cell names it; OK prints the row as edited. The text goes in
        /// through AT-SPI's EditableText, as an input method's does: a double click on an
        /// editable cell chooses its row (a known issue, docs/alert.md).
        @Test
        func anEditedCellRenamesItselfAndItsRowsCheck() async throws {
            let ending = try await runOnDisplay(["--list", "--checklist", "--editable", "--column", "Install",
                                                 "--column", "Part", "TRUE", "core", "FALSE", "docs"]) { command, _ in
                try command.screen.editCell(named: "Part: core", to: "kernel")
                let rows = try waitFor {
                    let rows = try command.screen.cells(rows: 2)
                    return rows.first?.last?.name == "Part: kernel" ? rows : nil
                }
                #expect(rows.map { $0.map(\.name) } == [["Install: kernel", "Part: kernel"], ["Install: docs", "Part: docs"]])
                try command.screen.click("OK")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["kernel"])
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

        /// Two 24×24 PNG files, red and blue, written for the test, and a path that names no
        /// file; removed with the directory afterwards.
        static func images() throws -> (directory: URL, red: String, blue: String, missing: String) {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alert-imagelist-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let red = directory.appendingPathComponent("red.png"), blue = directory.appendingPathComponent("blue.png")
            try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYAQMAAADaua+7AAAAA1BMVEX/AAAZ4gk3AAAADElEQVQI12NgoC0AAABgAAE3kBd4AAAAAElFTkSuQmCC")!
                .write(to: red)
            try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYAQMAAADaua+7AAAAA1BMVEUAAP+KeNJXAAAADElEQVQI12NgoC0AAABgAAE3kBd4AAAAAElFTkSuQmCC")!
                .write(to: blue)
            return (directory, red.path, blue.path, directory.appendingPathComponent("gone.png").path)
        }

        /// --imagelist (zenity 3.44's): the first column shows the images its cells name,
        /// each read over AT-SPI by its path, with its column as every cell is; a file that
        /// does not load shows its path as text; Down twice and Return choose the last row
        /// and print its path (the first column), as zenity prints it
        /// (``ZenityScriptTests``). X11: keys.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func imagelistShowsTheImagesAndPrintsTheChosenPath(_ style: DialogStyle) async throws {
            let files = try Self.images()
            defer { try? FileManager.default.removeItem(at: files.directory) }
            let arguments = Self.arguments(["--list", "--imagelist", "--column", "Icon", "--column", "Name",
                                            files.red, "Red", files.missing, "Gone", files.blue, "Blue"], style)
            let ending = try await runOnDisplay(arguments) { command, _ in
                try command.screen.waitForLabel("Blue")
                try command.screen.waitForLabel(files.missing)
                let widgets = try command.screen.widgets()
                #expect(widgets.contains { $0.role == "image" && $0.name == "Icon: \(files.red)" },
                        "the red image is read by its path, with its column: \(widgets.map { "\($0.role) \($0.name) \($0.description ?? "")" })")
                try command.screen.press("Down")
                try command.screen.press("Down")
                try command.screen.press("Down")
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output == [files.blue])
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
