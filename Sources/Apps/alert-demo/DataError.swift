import PresentationKit

/// The seed's custom error: it knows its own alert, so `tryWithErrorAlert` shows
/// "A networkUnavailable error occurred" instead of a generic "Error".
enum DataError: String, AlertableError {
    case networkUnavailable
    case serverError

    var alertMessage: AlertMessage {
        AlertMessage(
            // TRANSLATORS: %@ is the error's name in the code, such as “networkUnavailable”.
            title: tr("A %@ error occurred", rawValue),
            message: tr("Please try again later."),
            // TRANSLATORS: leave it untranslated to get GTK's own translation of “_OK”.
            actions: [AlertAction(tr.standardLabel("OK"))]
        )
    }
}
