import PresentationKit

/// The seed's custom error: it knows its own alert, so `tryWithErrorAlert` shows
/// "A networkUnavailable error occurred" instead of a generic "Error".
enum DataError: String, AlertableError {
    case networkUnavailable
    case serverError

    var alertMessage: AlertMessage {
        AlertMessage(
            title: "A \(rawValue) error occurred",
            message: "Please try again later.",
            actions: [AlertAction("OK")]
        )
    }
}
