import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// Failures you hear about when you are elsewhere (issue 41): pk-test-host's presenters
    /// with their desktop notifications on (`PK_TEST_NOTIFICATIONS=1`), beside a recording
    /// notification service on the test's session bus (Tests/DesktopReaders/notification-server.py;
    /// GLib speaks org.freedesktop.Notifications when nothing owns org.gtk.Notifications).
    ///
    /// Elsewhere is another program's window with the keyboard focus: a second pk-test-host,
    /// its window newly mapped (on this display, with no window manager, GTK gives a window it
    /// maps the focus, and a dialog it shows takes it too; ``OtherProgram``). Each negative
    /// check is fenced by a notification that must come, and be the service's first (or
    /// next) call: D-Bus keeps one sender's calls in order. They run on both lanes but one:
    /// the Wayland lane's Weston has a seat (its X11 backend, scripts/with-display), so there
    /// too the window mapped last is active. On the headless Weston it had before, with no
    /// seat, no window ever read active (`app active=true` not seen in 10 s, 2026-12-04).
    /// The one: a notification's click, which presents a mapped window again (below).
    @Suite("Desktop notifications of alerts and long work", .displaySuite, .serialized)
    struct NotificationPresenterTests {

        /// An alert over an active window sends nothing; the next one, shown while another
        /// program has the focus, is the service's first call.
        @Test func anAlertOverTheActiveWindowSendsNoNotification() async throws {
            try await withNotifyingHost { host, service in
                host.send("window-present")
                try host.waitForAppState(active: true)
                host.present(HostAlert(title: "Seen here", actions: [.plain("OK")]))
                _ = try host.screen.dialog()
                try host.screen.click("OK")
                #expect(try host.nextAction() == "OK")

                let other = try OtherProgram(taking: host)
                host.present(HostAlert(title: "Heard elsewhere", actions: [.plain("OK")]))
                #expect(try service.nextNotification().summary == "Heard elsewhere", "the alert over the active window sent nothing")
                try other.quit()
            }
        }

        /// Elsewhere: the alert's title and message, a default action, the app's id; answered
        /// in the app, the notification is withdrawn (CloseNotification with its id).
        @Test func anAlertWhileElsewhereIsNotifiedAndWithdrawnWhenAnswered() async throws {
            try await withNotifyingHost { host, service in
                let other = try OtherProgram(taking: host)
                host.present(HostAlert(title: "Backup failed", message: "The disk “Backup” is full.",
                                       actions: [.cancel(), .plain("Retry")]))
                let notification = try service.nextNotification()
                #expect(notification.summary == "Backup failed")
                #expect(notification.body == "The disk “Backup” is full.")
                #expect(notification.actions == ["default", ""], "clicking it is its default action")
                #expect(notification.desktopEntry == "org.presentationkit.TestHost")
                #expect(notification.replacesID == 0)

                try host.screen.click("Retry")
                #expect(try host.nextAction() == "Retry")
                #expect(try service.nextClose() == notification.id, "answered in the app: withdrawn")
                try other.quit()
            }
        }

        /// Clicking the notification presents the window, the alert waiting over it, still
        /// unanswered. X11 only: the window is mapped already, and Weston 10 (the Wayland
        /// lane's) has no xdg-activation nor gtk-shell, so presenting it again gives it no
        /// focus there (`window active=true` not seen in 10 s, 2026-12-04).
        @Test(.onX11Only("presents a mapped window again, which Weston 10 (no xdg-activation) does not activate"),
              arguments: DialogStyle.checkedEndToEnd)
        func clickingTheNotificationBringsTheWindowBackWithTheAlertWaiting(_ style: DialogStyle) async throws {
            try await withNotifyingHost(style: style) { host, service in
                let other = try OtherProgram(taking: host)
                host.present(HostAlert(title: "Sync stopped", actions: [.cancel(), .plain("Resume")]))
                let notification = try service.nextNotification()
                // The dialog took the focus as it showed; the window has not had it since.
                _ = try host.screen.dialog()
                _ = try host.linesUntilIdle()   // the window's activity before the click: read
                service.invoke(notification.id)
                _ = try host.process.line(startingWith: "window active=true")
                let dialog = try host.screen.dialog()
                #expect(dialog.labels.first == "Sync stopped")
                #expect(dialog.buttonLabels == ["Cancel", "Resume"])
                let before = try host.linesUntilIdle()
                #expect(!before.contains { $0.hasPrefix("action ") }, "the alert waits unanswered: \(before)")
                try host.screen.click("Resume")
                #expect(try host.nextAction() == "Resume")
                try other.quit()
            }
        }

        /// A repeat merged into the alert shown ("2 times") replaces its notification (the
        /// same id), never adds another.
        @Test func aMergedRepeatUpdatesTheSameNotification() async throws {
            try await withNotifyingHost { host, service in
                let other = try OtherProgram(taking: host)
                host.send("alert-error Upload failed")
                let first = try service.nextNotification()
                #expect(first.summary == "Upload failed")
                host.send("alert-error Upload failed")
                let second = try service.nextNotification()
                #expect(second.replacesID == first.id && second.id == first.id, "the same notification, replaced")
                #expect(second.summary + " " + second.body != first.summary + " " + first.body, "it says the repeat")
                try host.screen.click("OK")
                #expect(try service.nextClose() == first.id)
                try other.quit()
            }
        }

        /// Answered before the service answered its Notify, the alert's notification is still
        /// withdrawn: GLib learns its id only from that answer, so its own withdrawal found
        /// nothing; the library withdraws again once the service has answered.
        @Test func anAlertAnsweredBeforeTheServiceRepliedIsStillWithdrawn() async throws {
            try await withNotifyingHost { host, service in
                let other = try OtherProgram(taking: host)
                try service.holdNextReply()
                host.present(HostAlert(title: "Disk full", actions: [.cancel(), .plain("Retry")]))
                let notification = try service.nextNotification()
                try host.screen.click("Retry")
                #expect(try host.nextAction() == "Retry")
                service.releaseReply()
                #expect(try service.nextClose() == notification.id, "withdrawn once the service answered")
                try other.quit()
            }
        }

        /// A repeat merged while the service has not answered the first Notify replaces that
        /// notification once it has, rather than adding a second one.
        @Test func aRepeatBeforeTheServiceRepliedStillReplacesTheNotification() async throws {
            try await withNotifyingHost { host, service in
                let other = try OtherProgram(taking: host)
                try service.holdNextReply()
                host.send("alert-error Upload failed")
                let first = try service.nextNotification()
                host.send("alert-error Upload failed")
                _ = try host.linesUntilIdle()   // the repeat is merged, its send waits
                service.releaseReply()
                let second = try service.nextNotification()
                #expect(second.replacesID == first.id && second.id == first.id, "the same notification, replaced")
                try host.screen.click("OK")
                #expect(try service.nextClose() == first.id)
                try other.quit()
            }
        }

        /// Long work that finished while the person was elsewhere sends one notification,
        /// its title and "Finished", once it ran for the threshold; shorter work, and work
        /// that failed (its alert notifies instead), send none.
        @Test func longWorkThatFinishesElsewhereNotifiesOnce() async throws {
            try await withNotifyingHost { host, service in
                let other = try OtherProgram(taking: host)
                // Under the threshold: nothing.
                host.send("work-notify-after 600000")
                try runWork(on: host, other: other, attempt: 1, ending: "work-finish")
                // Failed: its alert is the notification, not a "Finished".
                host.send("work-notify-after 0")
                try runWork(on: host, other: other, attempt: 2, ending: "work-fail")
                let failure = try service.nextNotification()
                #expect(failure.summary == "Download failed", "the first call is the failure's alert")
                try host.screen.click("OK")
                _ = try service.nextClose()
                try other.takeFocus(from: host)
                // Past the threshold, finished: one notification.
                try runWork(on: host, other: other, attempt: 3, ending: "work-finish")
                let finished = try service.nextNotification()
                #expect(finished.summary == "Downloading")
                #expect(finished.body == "Finished")
                // Nothing after it: the next call is the next alert's.
                host.present(HostAlert(title: "After the work", actions: [.plain("OK")]))
                #expect(try service.nextNotification().summary == "After the work", "one notification for the work")
                try other.quit()
            }
        }

        /// With no notification service on the bus nothing is sent, and GLib logs nothing
        /// (it warns once when it sends to nobody): the host's stderr stays clean.
        @Test func withNoServiceNothingIsSentAndNothingLogged() async throws {
            try await withDisplay {
                let host = try TestHost(environment: ["PK_TEST_NOTIFICATIONS": "1"])
                let other = try OtherProgram(taking: host)
                host.present(HostAlert(title: "Nobody hears", actions: [.plain("OK")]))
                _ = try host.screen.dialog()
                try host.screen.click("OK")
                #expect(try host.nextAction() == "OK")
                _ = try host.linesUntilIdle()
                #expect(host.process.stderrText.isEmpty, "\(host.process.stderrText)")
                try other.quit()
                try host.quit()
            }
        }
    }
}

/// Run `work-start 0` on `host` (attempt `attempt`), give the focus back to `other` once
/// its dialog shows, then end it with `ending` (`work-finish` or `work-fail`) and wait
/// until it has.
private func runWork(on host: TestHost, other: OtherProgram, attempt: Int, ending: String) throws {
    host.send("work-start 0")
    _ = try host.process.line(startingWith: "work started \(attempt)")
    _ = try host.screen.dialog()
    try other.takeFocus(from: host)
    host.send(ending)
    _ = try host.process.line(startingWith: ending == "work-fail" ? "work failed \(attempt)" : "work finished \(attempt)")
    if ending == "work-finish" { try host.screen.waitUntilNoDialog() }
}

/// Run `body` with the recording service on the bus and a host whose presenters notify.
private func withNotifyingHost(
    style: DialogStyle = .gtk, _ body: @Sendable (TestHost, NotificationService) async throws -> Void
) async throws {
    try await withDisplay {
        let service = try NotificationService()
        defer { service.process.stop() }   // a failed test leaves no service for the next one
        try await withTestHost(style: style, environment: ["PK_TEST_NOTIFICATIONS": "1"]) { host in
            try await body(host, service)
        }
        try service.stop()
    }
}
