import CGtk
import Foundation
import Observation
import PresentationKit
import PresentationKitGtk

/// The seeds' other presentation forms on the host window, for their end-to-end tests:
/// a Bool-driven alert, an optional-error alert, a sheet and a full-screen cover.
///
/// Commands: `bool-alert`, `error-alert`, `sheet ID`, `cover ID`, `sheet-dismiss`, `cover-dismiss`,
/// `read-state` (prints "state didFail=… loginError=… sheet=… dismissals=…"); a
/// confirmation dialog: `confirm FILE` (selects FILE, then asks), `confirm-hidden` (its
/// title hidden, no message), `read-confirming` (prints "confirming true|false").
@MainActor
final class Forms {

    @Observable @MainActor
    final class Model {
        var didFail = false
        var loginError: LoginError?
        let documents = PresentationContext<Document>()
        let covers = PresentationContext<Document>()
        var dismissals = 0
        var confirming = false
        var confirmingHidden = false
        var selected: String?
    }

    struct LoginError: LocalizedError {
        var errorDescription: String? { "Login failed." }
        var failureReason: String? { "The password is wrong." }
    }

    struct Document: Identifiable {
        let id: String
    }

    let model = Model()
    private var presenters: [AnyObject] = []
    private let host: Host

    init(host: Host, window: UnsafeMutablePointer<GtkWindow>) {
        self.host = host
        let model = model
        presenters = [
            window.alert("Login failed.", isPresented: Binding(model, \.didFail)),
            window.alert(error: Binding(model, \.loginError)) { _ in
                [AlertAction("Try Again") { host.emit("action Try Again") }, AlertAction("Cancel", role: .cancel)]
            } message: { error in
                error.failureReason
            },
            window.sheet(for: model.documents, onDismiss: { model.dismissals += 1 }) { document in
                Self.content(for: document)
            },
            window.fullScreenCover(for: model.covers, onDismiss: { model.dismissals += 1 }) { document in
                Self.content(for: document)
            },
            // Made before anything is selected: `presenting:` is read when the dialog shows.
            window.confirmationDialog("Delete the file?", isPresented: Binding(model, \.confirming),
                                      titleVisibility: .visible, presenting: model.selected) { file in
                AlertAction("Delete \(file)", role: .destructive) { host.emit("action Delete \(file)") }
            } message: { file in
                "“\(file)” will be gone for good."
            },
            window.confirmationDialog("Delete the file?", isPresented: Binding(model, \.confirmingHidden),
                                      titleVisibility: .hidden) {
                AlertAction("Delete", role: .destructive) { host.emit("action Delete") }
            },
        ]
    }

    /// Handle a form command; `false` when the command is not one of these.
    func handle(_ command: String, _ argument: String) -> Bool {
        switch command {
        case "bool-alert": model.didFail = true
        case "error-alert": model.loginError = LoginError()
        case "sheet": model.documents.present(Document(id: argument))
        case "cover": model.covers.present(Document(id: argument))
        case "sheet-dismiss": model.documents.dismiss()
        case "cover-dismiss": model.covers.dismiss()
        case "confirm":
            model.selected = argument
            model.confirming = true
        case "confirm-hidden": model.confirmingHidden = true
        case "read-confirming": host.emit("confirming \(model.confirming || model.confirmingHidden)")
        case "read-state":
            let sheet = model.documents.item?.id ?? model.covers.item?.id ?? "-"
            host.emit("state didFail=\(model.didFail) loginError=\(model.loginError == nil ? "nil" : "set") sheet=\(sheet) dismissals=\(model.dismissals)")
        default: return false
        }
        return true
    }

    /// A sheet's content: a label naming the document.
    private static func content(for document: Forms.Document) -> UnsafeMutablePointer<GtkWidget> {
        gtk_label_new("Document \(document.id)")
    }
}
