import CGtk
import PresentationKitCore

extension AlertDialog {

    /// Make a screen reader read the dialog as a person sees it: the heading as its name,
    /// the body as its description, each button named once by its label.
    ///
    /// The role (alert dialog) is set when the dialog is made (`pk_message_dialog_new`).
    /// GTK 4.8 names a message dialog by its empty title and each button twice (its
    /// label property and its label child): "Cancel Cancel".
    static func applyAccessibility(_ dialog: UnsafeMutablePointer<GtkWidget>, _ layout: DialogLayout) {
        pk_accessible_reset_label(dialog)
        if let heading = pk_message_dialog_get_heading(dialog) {
            pk_accessible_set_labelled_by(dialog, heading)
        }
        describe(dialog, by: layout.body)
        for index in layout.buttons.indices {
            if let widget = pk_dialog_get_button(dialog, Int32(index)) {
                pk_accessible_reset_labelled_by(widget)
            }
        }
    }

    /// The body as the dialog's description, described by the label that shows it; none
    /// without a body.
    static func describe(_ dialog: UnsafeMutablePointer<GtkWidget>, by body: String?) {
        pk_accessible_describe_by_label(dialog, pk_message_dialog_get_body(dialog), body)
    }
}
