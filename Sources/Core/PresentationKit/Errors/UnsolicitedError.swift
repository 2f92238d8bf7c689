import Foundation

/// An error that arrived after its operation had run for ``ErrorAlerter``'s
/// ``ErrorAlerter/unsolicitedErrorThreshold`` or longer: by then the person may be typing
/// elsewhere, so its alert is ``AlertMessage/unsolicited()`` and its buttons ignore a stray
/// Return, Space or click for a moment (``ActivationDelay``).
///
/// The alerter makes these for the errors it alerts (not for those it shows as toasts); an
/// app's own presenter content receives one where it receives a late error, and finds the
/// thrown error (or the ``FailedAttempt`` that carries it) in ``error``.
public struct UnsolicitedError: AlertableError {

    /// The error as the alerter would have alerted it at once.
    public let error: any Error

    /// The error's own alert, marked unsolicited.
    public var alertMessage: AlertMessage {
        AlertMessage(error: error).unsolicited()
    }

    /// As the error asks.
    public var preferredPresentation: ErrorPresentation {
        (error as? any AlertableError)?.preferredPresentation ?? .alert
    }

    /// As the error says.
    public var isRetryable: Bool {
        (error as? any AlertableError)?.isRetryable ?? true
    }
}
