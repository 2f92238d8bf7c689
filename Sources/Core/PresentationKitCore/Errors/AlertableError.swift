/// An error that knows how it should be alerted.
///
/// ```swift
/// enum DataError: String, AlertableError {
///     case networkUnavailable
///
///     var alertMessage: AlertMessage {
///         AlertMessage(title: "A \(rawValue) error occurred", message: "Please try again later.")
///     }
///
///     // Optional: ask for a toast instead of an alert, where the alerter shows toasts.
///     var preferredPresentation: ErrorPresentation { .toast }
/// }
/// ```
public protocol AlertableError: Error {

    /// The alert shown for this error.
    var alertMessage: AlertMessage { get }

    /// How this error asks to be shown; `.alert` unless it says otherwise. A toast is
    /// only shown when the ``ErrorAlerter`` has a toast context and the alert needs no
    /// decision (``AlertMessage/needsDecision``).
    var preferredPresentation: ErrorPresentation { get }

    /// Whether running the operation again may help, so ``ErrorAlerter/tryWithErrorAlert(retry:_:)``
    /// offers Try Again; `true` unless the error says otherwise (a file that does not
    /// exist will not appear on a second try).
    var isRetryable: Bool { get }
}

public extension AlertableError {

    /// An alert, unless the error asks for a toast.
    var preferredPresentation: ErrorPresentation { .alert }

    /// Retryable.
    var isRetryable: Bool { true }
}
