import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// alert-demo without a mouse: Tab reaches each button, Return activates it, Escape
    /// cancels the alert, Ctrl+Q closes the window.
    @Suite("alert-demo from the keyboard", .displaySuite)
    struct KeyboardTests {

        @Test(.pressesKeys) func tabReachesEachButtonInOrder() async throws {
            try await withDemo { demo in
                var reached: [String] = []
                for _ in AlertDemoTests.buttons {
                    reached.append(try demo.mainWindow().focused_button ?? "nothing")
                    try demo.press("Tab")
                }
                #expect(reached == AlertDemoTests.buttons)
                #expect(try demo.mainWindow().focused_button == AlertDemoTests.buttons[0], "Tab wraps around")
            }
        }

        @Test(.pressesKeys) func returnActivatesTheFocusedButtonAndEscapeCancelsTheAlert() async throws {
            try await withDemo { demo in
                try demo.press("Tab")
                try demo.press("Tab")
                try demo.press("Tab")
                #expect(try demo.mainWindow().focused_button == "Delete…")
                try demo.press("Return")
                #expect(try demo.dialog().labels.first == "Delete all items?")
                try demo.press("Escape")
                try demo.waitForLabel("Delete cancelled")
                try demo.waitUntilNoDialog()
            }
        }

        @Test(.pressesKeys) func controlQClosesTheWindowAndEndsTheProgram() async throws {
            try await withDisplay {
                let demo = try DemoApp()
                try demo.press("ctrl+q")
                #expect(try demo.process.waitForExit() == 0)
                #expect(demo.process.gtkComplaints.isEmpty)
            }
        }
    }
}
