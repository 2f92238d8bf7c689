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
            try await withDemo(environment: try GermanLocale.environment()) { demo in
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

/// A German locale and the project's catalogues for the demo, made once per run as the
/// translation tests make theirs (Tests/TranslationTests/Locales.swift): glibc's de_DE
/// compiled with `localedef` into a private directory (`LOCPATH`, nothing changed on the
/// machine), and every catalogue compiled by `po/compile` into `locale` beside the built
/// demo, where `TextDomain` reads them in the build tree.
enum GermanLocale {

    /// The environment of a demo that should speak German.
    static func environment() throws -> [String: String] {
        let directory = try prepared.get()
        return ["LOCPATH": directory, "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "LANGUAGE": "de"]
    }

    private static let prepared: Result<String, E2EError> = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pk-demo-locales-\(getpid())").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let output = "\(directory)/de_DE.UTF-8"
            // localedef exits 1 for mere warnings; what counts is that the locale was written.
            _ = try? run("/usr/bin/localedef", ["-i", "de_DE", "-f", "UTF-8", output])
            guard FileManager.default.fileExists(atPath: "\(output)/LC_MESSAGES") else {
                throw E2EError("localedef could not make de_DE.UTF-8: install the `locales` package")
            }
            try run(repositoryRoot.appendingPathComponent("po/compile").path,
                    [productsDirectory.appendingPathComponent("locale").path])
            return .success(directory)
        } catch let error as E2EError {
            return .failure(error)
        } catch {
            return .failure(E2EError("\(error)"))
        }
    }()
}
