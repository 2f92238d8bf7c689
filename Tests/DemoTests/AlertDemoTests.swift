import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// alert-demo on a virtual display: every button clicked by its label, every alert
    /// read and answered as a person would, the status line checked after each action.
    @Suite("alert-demo on a real display", .displaySuite)
    struct AlertDemoTests {

        /// Every button of the window, column by column. Read back row by row (the reader's
        /// order: top to bottom, then left to right), the two columns interleave, so the
        /// window's buttons are compared as a sorted list; their Tab order is
        /// KeyboardTests' `tabReachesEachButtonInOrder`.
        static let buttons = [
            "Fetch from network", "Trigger custom error", "Trigger generic error",
            "Delete…", "Copy 20 files", "Start slow task", "Trigger three errors", "Sync with Try Again",
            "Save (error with details)", "Empty trash (Don’t ask again)", "Ask again",
            "Sign in (isPresented alert)", "Upload (error binding alert)", "Open sheet", "Open full-screen cover",
            "Rename…", "Connect…", "Back up in background", "Close 3 documents", "Download",
            "Sync status", "Sync in background (toasts)", "Sync with a conflict", "Delete note (Undo toast)",
        ]

        @Test(arguments: DialogStyle.checkedEndToEnd) func windowShowsTheSeedsButtonsAndTheStatusLine(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let window = try demo.mainWindow()
                #expect(window.buttonLabels.sorted() == (style.headerBarButtons + Self.buttons).sorted())
                #expect(window.labels.contains("Ready"))
                #expect(try !demo.showsDialog())
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func fetchFromNetworkAlertsTheRealConnectionErrorAsASentence(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Fetch from network", with: "OK", status: "Fetch failed")
                #expect(dialog.labels.first == "Error")
                let body = dialog.labels.dropFirst().first ?? ""
                #expect(body.hasPrefix("Could not connect to the server. (http://127.0.0.1:9/)"), "a sentence first: \(body)")
                #expect(!body.contains("NSURLErrorDomain"))
                #expect(dialog.buttonLabels == ["OK"])
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func customErrorShowsItsOwnAlertAndOKDismissesIt(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Trigger custom error", with: "OK", status: "Custom error thrown")
                #expect(dialog.labels == ["A networkUnavailable error occurred", "Please try again later."])
                #expect(dialog.buttonLabels == ["OK"])
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func genericErrorIsAlertedAsErrorAndOKDismissesIt(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Trigger generic error", with: "OK", status: "Generic error thrown")
                #expect(dialog.labels == ["Error", "The server returned a response that could not be understood."])
                #expect(dialog.buttonLabels == ["OK"])
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func deleteAsksFirstAndDeletesOnlyWhenConfirmed(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Delete…", with: "Delete", status: "Deleted")
                #expect(dialog.labels == ["Delete all items?", "You can’t undo this."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Delete"]))

                // Escape on this alert: KeyboardTests.
                try demo.answerAlert(of: "Delete…", with: "Cancel", status: "Delete cancelled")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func cancellingTheSlowTaskShowsNoAlert(_ style: DialogStyle) async throws {
            // 60 s, not 3: on a loaded machine the 3 s task once ended by itself between
            // the clicks, and its alert stood where "Cancelled" was awaited.
            let environment = style.demoEnvironment.merging(["ALERT_DEMO_SLOW_TASK_SECONDS": "60"]) { _, given in given }
            try await withDemo(environment: environment) { demo in
                try demo.click("Start slow task")
                try demo.waitForLabel("Working…")
                try demo.click("Cancel task")
                try demo.waitForLabel("Cancelled")
                // A marker alert: alerts queue in order, so an alert for the cancelled task
                // would stand before it.
                let dialog = try demo.answerAlert(of: "Trigger generic error", with: "OK", status: "Generic error thrown")
                #expect(dialog.labels == ["Error", "The server returned a response that could not be understood."],
                        "the first alert after cancelling is the marker")
                #expect(try demo.mainWindow().buttonLabels.sorted() == (style.headerBarButtons + Self.buttons).sorted(),
                        "the cancel button is gone again")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func theSlowTaskLeftToRunEndsInAnAlert(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Start slow task")
                // Not "Working…" nor the Cancel task button: both last the task's 3 s, which a
                // slow tree read can pass by (Wayland lane, fresh root, 2026-12-04); the test
                // above, whose task runs 60 s, reads them.
                let dialog = try demo.dialog(within: 15)
                #expect(dialog.labels == ["Error", "The request timed out. (http://127.0.0.1:9/)"])
                try demo.waitForLabel("Slow task failed")
                try demo.clickInDialog("OK")
                try demo.waitUntilNoDialog()
            }
        }

        /// An error that follows the person's click is ready at once; a background job's, which
        /// arrives after the alerter's 1 s threshold, holds its buttons (the library's "Alert
        /// buttons live" debug line says when they come alive; a held alert answered by a click
        /// waits for it, so a line for the first alert would stand before the second's).
        @Test(arguments: DialogStyle.checkedEndToEnd) func aBackgroundJobsLateErrorIsHeldWhereAClicksErrorIsNot(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment.merging(["G_MESSAGES_DEBUG": "PresentationKit"]) { $1 }) { demo in
                _ = try demo.answerAlert(of: "Trigger generic error", with: "OK", status: "Generic error thrown")
                try demo.click("Back up in background")
                // Not a wait for "Backing up in background…": that status lasts the backup's
                // 1.2 s, and a loaded machine's tree read (paused twice its length between
                // attempts) passed it by. The backup's alert shows the click was taken.
                let dialog = try demo.dialog(within: 15)
                #expect(dialog.labels == ["Backup failed", "The backup disk “Archive” is not connected."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Try Again"]))
                let live = try demo.process.line(startingWith: "(alert-demo:\(demo.process.pid)): PresentationKit-DEBUG")
                #expect(live.hasSuffix("Alert buttons live: Backup failed"), "the first held alert: \(live)")
                try demo.clickInDialog("Cancel")
                try demo.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func threeErrorsAreAlertedOneAfterAnotherNoneLost(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Trigger three errors")
                let expected = [
                    ["A networkUnavailable error occurred", "Please try again later."],
                    ["A serverError error occurred", "Please try again later."],
                    ["Error", "The request timed out. (http://127.0.0.1:9/)"],
                ]
                for (index, labels) in expected.enumerated() {
                    try demo.waitForLabel(labels[0])
                    // The one dialog, once its texts are read: libadwaita's was once read with
                    // none yet, right as it showed (X11, a fresh root, 2026-12-04).
                    var dialog = try demo.onlyDialog()
                    if dialog.labels != labels {
                        dialog = (try? waitFor(within: 5) { () -> Screen.Window? in
                            let shown = try demo.onlyDialog()
                            return shown.labels == labels ? shown : nil
                        }) ?? dialog
                    }
                    #expect(dialog.labels == labels, "alert \(index + 1)")
                    try demo.clickInDialog("OK")
                    if index < expected.count - 1 { try demo.waitForLabel(expected[index + 1][0]) }
                }
                try demo.waitUntilNoDialog()
                try demo.waitForLabel("Three errors thrown")
                // A marker alert: a fourth alert would stand before it in the queue.
                let marker = try demo.answerAlert(of: "Trigger generic error", with: "OK", status: "Generic error thrown")
                #expect(marker.labels == ["Error", "The server returned a response that could not be understood."],
                        "exactly three alerts before the marker")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func tryAgainRunsTheSyncAgainUntilItSucceeds(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Sync with Try Again")
                var dialog = try demo.dialog()
                #expect(dialog.labels == ["Sync failed", "The server is busy."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Try Again"]))
                try demo.waitForLabel("Sync failed (attempt 1)")

                // The library's Try Again runs the same operation again; its second
                // failure's alert says which attempt failed.
                try demo.clickInDialog("Try Again")
                try demo.waitForLabel("The server is busy.\n\nAttempt 2 failed.")
                dialog = try demo.onlyDialog()
                #expect(dialog.labels == ["Sync failed", "The server is busy.\n\nAttempt 2 failed."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Try Again"]))
                try demo.waitForLabel("Sync failed (attempt 2)")

                try demo.clickInDialog("Try Again")
                try demo.waitForLabel("Synced on attempt 3")
                try demo.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func cancellingTheSyncAlertGivesUp(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.answerAlert(of: "Sync with Try Again", with: "Cancel", status: "Sync cancelled")
            }
        }
    }
}
