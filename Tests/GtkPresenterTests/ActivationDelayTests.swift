import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// Alerts a stray key cannot answer (issue 34): an `.unsolicited()` alert's buttons are
    /// held for its activation delay, in pk-test-host's real dialogs, in both styles. No
    /// clock is raced: a 30 s delay lasts the whole negative check, which reads up to a
    /// mark printed after the key was handled; the positive one waits for the library's
    /// "Alert buttons live" marker (a debug line, G_MESSAGES_DEBUG=PresentationKit).
    @Suite("Alerts a stray key cannot answer, on a real display", .displaySuite)
    struct ActivationDelayTests {

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd)
        func returnSpaceAndClicksDoNothingWhileHeldEscapeCancelsAndTheFirstKeyAfterIsTaken(_ style: DialogStyle) async throws {
            try await withActivationHost(style: style) { host in
                host.send("ask-unsolicited 30")
                let held = try host.screen.dialog().buttons
                #expect(held.map(\.sensitive) == [false, false], "held buttons read \(held)")
                try host.screen.press("Return")
                try host.screen.press("space")
                try host.screen.clickLabel("Try Again")
                let during = try host.linesUntilIdle()
                #expect(!during.contains { $0.hasPrefix("answer") }, "a held button answered: \(during)")
                try host.screen.press("Escape")
                #expect(try host.process.line(startingWith: "answer ") == "answer Cancel")

                // A field takes typing at once; only its Return waits.
                host.send("ask-unsolicited 30 field")
                _ = try host.screen.dialog()
                try host.screen.press("n")
                _ = try host.process.line(startingWith: "binding name=n")
                try host.screen.press("Return")
                let typed = try host.linesUntilIdle()
                #expect(!typed.contains { $0.hasPrefix("answer") }, "Return in the field answered: \(typed)")
                try host.screen.press("Escape")
                #expect(try host.process.line(startingWith: "answer ") == "answer Cancel")

                // Focus stays where it will be: the first key once the buttons are live does
                // what it would have done at once.
                host.send("ask-unsolicited 0.3")
                let live = try host.process.line(startingWith: "(pk-test-host:\(host.process.pid)): PresentationKit-DEBUG")
                #expect(live.hasSuffix("Alert buttons live: Sync failed"), "the marker reads \(live)")
                #expect(try host.screen.dialog().buttons.map(\.sensitive) == [true, true])
                try host.screen.press("Return")
                #expect(try host.process.line(startingWith: "answer ") == "answer Try Again")
            }
        }

        /// What a screen reader's click does (AT-SPI's action, on X11 and Wayland alike), and
        /// a field of an unsolicited prompt, which takes text at once.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func anAtspiClickDuringTheDelayDoesNothingWhileAFieldTakesTextAtOnce(_ style: DialogStyle) async throws {
            try await withActivationHost(style: style) { host in
                host.send("ask-unsolicited 30 field")
                _ = try host.screen.dialog()
                try host.screen.setText("notes", inField: "Name")
                _ = try host.process.line(startingWith: "binding name=notes")
                #expect(try host.screen.dialog().buttons.map(\.sensitive) == [false, false])
                // GTK answers the action at once: a held button refuses it, where a live one
                // would say yes and click 250 ms later (GtkButton's pressed look).
                #expect(try host.screen.act("Try Again") == false, "a held button took AT-SPI's click")
                #expect(try host.screen.act("Cancel") == false, "a held button took AT-SPI's click")
                let during = try host.linesUntilIdle()
                #expect(!during.contains { $0.hasPrefix("answer") }, "a held button answered: \(during)")
            }
        }
    }
}

/// A test host whose library prints its debug lines (the "Alert buttons live" marker).
private func withActivationHost(style: DialogStyle, _ body: @Sendable (TestHost) async throws -> Void) async throws {
    try await withDisplay {
        let host = try TestHost(environment: style.environment.merging(["G_MESSAGES_DEBUG": "PresentationKit"]) { $1 })
        try await body(host)
        try host.quit()
    }
}
