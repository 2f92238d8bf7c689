import CGtk
import PresentationKitCore

extension AlertDialog {

    /// Put the layout's fields in the message area, prefilled from their bindings; each
    /// change of an entry's text goes to its binding through ``AlertInputs``, which says
    /// which buttons are enabled. Before the buttons are added.
    func addFields(_ layout: DialogLayout, to dialog: UnsafeMutablePointer<GtkWidget>) {
        let inputs = AlertInputs(layout)
        guard inputs.isLive else { return }
        self.inputs = inputs
        addItems(inputs, to: dialog)
        for (index, field) in layout.fields.enumerated() {
            let entry = pk_message_dialog_add_field(
                dialog, field.label, field.kind == .secure ? 1 : 0, field.prompt, inputs.texts[index])!
            fieldEntries.append(entry)
            // The handlers go with the entry, which goes with the dialog.
            _ = SignalHandler.connect(entry, "changed") { [weak self] in
                guard let self, let text = pk_field_get_text(entry) else { return }
                self.inputs?.changed(field: index, to: String(cString: text))
            }
            _ = SignalHandler.connect(entry, "activate") { [weak self] in self?.activateDefault() }
        }
        inputs.onChange = { [weak self] state in self?.show(state) }
        inputs.onTextReplaced = { [weak self] index, text in
            guard let self, self.fieldEntries.indices.contains(index) else { return }
            pk_field_replace_text(self.fieldEntries[index], text)
        }
    }

    /// After the buttons are added: their enabled state and the fields' reasons as they are now.
    func showInputs() {
        if let inputs { show(inputs.state) }
    }

    /// After the dialog is presented: focus on the first field, its text selected as asked.
    func focusFirstField() {
        guard let entry = fieldEntries.first, let field = layout.fields.first, let inputs else { return }
        gtk_widget_grab_focus(entry)
        // After the focus: an entry selects all of its text when it takes focus.
        let range = field.selection.range(in: inputs.texts[0])
        pk_field_select(entry, Int32(range.start), Int32(range.start + range.length))
    }

    /// Return in a field: the default action, only while it is enabled (fields and hold allowing).
    private func activateDefault() {
        guard let widget, let index = layout.defaultIndex, !isHeld, inputs?.state.isEnabled(index) ?? true else { return }
        pk_dialog_response(widget, Int32(index))
    }

    private func show(_ state: AlertInputs.State) {
        guard widget != nil else { return }
        showLabels(state)
        for (entry, reason) in zip(fieldEntries, state.reasons) {
            pk_field_set_reason(entry, reason)
        }
        showEnabled()
    }
}
