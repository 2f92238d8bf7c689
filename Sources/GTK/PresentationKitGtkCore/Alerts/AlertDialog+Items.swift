import CGtk
import PresentationKitCore

extension AlertDialog {

    /// The most pixels an alert's item list takes on a work area `height` pixels high: the
    /// rest is the texts' and the buttons'.
    static func itemListMaxHeight(workArea height: Int32) -> Int32 {
        max(min(height - dialogChromeHeight - 160, 320), 96)
    }

    /// Put the layout's items under the message, one check button each, checked as
    /// `inputs` says; each toggle goes to `inputs`, whose labels count the checked items.
    /// Before the fields and the buttons.
    func addItems(_ inputs: AlertInputs, to dialog: UnsafeMutablePointer<GtkWidget>) {
        guard !layout.items.isEmpty else { return }
        let list = pk_check_list_new()!
        pk_message_dialog_add_check_list(
            dialog, list, Self.itemListMaxHeight(workArea: pk_widget_get_workarea(dialog).height))
        for (index, item) in layout.items.enumerated() {
            let check = pk_check_list_add(list, item.label, inputs.checked[index] ? 1 : 0)!
            itemChecks.append(check)
            // The handler goes with the check button, which goes with the dialog.
            _ = SignalHandler.connect(check, "toggled") { [weak self] in
                self?.inputs?.toggled(item: index, to: pk_check_get_active(check) != 0)
            }
        }
    }

    /// The ids of the items checked now (as they were when the dialog ended, once it is
    /// gone), in order; empty without items.
    public var checkedItems: [String] { inputs?.checkedItems ?? [] }

    /// Each counting button's label (``AlertAction/label(_:)``) for the items checked now.
    func showLabels(_ state: AlertInputs.State) {
        guard let widget else { return }
        for (index, label) in state.labels.enumerated() {
            if let label { pk_dialog_set_response_label(widget, Int32(index), label, Self.buttonLabelMaxChars) }
        }
    }
}
