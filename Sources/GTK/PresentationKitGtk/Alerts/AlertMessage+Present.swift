import CGtk
import PresentationKit

public extension AlertMessage {

    /// Show this alert on `window` and wait for the answer, given after the chosen
    /// action's handler ran: one ``AlertSession`` in the current ``PresentationStyle``.
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
    func present(on window: UnsafeMutablePointer<GtkWindow>?) async -> AlertAnswer {
        let session = AlertSession(self, window: window, style: PresentationStyle.current.dialogs)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume(returning: .dismissed) }
                session.start { answer in continuation.resume(returning: answer) }
            }
        } onCancel: {
            Task { @MainActor in session.close(as: .closed) }
        }
    }
}
