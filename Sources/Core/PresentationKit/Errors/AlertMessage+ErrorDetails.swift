import Foundation

public extension AlertMessage {

    /// The standard alert for `error` (``init(error:)``), with the error's technical
    /// details (``details(of:)``) when `showsDetails` is `true` and its alert has no
    /// details of its own. For an error ``ErrorAlerter`` wrapped (a ``FailedAttempt``, a
    /// ``RepeatedError``), the details are those of the error thrown.
    ///
    /// What the GTK presenter of an error context shows (`window.alert(for: errorContext)`,
    /// `showsDetails: false` to leave the details out).
    ///
    /// ```swift
    /// AlertMessage(error: CocoaError(.fileNoSuchFile), showsDetails: true).details
    /// // "Type: Foundation.CocoaError\nDomain: NSCocoaErrorDomain, code 4"
    /// ```
    init(error: any Error, showsDetails: Bool) {
        self.init(error: error)
        if showsDetails, details == nil {
            details = AlertMessage.details(of: thrownError(error))
        }
    }
}

/// The error an operation threw, inside the wrappers ``ErrorAlerter`` adds.
private func thrownError(_ error: any Error) -> any Error {
    if let attempt = error as? FailedAttempt { return thrownError(attempt.error) }
    if let repeated = error as? RepeatedError { return thrownError(repeated.error) }
    return error
}
