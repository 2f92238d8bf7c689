import CGtk
import Foundation
import Observation
import PresentationKit
import PresentationKitGtk

/// The demo's alerts that ask (issue 33): **Rename…**, whose reason to refuse a name is
/// live (empty, holding “/”, or taken), and **Connect…**, which asks for a user and a
/// password and fails the first time with the error alert and Try Again.
@MainActor
final class DemoFields {

    /// What the two alerts read and write.
    @MainActor @Observable
    final class Model {
        var renaming = false
        var fileName = "notes.txt"
        var newName = ""
        var user = ""
        var password = ""
        var connections = 0
        let taken: Set<String> = ["todo.txt", "plans.txt"]

        /// Why `name` cannot be the file's new name, or `nil`.
        func reasonToRefuse(_ name: String) -> String? {
            if name.trimmingCharacters(in: .whitespaces).isEmpty { return tr("A name is needed.") }
            if name.contains("/") { return tr("A name cannot contain “%@”.", "/") }
            if taken.contains(name) { return tr("A file named “%@” already exists.", name) }
            return nil
        }
    }

    /// The first connection is refused, so the demo shows the error alert and Try Again.
    struct ConnectionRefused: LocalizedError {
        var errorDescription: String? { tr("Could not connect to “%@”.", DemoFields.server) }
        var failureReason: String? { tr("The server did not accept the user name or password.") }
    }

    /// The server **Connect…** asks for (a name, not translated).
    nonisolated static let server = "files.example.org"

    let model = Model()
    private let window: UnsafeMutablePointer<GtkWindow>
    /// Weak: the window owns this.
    private weak var alerter: DemoWindow?
    private let report: @MainActor (String) -> Void
    private var renamePresenter: AlertPresenter?

    init(window: UnsafeMutablePointer<GtkWindow>, alerter: DemoWindow, report: @escaping @MainActor (String) -> Void) {
        self.window = window
        self.alerter = alerter
        self.report = report
        let model = model
        renamePresenter = window.alert(tr("Rename “%@”", model.fileName), isPresented: Binding(model, \.renaming)) {
            AlertTextField(tr("Name"), text: Binding(model, \.newName), id: "name")
                .validation { model.reasonToRefuse($0) }
                .selection(.baseName)
            AlertAction(tr.standardLabel("Cancel"), role: .cancel) { report(tr("Rename cancelled")) }
            AlertAction(tr("Rename"), isDefault: true) {
                model.fileName = model.newName
                report(tr("Renamed to %@", model.newName))
            }
        }
    }

    /// Ask for a new name, the current one prefilled, its base name selected.
    func rename() {
        model.newName = model.fileName
        model.renaming = true
    }

    /// Ask for a user and a password, then connect: refused the first time.
    func connect() {
        let model = model
        Task {
            let answer = await AlertMessage(title: tr("Connect to “%@”", Self.server)) {
                AlertTextField(tr("User"), text: Binding(model, \.user), prompt: tr("Your user name"), id: "user")
                AlertSecureField(tr("Password"), text: Binding(model, \.password))
                AlertAction(tr.standardLabel("Cancel"), role: .cancel)
                AlertAction(tr("Connect"), id: "connect", isDefault: true)
                    .disabled(model.user.isEmpty || model.password.isEmpty)
            }.present(on: window)
            guard answer.id == "connect", let user = answer.texts["user"] else {
                report(tr("Connect cancelled"))
                return
            }
            alerter?.tryWithErrorAlert(retry: true) { [report] in
                model.connections += 1
                if model.connections == 1 { throw ConnectionRefused() }
                report(tr("Connected as %@", user))
            }
        }
    }
}
