import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// The demo's buttons for issue 22's Details and Don't ask again, in both styles.
    @Suite("alert-demo: details and Don't ask again", .displaySuite)
    struct DetailsDemoTests {

        @Test(arguments: DialogStyle.checkedEndToEnd) func saveWithDetailsShowsTheErrorAndItsUnderlyingErrorUnderDetails(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Save (error with details)")
                let dialog = try demo.dialog()
                #expect(dialog.buttonLabels == ["OK"])
                #expect(try demo.screen.widgets().first { $0.name == "Details" }?.expanded == false)
                try demo.screen.act("Details")
                let text = try waitForText(demo)
                #expect(text.contains("Domain: NSCocoaErrorDomain, code 513"), "\(text)")
                #expect(text.contains("Underlying error:\n  Type: "), "\(text)")
                try demo.waitForLabel("Save failed")
                try demo.clickInDialog("OK")
                try demo.waitUntilNoDialog()
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func emptyTrashRemembersItsAnswerUntilAskAgain(_ style: DialogStyle) async throws {
            let config = NSTemporaryDirectory() + "pk-demo-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try await withDemo(environment: style.demoEnvironment.merging(["XDG_CONFIG_HOME": config]) { $1 }) { demo in
                try demo.click("Empty trash (Don’t ask again)")
                #expect(try demo.dialog().labels.contains("Don't ask again"))
                try demo.screen.tick("Don't ask again", in: style)
                try demo.clickInDialog("Empty Trash")
                try demo.marker("answered empty-trash empty")
                try demo.waitForLabel("Trash emptied")
                try demo.waitUntilNoDialog()
                // Remembered: the answer comes with no click, so no dialog waited for one (the
                // status line already read “Trash emptied”, so it alone cannot tell).
                try demo.click("Empty trash (Don’t ask again)")
                try demo.marker("answered empty-trash empty")
                #expect(try demo.screen.dialogs(count: 0).isEmpty, "a dialog asked though the answer was remembered")
                try demo.waitForLabel("Trash emptied")
                try demo.click("Ask again")
                try demo.waitForLabel("Every question asks again")
                let asked = try demo.answerAlert(of: "Empty trash (Don’t ask again)", with: "Cancel", status: "Trash kept")
                #expect(asked.labels.first == "Empty the trash?")
            }
        }
    }
}

/// The text of the expanded Details, once AT-SPI shows it.
private func waitForText(_ demo: DemoApp, within seconds: Double = 5) throws -> String {
    let deadline = Deadline(seconds: seconds)
    while true {
        if let text = try demo.screen.widgets().first(where: { $0.role == "text" })?.text { return text }
        guard !deadline.hasPassed else { throw E2EError("no details text within \(seconds) s") }
        usleep(50_000)
    }
}
