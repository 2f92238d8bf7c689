import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// `window.confirmationDialog` on a real display, in both styles: the data of the
    /// moment it shows, the Cancel it adds, Escape, and a hidden title.
    @Suite("confirmationDialog on a real display", .displaySuite)
    struct ConfirmationDialogTests {

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func itAsksAboutTheDataSelectedWhenItShowsWithACancelAddedFirst(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("confirm notes.txt")
                let dialog = try host.screen.dialog()
                #expect(dialog.labels == ["Delete the file?", "“notes.txt” will be gone for good."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Delete notes.txt"]))
                #expect(dialog.focused_button != "Delete notes.txt", "Return does not delete")
                try host.screen.click("Delete notes.txt")
                #expect(try host.nextAction() == "Delete notes.txt")
                try host.screen.waitUntilNoDialog()
                #expect(try host.confirming() == false, "answering sets isPresented back to false")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func escapeCancelsAndRunsNoOtherAction(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("confirm notes.txt")
                _ = try host.screen.dialog()
                try host.screen.press("Escape")
                try host.screen.waitUntilNoDialog()
                #expect(try host.confirming() == false)
                let lines = try host.linesUntilIdle()
                #expect(!lines.contains { $0.hasPrefix("action ") })
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func aHiddenTitleIsNotShownButStillNamesTheDialog(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("confirm-hidden")
                let dialog = try host.screen.dialog()
                #expect(!dialog.labels.contains("Delete the file?"), "the title is not drawn")
                #expect(dialog.labels.allSatisfy { $0.isEmpty }, "no message: no text at all")
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Delete"]))
                let read = try #require(try host.readDialogs().last)
                #expect(read.name == "Delete the file?", "a screen reader still reads the question")
                #expect(read.description == "")
                try host.screen.click("Cancel")
                try host.screen.waitUntilNoDialog()
            }
        }
    }
}

/// What a screen reader reads as a dialog's name and description (the AT-SPI driver's
/// fields that ``Screen/Window`` leaves out).
struct ReadDialog: Decodable {
    let name: String
    let description: String
}

extension TestHost {
    /// The dialogs shown, as a screen reader names them.
    func readDialogs() throws -> [ReadDialog] {
        try AtspiRequest("dialogs", pid: process.pid, wait: 10).answer()
    }

    /// Whether a confirmation dialog's `isPresented` is `true`.
    func confirming() throws -> Bool {
        send("read-confirming")
        return try process.line(startingWith: "confirming ") == "confirming true"
    }
}
