import Foundation
import PresentationKitGtk
import Testing

// This target is built with `.defaultIsolation(MainActor.self)`, as the README advises
// for app targets: the library is used below without a single `@MainActor`,
// `@Sendable` or `nonisolated`. That it compiles under Swift 6 is most of the test.

@Observable
final class LibraryModel {
    var attempt = 0
    var failed = false
    func load() async throws {
        attempt += 1
        throw LoadError()
    }
}

struct LoadError: LocalizedError {
    var errorDescription: String? { "Could not load." }
}

final class LibraryWindow: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let errorToastContext: PresentationContext<any Error>? = PresentationContext<any Error>()
    let model = LibraryModel()

    func presentation(for error: any Error) -> ErrorPresentation { .alert }

    /// What an app writes for its window; compiled here, shown by the GTK suites.
    func attach(to window: UnsafeMutablePointer<GtkWindow>) {
        window.alert(for: errorContext)
        window.alert("Attempt \(self.model.attempt)", isPresented: Binding(model, \.failed)) {
            AlertAction("Retry") { self.model.failed = true }
        }
        window.toast(for: errorToastContext!)
        window.onCloseRequest { _ in self.model.failed }
    }
}

@Suite("The library with the main actor as default isolation")
struct DefaultIsolationTests {

    @Test func anUnannotatedAlerterAlertsWhatItsTaskThrows() async {
        let window = LibraryWindow()
        await window.tryWithErrorAlert { try await window.model.load() }.value
        #expect(window.model.attempt == 1)
        #expect(window.errorContext.item is LoadError)
        #expect(AlertMessage(error: window.errorContext.item!).title == "Could not load.")
    }

    @Test func anUnannotatedBindingReadsAndWritesTheModel() {
        let model = LibraryModel()
        let failed = Binding(model, \.failed)
        failed.wrappedValue = true
        #expect(model.failed)
    }
}
