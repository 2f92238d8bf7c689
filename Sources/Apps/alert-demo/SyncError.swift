import PresentationKit

/// A failed sync that offers to run the sync again: the alert's `Try Again` action
/// re-runs the operation, `Cancel` gives up (in the spirit of Foundation's
/// `RecoverableError`, whose recovery options become the alert's buttons).
struct SyncError: AlertableError {

    /// Which attempt failed, counting from 1.
    let attempt: Int

    /// Runs the sync again.
    let retry: @MainActor @Sendable () -> Void

    /// Runs when the person gives up.
    let giveUp: @MainActor @Sendable () -> Void

    var alertMessage: AlertMessage {
        AlertMessage(title: "Sync failed", message: "The server is busy (attempt \(attempt)).") {
            AlertAction("Cancel", role: .cancel, handler: giveUp)
            AlertAction("Try Again", isDefault: true, handler: retry)
        }
    }
}
