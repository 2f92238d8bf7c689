import CGtk
import Foundation
import Observation
import PresentationKit
import PresentationKitGtk

/// The seeds' other presentation forms, each behind a button of the demo window:
/// an alert driven by a Bool (`alert(_:isPresented:actions:)`), an alert driven by an
/// optional `LocalizedError` (`alert(error:actions:message:)`), a sheet and a
/// full-screen cover over a `PresentationContext` (`sheet(for:onDismiss:content:)`), and a
/// confirmation dialog (`confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`).
@MainActor
final class DemoForms {

    /// The state the forms are bound to, as a SwiftUI view's `@State` would hold it.
    @Observable @MainActor
    final class Model {
        var signInFailed = false
        var uploadError: UploadError?
        let notes = PresentationContext<Note>()
        let covers = PresentationContext<Note>()
        var confirmingDelete = false
        /// The items Delete… deletes: what the confirmation dialog presents.
        var items = ["notes.txt", "todo.txt", "ideas.txt"]
    }

    /// What the upload alert is about.
    struct UploadError: LocalizedError {
        var errorDescription: String? { tr("The upload failed.") }
        var failureReason: String? { tr("The server is full. Remove some files and try again.") }
    }

    /// What a sheet or cover shows: an `Identifiable` item, not an error.
    struct Note: Identifiable {
        let id: Int
    }

    let model = Model()
    private var presenters: [AnyObject] = []
    private var notesOpened = 0
    private let report: @MainActor (String) -> Void

    /// Attach the forms to `window`; `report` puts what happened on the status line.
    init(window: UnsafeMutablePointer<GtkWindow>, report: @escaping @MainActor (String) -> Void) {
        self.report = report
        let model = model
        presenters = [
            // SwiftUI: .alert("Sign-in failed.", isPresented: $signInFailed) { Button("OK") {…} }
            window.alert(tr("Sign-in failed."), isPresented: Binding(model, \.signInFailed),
                         message: tr("The password is not correct.")) {
                // TRANSLATORS: leave it untranslated to get GTK's own translation of “_OK”.
                AlertAction(tr.standardLabel("OK")) { report(tr("Sign-in alert answered")) }
            },
            // SwiftUI: .alert(error: $uploadError) { … } message: { … }
            window.alert(error: Binding(model, \.uploadError)) { _ in
                [AlertAction(tr.standardLabel("Cancel"), role: .cancel) { report(tr("Upload cancelled")) },
                 AlertAction(tr("Retry")) { report(tr("Upload retried")) }]
            } message: { error in
                error.failureReason
            },
            // SwiftUI: .sheet(for: $notes, onDismiss: …) { note in NoteView(note) }
            window.sheet(for: model.notes, title: Self.title, onDismiss: { report(tr("Sheet closed")) }) { note in
                Self.noteView(note, in: model.notes)
            },
            window.fullScreenCover(for: model.covers, title: Self.title, onDismiss: { report(tr("Cover closed")) }) { note in
                Self.noteView(note, in: model.covers)
            },
            // SwiftUI: .confirmationDialog("Delete all items?", isPresented: $confirmingDelete,
            //              titleVisibility: .visible, presenting: items) { items in
            //              Button("Delete", role: .destructive) {…} } message: { _ in Text("You can’t undo this.") }
            window.confirmationDialog(tr("Delete all items?"), isPresented: Binding(model, \.confirmingDelete),
                                      titleVisibility: .visible, presenting: model.items) { items in
                // Without it the dialog would get a Cancel of its own; this one says so on the status line.
                AlertAction(tr.standardLabel("Cancel"), role: .cancel) { report(tr("Delete cancelled")) }
                AlertAction(tr("Delete"), role: .destructive) {
                    model.items.removeAll { items.contains($0) }
                    report(tr("Deleted"))
                }
            } message: { _ in
                tr("You can’t undo this.")
            },
        ]
    }

    /// Ask before deleting every item: the confirmation dialog shows.
    func confirmDelete() {
        model.confirmingDelete = true
    }

    /// A sign-in that fails: the Bool turns true and the alert shows.
    func signIn() {
        model.signInFailed = true
    }

    /// An upload that fails: the error property is set and the alert shows.
    func upload() {
        model.uploadError = UploadError()
    }

    /// Open a note in a sheet.
    func openSheet() {
        notesOpened += 1
        model.notes.present(Note(id: notesOpened))
    }

    /// Open a note in a full-screen cover.
    func openCover() {
        notesOpened += 1
        model.covers.present(Note(id: notesOpened))
    }

    /// A note's title: the sheet's or cover's window title, and its name for a screen reader.
    private static func title(_ note: Note) -> String {
        tr("Note %@", String(note.id))
    }

    /// A note's content: its title and a Done button that dismisses it from code.
    private static func noteView(_ note: Note, in context: PresentationContext<Note>) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                     gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(box, 24)
        }
        gtk_box_append(pk_box(box), gtk_label_new(title(note)))
        let done = gtk_button_new_with_label(tr("Done"))!
        pk_button(done).onClicked { context.dismiss() }
        gtk_box_append(pk_box(box), done)
        return box
    }
}
