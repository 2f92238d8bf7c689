import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// Confirmations that list their items (issue 34) in pk-test-host's real dialogs, in both
    /// styles: its `ask-items N` lists N documents (the second unchecked) over Cancel, a
    /// Discard that counts the checked ones, and Save.
    @Suite("Alerts that list their items, on a real display", .displaySuite)
    struct AlertItemTests {

        /// Read over AT-SPI on every lane: each item a check box named by its label and
        /// reading its state, a list of 20 that scrolls in a dialog that stays short, the
        /// Discard button counting, and the answer listing the checked ids in order.
        @Test(arguments: DialogStyle.checkedEndToEnd) func itemsReadAsCheckBoxesScrollAndTheAnswerListsTheCheckedOnes(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("ask-items 20")
                let dialog = try host.screen.dialog()
                let boxes = try host.screen.widgets().filter { $0.role == "check box" }
                #expect(boxes.map(\.name) == (1...20).map { "Document \($0)" })
                #expect(boxes.map(\.checked) == (1...20).map { $0 != 2 })
                // On libadwaita 1.7 (GTK 4.18's lane), three buttons stacked in a column without
                // the wide layout (measured: Save, Discard 19, Cancel, top to bottom).
                #expect(dialog.buttons.map(\.label) == ["Cancel", "Discard 19", "Save"])
                #expect(dialog.buttons_in_column != true, "the buttons are stacked: no wide layout")
                #expect(dialog.focused_button == "Save", "focus is on \(String(describing: dialog.focused_button)), not the default")
                // 20 rows take about 540 px; the list stops at six and a half.
                #expect(dialog.height < 520, "the dialog is \(dialog.height) px high: the list does not scroll")
                try host.screen.click("Save")
                let checked = ([1] + Array(3...20)).map { "doc\($0)" }.joined(separator: ",")
                #expect(try host.process.line(startingWith: "answer ") == "answer Save checked=\(checked)")
            }
        }

        /// From the keyboard, on X11: Tab reaches the items, Space toggles the one focused, and
        /// the Discard button's label follows; a pointer click toggles another.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func tabReachesTheItemsSpaceTogglesThemAndDiscardCounts(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("ask-items 3")
                #expect(try host.screen.dialog().buttons.map(\.label) == ["Cancel", "Discard 2", "Save"])
                try host.screen.tab(to: "Document 1")
                try host.screen.press("space")
                _ = try waitForButton("Discard 1", on: host.screen)
                #expect(try host.screen.widgets().filter { $0.role == "check box" }.map(\.checked) == [false, false, true])
                try host.screen.tick("Document 2", in: style)
                _ = try waitForButton("Discard 2", on: host.screen)
                try host.screen.tab(to: "Document 1")
                try host.screen.press("space")
                try host.screen.click(try waitForButton("Discard All", on: host.screen))
                #expect(try host.process.line(startingWith: "answer ") == "answer Discard All checked=doc1,doc2,doc3")
            }
        }
    }
}

/// The label of the newest dialog's button reading `label`, once one does.
private func waitForButton(_ label: String, on screen: Screen, attempts: Int = 200) throws -> String {
    for _ in 0..<attempts where try screen.dialog().buttons.contains(where: { $0.label == label }) {
        return label
    }
    throw E2EError("no button came to read “\(label)”")
}
