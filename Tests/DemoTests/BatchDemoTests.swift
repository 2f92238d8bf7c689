import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// The demo's **Copy 20 files** (`tryEachWithErrorAlert`), answered as a person would,
    /// in both styles: photo-07 and photo-14 fail on their first try, photo-10 and photo-17
    /// always. The demo prints the batch's outcome (`copied …`) when it ends.
    @Suite("alert-demo: a batch with Skip, Skip All and Try Again", .displaySuite)
    struct BatchDemoTests {

        static func failure(_ message: String, _ file: String) -> String {
            "\(message)\n\nThis happened while working on “\(file)”."
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func tryAgainCopiesTheFileAndSkipAllSkipsEveryLaterFailureWithoutAsking(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Copy 20 files")
                try demo.waitForLabel(Self.failure("The disk is busy.", "photo-07.jpg"))
                let busy = try demo.dialog()
                #expect(busy.labels == ["Could not copy the file", Self.failure("The disk is busy.", "photo-07.jpg")])
                #expect(busy.buttonLabels == busy.asShown(["Cancel", "Skip All", "Skip", "Try Again"]))
                try demo.clickInDialog("Try Again")

                try demo.waitForLabel(Self.failure("You may not read it.", "photo-10.jpg"))
                let denied = try demo.dialog()
                #expect(denied.buttonLabels == denied.asShown(["Cancel", "Skip All", "Skip"]),
                        "no Try Again where running again cannot help")
                try demo.clickInDialog("Skip All")

                // photo-14's and photo-17's failures are skipped without a question: a question
                // nobody answers would hold the batch, and this line would not come.
                #expect(try demo.marker("copied ") == "copied succeeded=17 skipped=3 failed=0 notRun=0 cancelled=false")
                // The toast first: it goes after 5 s.
                try demo.waitForLabel("3 of 20 items skipped")
                try demo.waitForLabel("Copied 17 of 20 files")
                try demo.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd)
        func skipLeavesOneFileAndTheNextFailureAsksAgain(_ style: DialogStyle) async throws {
            try await withDemo(environment: style.demoEnvironment) { demo in
                try demo.click("Copy 20 files")
                try demo.waitForLabel(Self.failure("The disk is busy.", "photo-07.jpg"))
                try demo.clickInDialog("Try Again")
                try demo.waitForLabel(Self.failure("You may not read it.", "photo-10.jpg"))
                try demo.clickInDialog("Skip")
                try demo.waitForLabel(Self.failure("The disk is busy.", "photo-14.jpg"))
                try demo.clickInDialog("Try Again")
                try demo.waitForLabel(Self.failure("You may not read it.", "photo-17.jpg"))
                try demo.clickInDialog("Skip")
                #expect(try demo.marker("copied ") == "copied succeeded=18 skipped=2 failed=0 notRun=0 cancelled=false")
                try demo.waitForLabel("2 of 20 items skipped")
            }
        }
    }
}
