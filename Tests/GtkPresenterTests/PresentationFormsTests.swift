import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// The seeds' other presentation forms on a real display: Bool-driven alerts,
    /// optional-error alerts, sheets and full-screen covers.
    @Suite("Presentation forms on a real display", .displaySuite)
    struct PresentationFormsTests {

        @Test func boolAlertShowsWhenTrueAndAnsweringSetsItBackToFalse() async throws {
            try await withTestHost { host in
                host.send("bool-alert")
                let dialog = try host.screen.dialog()
                #expect(dialog.labels == ["Login failed."])
                #expect(dialog.buttonLabels == ["OK"], "no actions: a standard OK")
                #expect(try host.state().contains("didFail=true"))
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
                #expect(try host.state().contains("didFail=false"))
            }
        }

        @Test func errorAlertIsTitledByTheErrorAndDismissalResetsItToNil() async throws {
            try await withTestHost { host in
                host.send("error-alert")
                let dialog = try host.screen.dialog()
                #expect(dialog.labels == ["Login failed.", "The password is wrong."])
                #expect(dialog.buttonLabels == ["Cancel", "Try Again"])
                try host.screen.click("Cancel")
                try host.screen.waitUntilNoDialog()
                #expect(try host.state().contains("loginError=nil"))
                host.send("error-alert")
                try host.screen.click("Try Again")
                #expect(try host.nextAction() == "Try Again")
                #expect(try host.state().contains("loginError=nil"))
            }
        }

        @Test(.pressesKeys) func escapeClosesASheetClearsTheContextAndCallsOnDismissOnce() async throws {
            try await withTestHost { host in
                host.send("sheet A")
                try host.screen.waitForLabel("Document A")
                #expect(try host.state().hasSuffix("sheet=A dismissals=0"))
                try host.screen.press("Escape")
                try waitForState(host, "sheet=- dismissals=1")
                #expect(try !host.screen.windows().contains { $0.labels.contains("Document A") })
            }
        }

        @Test func sheetsPresentedWhileOneIsShownQueueAndDismissFromCodeShowsTheNext() async throws {
            try await withTestHost { host in
                host.send("sheet A")
                host.send("sheet B")
                try host.screen.waitForLabel("Document A")
                #expect(try !host.screen.windows().contains { $0.labels.contains("Document B") })
                host.send("sheet-dismiss")
                try host.screen.waitForLabel("Document B")
                try waitForState(host, "sheet=B dismissals=1")
                host.send("sheet-dismiss")
                try waitForState(host, "sheet=- dismissals=2")
                try host.screen.waitUntilNoLabel("Document B")
            }
        }

        @Test(.pressesKeys) func fullScreenCoverShowsItsContentAndEscapeClosesIt() async throws {
            try await withTestHost { host in
                host.send("cover C")
                try host.screen.waitForLabel("Document C")
                try host.screen.press("Escape")
                try waitForState(host, "sheet=- dismissals=1")
            }
        }
    }
}

extension TestHost {
    /// The forms' state line: "state didFail=… loginError=… sheet=… dismissals=…".
    func state() throws -> String {
        send("read-state")
        return try process.line(startingWith: "state ")
    }
}

/// Poll the host's state until it ends with `suffix`: closing a window is asynchronous.
private func waitForState(_ host: TestHost, _ suffix: String, within seconds: Double = 5) throws {
    let deadline = Deadline(seconds: seconds)
    var last = ""
    while !deadline.hasPassed {
        last = try host.state()
        if last.hasSuffix(suffix) { return }
        usleep(50_000)
    }
    throw E2EError("state never ended with “\(suffix)”; last: \(last)")
}
