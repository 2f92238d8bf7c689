import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// The demo's failures heard while the person is in another app (issue 41): the
    /// library's desktop notifications, with a recording service on the test's bus
    /// (Tests/DesktopReaders/notification-server.py). It moves the keyboard focus to another
    /// program, on both lanes, as the presenters' own notification tests
    /// (GtkPresenterTests.NotificationPresenterTests).
    @Suite("alert-demo's notifications", .displaySuite)
    struct NotificationDemoTests {

        /// Back up in background, clicked (over AT-SPI, which moves no focus) while another
        /// program has the focus: its failure is the service's first call, with the demo's
        /// id for GNOME Shell's lookup of its .desktop file; answered in the demo, withdrawn.
        @Test func backUpInBackgroundNotifiesItsFailureWhileTheWindowIsInactive() async throws {
            try await withDisplay {
                let service = try NotificationService()
                defer { service.process.stop() }   // a failed test leaves no service for the next one
                try await withDemo { demo in
                    _ = try demo.mainWindow()
                    let other = try OtherProgram()
                    try demo.click("Back up in background")
                    let notification = try service.nextNotification(within: 15)
                    #expect(notification.summary == "Backup failed")
                    #expect(notification.body == "The backup disk “Archive” is not connected.")
                    #expect(notification.desktopEntry == "org.presentationkit.AlertDemo")
                    _ = try demo.dialog()
                    try demo.clickInDialog("Cancel")
                    #expect(try service.nextClose() == notification.id)
                    try demo.waitUntilNoDialog()
                    try other.quit()
                }
                try service.stop()
            }
        }
    }
}
