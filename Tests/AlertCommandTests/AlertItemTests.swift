import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// `alert --item` (issue 34): each item a check box on screen, `--unchecked` leaving the
    /// one before it unchecked, and the checked ones printed after the button, one a line,
    /// or under "items" in --json; in both styles, read and answered through AT-SPI.
    @Suite("alert: items", .displaySuite)
    struct AlertItemTests {

        static let arguments = ["--title", "Close 3 documents?", "--item", "notes.txt", "--item", "plan.md", "--unchecked",
                                "--item", "todo.txt", "--button", "Cancel:cancel", "--button", "Close"]

        @Test func checkedItemsArePrintedOneALineAfterTheButton() async throws {
            let ending = try await runOnDisplay(Self.arguments) { command, dialog in
                let boxes = try command.screen.widgets().filter { $0.role == "check box" }
                #expect(boxes.map(\.name) == ["notes.txt", "plan.md", "todo.txt"])
                #expect(boxes.map(\.checked) == [true, false, true])
                #expect(dialog.buttonLabels == ["Cancel", "Close"])
                try command.screen.click("Close")
            }
            #expect(ending.status == 0)
            #expect(ending.output == ["Close", "notes.txt", "todo.txt"])
        }

        @Test func libadwaitasDialogListsThemAndJSONHasThemUnderItems() async throws {
            let ending = try await runOnDisplay(["--adwaita", "--json"] + Self.arguments) { command, _ in
                let boxes = try command.screen.widgets().filter { $0.role == "check box" }
                #expect(boxes.map(\.name) == ["notes.txt", "plan.md", "todo.txt"])
                #expect(boxes.map(\.checked) == [true, false, true])
                try command.screen.click("Close")
            }
            #expect(ending.status == 0)
            #expect(ending.output.count == 1)
            let line = try #require(ending.output.first)
            #expect(line.hasSuffix(#","remembered":false,"items":["notes.txt","todo.txt"]}"#), "\(line)")
            #expect(try parsedJSON(ending.output).answer == "Close")
        }
    }
}
