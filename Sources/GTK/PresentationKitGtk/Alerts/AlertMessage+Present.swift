import CGtk
import PresentationKit
import PresentationKitGtkCore   // GtkStandardLabels

public extension AlertMessage {

    /// Show this alert on `window` and wait for the answer, given after the chosen
    /// action's handler ran.
    ///
    /// Escape and the window's close answer with the cancel action when there is one;
    /// ``AlertAnswer/dismissed`` is the answer when nothing was chosen (no cancel action,
    /// the window destroyed, the task cancelled; a task already cancelled shows nothing).
    /// ```swift
    /// let answer = await AlertMessage(title: "Delete 3 files?") {
    ///     AlertAction("Cancel", role: .cancel)
    ///     AlertAction("Delete", role: .destructive)
    /// }.present(on: window)
    /// if answer.role == .destructive { try deleteFiles() }
    /// ```
    @MainActor
    func present(on window: UnsafeMutablePointer<GtkWindow>?, kind: AlertKind = .question) async -> AlertAnswer {
        GtkStandardLabels.install()   // before the layout names a standard button (OK)
        let layout = DialogLayout(self)
        let extras = DialogExtras(self)
        let pending = PendingDialog()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume(returning: .dismissed) }
                if let remembered = AlertSuppression.rememberedChoice(for: self) {
                    // “Don't ask again” was checked for this question: the answer then, no dialog.
                    remembered.action.perform()
                    return continuation.resume(returning: remembered.answer)
                }
                var dialog: (any PresentedAlert)?
                dialog = PresentationStyle.current.makeAlert(layout, kind, window, extras.options) { ending, action in
                    let answer = layout.answer(for: ending, checkedItems: dialog?.checkedItems ?? [])
                    if extras.suppressionKey != nil, case .chosen = ending, dialog?.isRememberChecked == true {
                        AlertSuppression.remember(answer, for: self)
                    }
                    action?.perform()
                    continuation.resume(returning: answer)
                }
                pending.dialog = dialog
            }
        } onCancel: {
            Task { @MainActor in pending.dialog?.close(as: .closed) }
        }
    }
}

/// Lets a cancellation handler, which runs anywhere, reach the dialog on the main actor.
@MainActor
private final class PendingDialog {
    var dialog: (any PresentedAlert)?
}
