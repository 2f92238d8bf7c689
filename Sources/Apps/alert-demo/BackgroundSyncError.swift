import PresentationKit

/// A background sync's failures. The demo's rule (`DemoWindow.presentation(for:)`) shows
/// every one of them as a toast; a conflict asks the person to decide (a destructive
/// Overwrite), so it stays an alert whatever the rule says.
enum BackgroundSyncError: AlertableError {
    /// The server did not answer this time: a toast with a Retry.
    case serverBusy(retry: @MainActor @Sendable () -> Void)
    /// The server's copy changed meanwhile: an alert with Cancel and Overwrite.
    case conflict(overwrite: @MainActor @Sendable () -> Void, keep: @MainActor @Sendable () -> Void)

    var alertMessage: AlertMessage {
        switch self {
        case .serverBusy(let retry):
            AlertMessage(title: tr("Sync failed: the server is busy.")) {
                AlertAction(tr("Retry"), handler: retry)
            }
        case .conflict(let overwrite, let keep):
            AlertMessage(title: tr("The server’s copy changed"), message: tr("Overwrite it with the notes on this computer?")) {
                AlertAction(tr.standardLabel("Cancel"), role: .cancel, handler: keep)
                AlertAction(tr("Overwrite"), role: .destructive, handler: overwrite)
            }
        }
    }
}
