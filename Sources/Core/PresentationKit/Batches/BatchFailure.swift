/// The alert for one failed item of ``ErrorAlerter/tryEachWithErrorAlert(_:concurrently:name:_:)``:
/// the error's own title and message, a line naming the item, and the batch's buttons in
/// place of the error's actions: **Cancel** (Escape), **Skip All**, **Skip** and, when
/// running the item again may help, **Try Again** (the default; else Skip is).
///
/// The alerter presents these in its ``ErrorAlerter/errorContext``; an app whose presenter
/// makes its own content for errors finds the thrown error in ``error``.
public struct BatchFailure: AlertableError {

    /// What the person chose.
    enum Choice: Sendable {
        case tryAgain, skip, skipAll, cancel
    }

    /// The error the item's operation threw.
    public let error: any Error

    /// The text that names the item (the batch's `name:`).
    public let itemName: String

    /// Whether the alert offers Try Again: the error does not say that running again
    /// cannot help (``AlertableError/isRetryable``).
    public let canRetry: Bool

    /// The batch's question this alert answers; compared by identity to find the alert
    /// in a context.
    let question: BatchQuestion

    /// Whether the item's attempt ran past the alerter's threshold before it failed: the
    /// alert is then ``AlertMessage/unsolicited()``.
    let isUnsolicited: Bool

    /// The error's alert with a line naming the item under its message, and the batch's
    /// buttons in place of its actions.
    public var alertMessage: AlertMessage {
        var message = AlertMessage(error: error)
        // TRANSLATORS: under the error's message in a batch's alert; %@ names the item that failed.
        let naming = localized("This happened while working on “%@”.", itemName)
        message.message = [message.message, naming].compactMap { $0 }.joined(separator: "\n\n")
        let question = question
        var actions = [
            // TRANSLATORS: leave it untranslated to get GTK's own “_Cancel” (domain gtk40).
            AlertAction(localized.standardLabel("Cancel"), id: "cancel", role: .cancel) { question.answer(.cancel) },
            // TRANSLATORS: a batch's button: skip this failure and every later one without asking.
            AlertAction(localized("Skip All"), id: "skip-all") { question.answer(.skipAll) },
            // TRANSLATORS: a batch's button: leave this item and go on with the next.
            AlertAction(localized("Skip"), id: "skip", isDefault: !canRetry) { question.answer(.skip) },
        ]
        if canRetry {
            actions.append(AlertAction.tryAgain { question.answer(.tryAgain) })
        }
        message.actions = actions
        return isUnsolicited ? message.unsolicited() : message
    }

    /// Always an alert: it asks what to do next.
    public var preferredPresentation: ErrorPresentation { .alert }
}

/// One question a batch waits on: answered once, by an action of its alert, or by the
/// batch when the alert is withdrawn or goes without an answer.
@MainActor
final class BatchQuestion {
    private var continuation: CheckedContinuation<BatchFailure.Choice, Never>?
    private var pendingChoice: BatchFailure.Choice?

    /// The choice, once made; waits until then.
    func choice() async -> BatchFailure.Choice {
        if let pendingChoice { return pendingChoice }
        return await withCheckedContinuation { continuation = $0 }
    }

    /// Answer with `choice`; later answers are ignored.
    func answer(_ choice: BatchFailure.Choice) {
        guard pendingChoice == nil else { return }
        pendingChoice = choice
        continuation?.resume(returning: choice)
        continuation = nil
    }

    var isAnswered: Bool { pendingChoice != nil }
}
