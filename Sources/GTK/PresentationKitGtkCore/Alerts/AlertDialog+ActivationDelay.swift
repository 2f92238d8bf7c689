import CGtk
import PresentationKitCore

extension AlertDialog {

    /// Hold the buttons for `duration` (``ActivationHold``), after the dialog is presented
    /// and focused; nothing for `nil`.
    func holdActivation(for duration: Duration?, on dialog: UnsafeMutablePointer<GtkWidget>) {
        guard let duration else { return }
        hold = ActivationHold(duration, dialog: dialog, heading: layout.heading) { [weak self] in self?.showEnabled() }
        showEnabled()
    }

    /// Whether the buttons ignore activation now.
    var isHeld: Bool { hold?.isHolding == true }

    /// Each button enabled when both the fields (``AlertInputs``) and the hold allow it; a
    /// button the fields refuse says why.
    func showEnabled() {
        guard let widget else { return }
        let state = inputs?.state
        for index in layout.buttons.indices {
            let allowed = state?.isEnabled(index) ?? true
            pk_dialog_set_response_enabled(widget, Int32(index), allowed && !isHeld ? 1 : 0, allowed ? nil : state?.whyDisabled)
        }
    }
}
