import Foundation

public extension AlertMessage {

    /// The standard alert for `error` (``init(error:)``), with the error's technical
    /// details (``details(of:)``) when `includingDetails` is `true` and its alert has no
    /// details of its own. For an error ``ErrorAlerter`` wrapped (a ``FailedAttempt``, a
    /// ``RepeatedError``, an ``UnsolicitedError``), the details are those of the error thrown.
    ///
    /// What the GTK presenter of an error context shows (`window.alert(for: errorContext)`,
    /// `showsDetails: false` to leave the details out).
    ///
    /// ```swift
    /// AlertMessage(error: CocoaError(.fileNoSuchFile), includingDetails: true).details
    /// // "Type: Foundation.CocoaError\nDomain: NSCocoaErrorDomain, code 4"
    /// ```
    init(error: any Error, includingDetails: Bool) {
        self.init(error: error)
        if includingDetails, details == nil {
            details = AlertMessage.details(of: thrownError(error))
        }
    }
}

/// The error an operation threw, inside the wrappers ``ErrorAlerter`` adds.
private func thrownError(_ error: any Error) -> any Error {
    if let attempt = error as? FailedAttempt { return thrownError(attempt.error) }
    if let repeated = error as? RepeatedError { return thrownError(repeated.error) }
    if let late = error as? UnsolicitedError { return thrownError(late.error) }
    return error
}
