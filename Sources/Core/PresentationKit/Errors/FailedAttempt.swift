import Foundation

/// An error thrown by an operation that ``ErrorAlerter/tryWithErrorAlert(retry:_:)``
/// keeps: alerted as the error itself, with a **Try Again** action that runs the
/// operation again, and from the second attempt on a line saying which attempt failed.
///
/// The alerter makes these; an app's own presenter content receives one where it
/// receives the errors of a retrying operation, and finds the thrown error in ``error``.
public struct FailedAttempt: AlertableError {

    /// The error the operation threw.
    public let error: any Error

    /// Which attempt failed, counting from 1.
    public let attempt: Int

    /// Runs the operation again in a new task; `nil` when no attempt may follow (the
    /// last allowed one failed, the error is not retryable, or the task was cancelled).
    let retry: (@MainActor @Sendable () -> Void)?

    /// Whether the alert offers Try Again.
    public var canRetry: Bool { retry != nil }

    /// The error's own alert, with "Attempt N failed." under its message from the second
    /// attempt on, and Try Again as the default action beside its own actions (its
    /// standard `OK` becomes `Cancel`, which gives up).
    public var alertMessage: AlertMessage {
        var message = AlertMessage(error: error)
        if attempt > 1 {
            // TRANSLATORS: under an error's message; %@ is the attempt's number (2 or more), as digits.
            let which = localized("Attempt %@ failed.", String(attempt))
            message.message = [message.message, which].compactMap { $0 }.joined(separator: "\n\n")
        }
        guard let retry else { return message }
        let ok = AlertAction.ok.label
        var actions = message.actions.isEmpty ? [AlertAction.ok] : message.actions
        actions = actions.map { action in
            // TRANSLATORS: leave it untranslated to get GTK's own “_Cancel” (domain gtk40).
            action.role == nil && action.label == ok
                ? AlertAction(localized.standardLabel("Cancel"), role: .cancel, handler: { action.perform() })
                : action.withoutDefault()
        }
        actions.append(AlertAction.tryAgain(retry))
        message.actions = actions
        return message
    }

    /// As the error asks; ``ErrorAlerter`` routes by the thrown error, not by this.
    public var preferredPresentation: ErrorPresentation {
        (error as? any AlertableError)?.preferredPresentation ?? .alert
    }
}

extension AlertAction {

    /// The Try Again action a retrying operation's alert or toast, and a batch's alert,
    /// offer: one label and one id (`try-again`) wherever running again is offered.
    static func tryAgain(_ retry: @escaping @MainActor @Sendable () -> Void) -> AlertAction {
        AlertAction(localized("Try Again"), id: "try-again", isDefault: true, handler: retry)
    }
}
