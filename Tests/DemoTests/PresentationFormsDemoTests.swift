import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// The demo's buttons for the seeds' other presentation forms, used as a person would.
    @Suite("alert-demo's other presentation forms", .displaySuite)
    struct PresentationFormsDemoTests {

        @Test(arguments: DialogStyle.checkedEndToEnd) func signInShowsTheBoolDrivenAlertAndItsActionRuns(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Sign in (isPresented alert)", with: "OK", status: "Sign-in alert answered")
                #expect(dialog.labels == ["Sign-in failed.", "The password is not correct."])
                #expect(dialog.buttonLabels == ["OK"])
                // The flag went back to false: the button shows the alert again.
                try demo.answerAlert(of: "Sign in (isPresented alert)", with: "OK", status: "Sign-in alert answered")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func uploadShowsTheErrorBindingAlertTitledByTheError(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                let dialog = try demo.answerAlert(of: "Upload (error binding alert)", with: "Cancel", status: "Upload cancelled")
                #expect(dialog.labels == ["The upload failed.", "The server is full. Remove some files and try again."])
                #expect(dialog.buttonLabels == dialog.asShown(["Cancel", "Retry"]))
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func sheetShowsTheNoteAndEscapeClosesIt(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Open sheet")
                try demo.waitForLabel("Note 1")
                try demo.press("Escape")
                try demo.waitForLabel("Sheet closed")
                #expect(try !demo.windows().contains { $0.labels.contains("Note 1") })
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func coverShowsTheNoteAndItsDoneButtonDismissesIt(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Open full-screen cover")
                try demo.waitForLabel("Note 1")
                try demo.screen.click("Done")
                try demo.waitForLabel("Cover closed")
                #expect(try !demo.windows().contains { $0.labels.contains("Note 1") })
            }
        }
    }
}
