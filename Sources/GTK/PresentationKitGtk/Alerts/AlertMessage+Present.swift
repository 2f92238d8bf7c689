import CGtk
import PresentationKit

public extension AlertMessage {

    /// Show this alert on `window` and wait for the answer: the chosen action, after its
    /// handler ran, or `nil` when the dialog was dismissed without one (Escape with no
    /// cancel action, the window destroyed, or the awaiting task cancelled). In a task
    /// already cancelled it shows nothing and returns `nil` at once.
    ///
    /// For confirmations written as straight-line code:
    /// ```swift
    /// let choice = await AlertMessage(title: "Delete 3 files?") {
    ///     AlertAction("Cancel", role: .cancel)
    ///     AlertAction("Delete", role: .destructive)
    /// }.present(on: window)
    /// if choice?.role == .destructive { try deleteFiles() }
    /// ```
    @MainActor
    func present(on window: UnsafeMutablePointer<GtkWindow>?, icon: AlertIcon = .question) async -> AlertAction? {
        let layout = DialogLayout(self)
        let pending = PendingDialog()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume(returning: nil) }
                pending.dialog = AlertDialog(layout, icon: icon, parent: window) { _, action in
                    action?.perform()
                    continuation.resume(returning: action)
                }
            }
        } onCancel: {
            Task { @MainActor in pending.dialog?.close() }
        }
    }
}

/// Lets a cancellation handler, which runs anywhere, reach the dialog on the main actor.
@MainActor
private final class PendingDialog {
    var dialog: AlertDialog?
}
