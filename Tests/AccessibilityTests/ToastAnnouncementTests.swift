import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AccessibilityTests {

    /// A toast is announced to a screen reader as it appears, where GTK can (4.14 or later:
    /// `gtk_accessible_announce`, found at run time): heard over AT-SPI as an
    /// `object:announcement`, polite for a message, assertive for an error. On GTK 4.8 the
    /// library finds no such call, and the toast is as before.
    @Suite("Toasts announced to a screen reader", .displaySuite)
    struct ToastAnnouncementTests {

        @Test(.enabled(if: !gtkIs4_8, "GTK 4.14 or later: 4.8 has no announcements (the test below)"))
        func aToastIsAnnouncedPolitelyAndAnErrorToastAssertively() async throws {
            try await withDisplay {
                let host = try TestHost()
                let listener = try listenForAnnouncements(of: host.process.pid, count: 2, wait: 20)
                defer { listener.stop() }

                host.toast(HostToast(title: "Note deleted", action: "Undo", duration: 10))
                #expect(try host.process.line(startingWith: "toast-announce") == "toast-announce polite made Note deleted")
                let polite = try listener.line(startingWith: #"{"text""#, within: 10)
                #expect(polite == #"{"text": "Note deleted", "politeness": "polite"}"#)

                host.send("toast-error Sync failed")
                #expect(try host.process.line(startingWith: "toast-announce") == "toast-announce assertive made Sync failed")
                let assertive = try listener.line(startingWith: #"{"text""#, within: 10)
                #expect(assertive == #"{"text": "Sync failed", "politeness": "assertive"}"#)
                try host.quit()
            }
        }

        @Test(.enabled(if: gtkIs4_8, "GTK 4.8 only: a newer GTK announces (the test above)"))
        func onGtk48NoAnnouncementIsMadeAndTheToastShowsAsBeforeErrorsWouldBeAssertive() async throws {
            try await withDisplay {
                let host = try TestHost()
                host.toast(HostToast(title: "Note deleted", duration: 10))
                #expect(try host.process.line(startingWith: "toast-announce") == "toast-announce polite unsupported Note deleted")
                try host.screen.waitForLabel("Note deleted")
                // An error toast would be said at once, where GTK can.
                host.send("toast-error Sync failed")
                #expect(try host.process.line(startingWith: "toast-announce") == "toast-announce assertive unsupported Sync failed")
                try host.quit()
            }
        }
    }
}
