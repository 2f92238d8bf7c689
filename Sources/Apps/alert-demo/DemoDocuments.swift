import CGtk
import PresentationKit
import PresentationKitGtk

/// The demo's confirmation that lists its items (issue 34): **Close 3 documents** asks, as
/// GNOME Text Editor's **Save Changes?** does, with a check row for each unsaved document,
/// a Discard button that counts the checked ones (``AlertAction/discard(_:id:handler:)``:
/// the library's translations, with plurals), Cancel and Save.
@MainActor
final class DemoDocuments {

    /// The unsaved documents: a title and an id each.
    static let documents = [("notes.txt", "notes"), ("Plan for Monday.md", "plan"), ("todo.txt", "todo")]

    private let window: UnsafeMutablePointer<GtkWindow>
    private let report: @MainActor (String) -> Void

    init(window: UnsafeMutablePointer<GtkWindow>, report: @escaping @MainActor (String) -> Void) {
        self.window = window
        self.report = report
    }

    /// Ask what to do with the three unsaved documents; the status line says what was done
    /// to which.
    func close() {
        let items = Self.documents.map { AlertItem($0.0, id: $0.1) }
        Task {
            let answer = await AlertMessage(
                title: tr.plural("Save changes to %@ document?", "Save changes to %@ documents?",
                                 count: items.count, String(items.count)),
                message: tr("Changes which are not saved will be permanently lost."),
                items: items
            ) {
                AlertAction(tr.standardLabel("Cancel"), role: .cancel)
                AlertAction.discard(items, id: "discard")
                AlertAction(tr("Save"), id: "save", isDefault: true)
            }.present(on: window)
            let titles = answer.checkedItems.compactMap { id in Self.documents.first { $0.1 == id }?.0 }
            switch answer.id {
            // TRANSLATORS: %@ is the list of the documents' names, such as “notes.txt, todo.txt”.
            case "discard": report(tr("Discarded %@", titles.joined(separator: ", ")))
            case "save" where titles.isEmpty: report(tr("Saved nothing"))
            // TRANSLATORS: %@ is the list of the documents' names, such as “notes.txt, todo.txt”.
            case "save": report(tr("Saved %@", titles.joined(separator: ", ")))
            default: report(tr("Close cancelled"))
            }
        }
    }
}
