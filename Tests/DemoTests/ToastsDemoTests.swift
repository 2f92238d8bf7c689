import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// The demo's toasts and popover, used as a person would: errors routed by severity (the
    /// background sync's failures pass as toasts, a conflict that asks to overwrite stays an
    /// alert), an Undo toast after a delete, a popover on the status icon.
    @Suite("alert-demo's toasts and popover", .displaySuite)
    struct ToastsDemoTests {

        @Test(arguments: DialogStyle.checkedEndToEnd) func backgroundSyncFailuresArriveAsToastsThatCountRepeatsAndRetry(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Sync in background (toasts)")
                try demo.waitForLabel("Sync failed: the server is busy.")
                #expect(try !demo.showsDialog(), "the sync's failure showed an alert")
                try demo.waitForLabel("Background sync failed (attempt 1)")
                try demo.click("Sync in background (toasts)")
                try demo.waitForLabel("Sync failed: the server is busy. (2 times)")
                #expect(try !demo.showsDialog())
                try demo.screen.click("Retry", inWindowTitled: "Alert Demo")
                try demo.waitForLabel("Synced in background")
                try demo.screen.waitUntilNoLabel("Sync failed: the server is busy. (2 times)")
            }
        }

        /// A screen reader hears each toast once, in either style: libadwaita 1.6 and later
        /// announce their own toasts, and the presenter then does not say them again. Two
        /// toasts in turn: the second announcement heard is the second toast's, not the
        /// first's said twice.
        @Test(.enabled(if: !gtkIs4_8, "GTK 4.14 or later: 4.8 has no announcements"),
              arguments: DialogStyle.checkedEndToEnd)
        func eachToastIsAnnouncedOnce(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let listener = try listenForAnnouncements(of: demo.screen.pid, count: 2, wait: 40)
                defer { listener.stop() }
                try demo.click("Delete note (Undo toast)")
                try demo.waitForLabel("Note deleted")
                let first = try listener.line(startingWith: #"{"text""#, within: 10)
                // libadwaita says it its way: "A toast appeared: Note deleted, has a button: Undo".
                #expect(first.contains("Note deleted"), "\(first)")
                try demo.click("Sync in background (toasts)")
                let second = try listener.line(startingWith: #"{"text""#, within: 30)
                #expect(second.contains("Sync failed: the server is busy.") && !second.contains("Note deleted"),
                        "heard again instead: \(second)")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func aSyncConflictNeedsADecisionSoItStaysAnAlert(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Sync with a conflict", with: "Cancel", status: "Server copy kept")
                #expect(dialog.labels == ["The server’s copy changed", "Overwrite it with the notes on this computer?"])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Overwrite"]))
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func deletingANoteOffersUndoAndUndoRestoresIt(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Delete note (Undo toast)")
                try demo.waitForLabel("Note deleted")
                try demo.waitForLabel("Deleted a note (2 left)")
                try demo.screen.click("Undo", inWindowTitled: "Alert Demo")
                try demo.waitForLabel("Note restored (3 notes)")
                try demo.screen.waitUntilNoLabel("Note deleted")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func theStatusIconOpensItsDetailsInAPopoverAndEscapeClosesIt(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Sync status")
                try demo.waitForLabel("Last sync: never")
                try demo.waitForLabel("Notes: 3")
                try demo.press("Escape")
                try demo.waitForLabel("Details closed")
                try demo.screen.waitUntilNoLabel("Last sync: never")
            }
        }
    }
}
