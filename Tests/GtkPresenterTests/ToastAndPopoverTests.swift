import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// Toasts, errors routed to them, and popovers, on a real display: read through AT-SPI,
    /// driven by the pointer and the keyboard, timed from outside the program. Negative
    /// checks ("it did not go", "it ran once") read what the host printed before a marker
    /// (`mark-after`) that it prints after the point in question.
    @Suite("Toasts and popovers on a real display", .displaySuite)
    struct ToastAndPopoverTests {

        @Test func aToastShowsItsTextAndGoesAfterItsDuration() async throws {
            try await withTestHost { host in
                host.toast(HostToast(title: "Saved", duration: 1.5))
                try host.process.line(startingWith: "toast-shown Saved")
                let shown = SuspendingClock.now
                try host.screen.waitForLabel("Saved", within: 2)
                try host.screen.waitUntilNoLabel("Saved", within: 5)
                let seconds = (SuspendingClock.now - shown).inSeconds
                // Seen from outside it must not go early; how late a loaded machine reads its
                // going says nothing of the toast, so the length is checked on the host's clock.
                #expect(seconds >= 1.45, "on screen for \(seconds) s, asked for 1.5 s")
                let ended = try host.toastEnded()
                #expect(ended.reason == "timedOut" && ended.title == "Saved")
                #expect((1_500...1_750).contains(ended.milliseconds), "the clock ran \(ended.milliseconds) ms")
            }
        }

        @Test(.pressesKeys) func aToastStaysWhileThePointerRestsOnIt() async throws {
            try await withTestHost { host in
                // 5 s: time enough to move the pointer there on a busy machine; the marker
                // comes a second past the time the toast had left when it paused, so past the
                // end of an unpaused toast however long the pointer took.
                host.toast(HostToast(title: "Hover me", duration: 5))
                try host.process.line(startingWith: "toast-shown Hover me")
                // The toast slides in (200 ms): read its place until it stays put, so the
                // pointer lands where it ends up.
                var place = try host.screen.extents(ofLabel: "Hover me")
                for _ in 0..<20 {
                    let again = try host.screen.extents(ofLabel: "Hover me")
                    if again == place { break }
                    place = again
                }
                // From elsewhere onto it: a pointer already resting there would cross nothing.
                try host.screen.movePointerAway()
                try host.screen.movePointer(toX: place.x + place.width / 2, y: place.y + place.height / 2, inWindowNamed: "Test Host")
                let left = try host.toastPausedLeft()
                host.send("mark-after \(left + 1_000) late")
                let before = try host.process.lines(before: "mark late", within: 10)
                #expect(!before.contains { $0.hasPrefix("toast-ended") }, "the toast went while hovered: \(before)")
                try host.screen.waitForLabel("Hover me", within: 1)
                try host.screen.movePointerAway()
                try host.process.line(startingWith: "toast-paused false")
                try host.screen.waitUntilNoLabel("Hover me", within: Double(left) / 1_000 + 5)
                #expect(try host.toastEnded().reason == "timedOut")
            }
        }

        @Test(.pressesKeys) func aToastStaysWhileItHasKeyboardFocusAndF6ReachesIt() async throws {
            try await withTestHost { host in
                host.toast(HostToast(title: "Read me", action: "Undo", duration: 4))
                try host.process.line(startingWith: "toast-shown Read me")
                try host.screen.press("F6")
                let left = try host.toastPausedLeft()
                host.send("mark-after \(left + 1_000) late")
                let before = try host.process.lines(before: "mark late", within: 10)
                #expect(!before.contains { $0.hasPrefix("toast-ended") }, "the toast went while focused: \(before)")
                try host.screen.waitForLabel("Read me", within: 1)
                // F6 again: focus back where it was, and the clock runs out.
                try host.screen.press("F6")
                try host.process.line(startingWith: "toast-paused false")
                try host.screen.waitUntilNoLabel("Read me", within: Double(left) / 1_000 + 5)
                #expect(try host.toastEnded().reason == "timedOut")
            }
        }

        @Test func theActionRunsOnceAndEndsTheToast() async throws {
            try await withTestHost { host in
                host.toast(HostToast(title: "Note deleted", action: "Undo", duration: 10))
                try host.screen.waitForLabel("Note deleted")
                let window = try #require(try host.screen.windows().first { $0.title == "Test Host" })
                // Named once each, by their labels.
                #expect(Set(window.buttons.map(\.name)) == ["Undo", "Close"], "buttons read \(window.buttons.map(\.name))")
                try host.screen.click("Undo", inWindowTitled: "Test Host")
                // The toast ends (its item dismissed) first, then the action runs.
                #expect(try host.toastEnded().reason == "action")
                #expect(try host.nextAction() == "Undo")
                try host.screen.waitUntilNoLabel("Note deleted")
                host.send("mark-after 300 settled")
                let after = try host.process.lines(before: "mark settled")
                #expect(!after.contains { $0.hasPrefix("action") }, "the action ran again: \(after)")
            }
        }

        @Test func queuedToastsShowOneAfterAnotherInOrder() async throws {
            try await withTestHost { host in
                for title in ["First", "Second", "Third"] {
                    host.toast(HostToast(title: title, duration: 0.4))
                }
                // Shown and ended lines in the order printed: each toast ends before the next shows.
                var printed: [String] = []
                for _ in 0..<3 { printed += try host.process.lines(through: "toast-ended ", within: 5) }
                let events = printed.compactMap { line -> String? in
                    if line.hasPrefix("toast-shown ") { return "shown " + line.dropFirst("toast-shown ".count) }
                    // "toast-ended REASON MS TITLE"
                    let parts = line.split(separator: " ", maxSplits: 3)
                    guard parts.count == 4, parts[0] == "toast-ended" else { return nil }
                    return "ended \(parts[1]) \(parts[3])"
                }
                #expect(events == ["shown First", "ended timedOut First", "shown Second", "ended timedOut Second",
                                   "shown Third", "ended timedOut Third"])
                host.send("read-toasts")
                #expect(try host.process.line(startingWith: "toasts ").contains("queue=0"))
            }
        }

        @Test(.pressesKeys) func theCloseButtonEscapeAndCodeEachEndTheToast() async throws {
            try await withTestHost { host in
                host.toast(HostToast(title: "One", duration: 30))
                try host.screen.waitForLabel("One")
                try host.screen.click("Close", inWindowTitled: "Test Host")
                #expect(try host.toastEnded().reason == "closed")

                host.toast(HostToast(title: "Two", duration: 30))
                try host.process.line(startingWith: "toast-shown Two")
                try host.screen.press("F6")
                try host.process.line(startingWith: "toast-paused true")
                try host.screen.press("Escape")
                #expect(try host.toastEnded().reason == "escape")

                host.toast(HostToast(title: "Three", duration: 30))
                try host.screen.waitForLabel("Three")
                host.send("toast-dismiss")
                #expect(try host.toastEnded().reason == "dismissed")
                try host.screen.waitUntilNoLabel("Three")
            }
        }

        @Test func repeatsOfAnErrorMergeIntoItsToastAndItsRetryRunsOnce() async throws {
            try await withTestHost { host in
                host.send("toast-error Sync failed")
                try host.screen.waitForLabel("Sync failed")
                host.send("toast-error Sync failed")
                host.send("toast-error Sync failed")
                try host.screen.waitForLabel("Sync failed (3 times)")
                host.send("mark-after 100 counted")
                let before = try host.process.lines(before: "mark counted")
                #expect(before.filter { $0.hasPrefix("toast-shown") } == ["toast-shown Sync failed"],
                        "one toast for three repeats: \(before)")
                #expect(try !host.screen.showsDialog(), "a routed error showed an alert")
                try host.screen.click("Retry", inWindowTitled: "Test Host")
                #expect(try host.nextAction() == "Retry")
                host.send("mark-after 300 settled")
                let after = try host.process.lines(before: "mark settled")
                #expect(!after.contains { $0.hasPrefix("action") }, "Retry ran again: \(after)")
            }
        }

        @Test func anErrorThatNeedsADecisionStaysAnAlert() async throws {
            try await withTestHost { host in
                host.send("decision-error Delete failed")
                let dialog = try host.screen.dialog()
                #expect(dialog.labels == ["Delete failed"])
                #expect(dialog.buttonLabels == ["Cancel", "Delete Anyway"])
                host.send("read-toasts")
                let state = try host.process.line(startingWith: "toasts ")
                #expect(state.contains("errors=0+0") && state.contains("alerts=1"), "\(state)")
                try host.screen.click("Cancel")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(.pressesKeys) func aPopoverOpensAtItsAnchorAndEscapeClosesItWithOneOnDismiss() async throws {
            try await withTestHost { host in
                host.send("popover A")
                try host.screen.waitForLabel("Detail A")
                // The anchor is the host window's label, which fills it; arrowEdge .top puts the
                // popover below it, centred on it. Places on screen, from the X server.
                let windows = try host.screen.xWindows()
                let main = try #require(windows.first { $0.name == "Test Host" })
                let anchor = try host.screen.extents(ofLabel: "pk-test-host")
                let popover = try #require(windows.first { $0.name != "Test Host" }, "no popover surface among \(windows)")
                let anchorBottom = main.y + anchor.y + anchor.height
                let anchorCentre = main.x + anchor.x + anchor.width / 2
                #expect(abs(popover.y - anchorBottom) <= 16, "popover top at \(popover.y), anchor bottom at \(anchorBottom)")
                #expect(abs(popover.x + popover.width / 2 - anchorCentre) <= 16,
                        "popover centred at \(popover.x + popover.width / 2), anchor at \(anchorCentre)")
                try host.screen.press("Escape")
                try host.process.line(startingWith: "popover-dismissed 1")
                try host.screen.waitUntilNoLabel("Detail A")
                host.send("mark-after 300 settled")
                let after = try host.process.lines(before: "mark settled")
                #expect(!after.contains { $0.hasPrefix("popover-dismissed") }, "onDismiss ran again: \(after)")
                host.send("read-toasts")
                #expect(try host.process.line(startingWith: "toasts ").contains("popover=- dismissals=1"))
            }
        }

        @Test func dismissingFromCodeClosesThePopoverAndQueuedItemsFollow() async throws {
            try await withTestHost { host in
                host.send("popover A")
                host.send("popover B")
                try host.screen.waitForLabel("Detail A")
                host.send("popover-dismiss")
                try host.process.line(startingWith: "popover-dismissed 1")
                try host.screen.waitForLabel("Detail B")
                host.send("popover-dismiss")
                try host.process.line(startingWith: "popover-dismissed 2")
                try host.screen.waitUntilNoLabel("Detail B")
            }
        }
    }
}

extension TestHost {
    /// The next "toast-ended REASON MS TITLE" line.
    func toastEnded(within seconds: Double = 10) throws -> (reason: String, milliseconds: Int, title: String) {
        let line = try process.line(startingWith: "toast-ended ", within: seconds)
        let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
        guard parts.count == 4, let milliseconds = Int(parts[2]) else { throw E2EError("bad line “\(line)”") }
        return (parts[1], milliseconds, parts[3])
    }

    /// The next "toast-paused true left=MS" line's milliseconds: what the toast's clock had
    /// left when it stopped.
    func toastPausedLeft(within seconds: Double = 10) throws -> Int {
        let paused = try fields(of: "toast-paused true ", within: seconds)
        guard let left = paused["left"].flatMap({ Int($0) }), left >= 0 else { throw E2EError("bad line: \(paused)") }
        return left
    }
}

extension Screen {
    /// Whether a dialog is shown now.
    func showsDialog() throws -> Bool {
        try windows().contains { ["dialog", "alert"].contains($0.role) }
    }
}
