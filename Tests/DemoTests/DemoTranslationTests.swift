import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// alert-demo in German, read as a person would: the demo's own texts from its
    /// `alert-demo` catalogue beside the library's from `presentationkit` (and GTK's Cancel),
    /// so that no English demo text stands beside a German library button.
    @Suite("alert-demo in German", .displaySuite)
    struct DemoTranslationTests {

        /// One launch: the window's button and status line (GtkBuilder texts, translated in
        /// the demo's domain), then an alert of the demo's with the library's Try Again.
        @Test func theDemoAndItsAlertsSpeakGerman() async throws {
            let german = try Locales.environment("de_DE.UTF-8").merging(["LANGUAGE": "de"]) { $1 }
            try await withDemo(environment: german) { demo in
                let window = try demo.mainWindow()
                #expect(window.labels.contains("Bereit"), "\(window.labels)")
                #expect(window.buttonLabels.contains("Allgemeinen Fehler auslösen"), "\(window.buttonLabels)")

                try demo.click("Abgleichen mit „Erneut versuchen“")
                let dialog = try demo.dialog()
                #expect(dialog.labels == ["Abgleich fehlgeschlagen", "Der Server ist ausgelastet."])
                // Cancel: the demo leaves it to GTK's own word; Try Again: the library's.
                #expect(dialog.buttonLabels == dialog.asShown(["Abbrechen", "Erneut versuchen"]))
                try demo.waitForLabel("Abgleich fehlgeschlagen (Versuch 1)")
                try demo.clickInDialog("Abbrechen")
                try demo.waitForLabel("Abgleich abgebrochen")
                try demo.waitUntilNoDialog()
            }
        }
    }
}
