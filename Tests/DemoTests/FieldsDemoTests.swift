import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// alert-demo's alerts that ask (issue 33): Rename… with its live reason, and Connect…,
    /// refused once with Try Again; the fields filled in over AT-SPI's EditableText.
    @Suite("alert-demo's alerts that ask", .displaySuite)
    struct FieldsDemoTests {

        @Test(arguments: DialogStyle.checkedEndToEnd) func renameRefusesATakenNameLiveAndRenames(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Rename…")
                #expect(try demo.dialog().labels.first == "Rename “notes.txt”")
                try demo.screen.setText("todo.txt", inField: "Name")
                try demo.waitForLabel("A file named “todo.txt” already exists.")
                try demo.screen.setText("a/b", inField: "Name")
                try demo.waitForLabel("A name cannot contain “/”.")
                try demo.screen.setText("draft.txt", inField: "Name")
                try demo.clickInDialog("Rename")
                try demo.waitForLabel("Renamed to draft.txt")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func connectIsRefusedOnceThenTryAgainConnects(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Connect…")
                #expect(try demo.dialog().buttons.first { $0.label == "Connect" }?.sensitive == false)
                try demo.screen.setText("ada", inField: "User")
                try demo.screen.setText("pw", inField: "Password")
                try demo.clickInDialog("Connect")
                try demo.waitForLabel("Could not connect to “files.example.org”.")
                try demo.clickInDialog("Try Again")
                try demo.waitForLabel("Connected as ada")
            }
        }

        /// Close 3 documents (issue 34): a check box per document, read over AT-SPI, a Discard
        /// that counts them, and Save answering with the checked ones.
        @Test(arguments: DialogStyle.checkedEndToEnd) func closeDocumentsListsThemAndSavesTheCheckedOnes(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Close 3 documents")
                let dialog = try demo.dialog()
                #expect(dialog.labels.prefix(2) == ["Save changes to 3 documents?", "Changes which are not saved will be permanently lost."])
                // In a row in every style, as the wide layout asks: libadwaita ≥ 1.5 shows the
                // dialog inside the demo's window, whose own button style once reached its
                // buttons and stacked them (docs/adwaita.md).
                #expect(dialog.buttons_in_column != true, "the buttons are stacked, not in a row")
                #expect(dialog.buttonLabels == ["Cancel", "Discard All", "Save"])
                let boxes = try demo.screen.widgets().filter { $0.role == "check box" }
                #expect(boxes.map(\.name) == ["notes.txt", "Plan for Monday.md", "todo.txt"])
                #expect(boxes.map(\.checked) == [true, true, true])
                try demo.clickInDialog("Save")
                try demo.waitForLabel("Saved notes.txt, Plan for Monday.md, todo.txt")
            }
        }
    }
}
