import PresentationKit

/// A failed sync. `tryWithErrorAlert(retry:)` adds the alert's `Try Again`, which runs
/// the sync again, and the "Attempt N failed." line; the error brings only its text and
/// the `Cancel` that gives up.
struct SyncError: AlertableError {

    /// Runs when the person gives up.
    let giveUp: @MainActor @Sendable () -> Void

    var alertMessage: AlertMessage {
        AlertMessage(title: tr("Sync failed"), message: tr("The server is busy.")) {
            AlertAction(tr.standardLabel("Cancel"), role: .cancel, handler: giveUp)
        }
    }
}
