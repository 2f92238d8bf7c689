public extension ToastMessage {

    /// The standard toast for an error, made from its alert (``AlertMessage/init(error:)``).
    ///
    /// - The text is the alert's title; when that is the generic `Error`, the alert's
    ///   message says more, and is the text instead.
    /// - The action is the alert's one action that is neither a cancel nor a destructive
    ///   action, nor the standard `OK` (the close button does that): a `Retry`.
    /// - A ``FailedAttempt`` is its error's toast, with Try Again as its action when it
    ///   offers one.
    /// - A ``RepeatedError`` says how many times it happened: "Sync failed (3 times)".
    init(error: any Error) {
        if let attempt = error as? FailedAttempt {
            self.init(error: attempt.error)
            if let retry = attempt.retry { action = .tryAgain(retry) }
            return
        }
        if let repeated = error as? RepeatedError {
            self.init(error: repeated.error)
            // TRANSLATORS: %1$@ is the toast's text, %2$@ how many times it happened (2 or more).
            title = localized.plural("%1$@ (%2$@ time)", "%1$@ (%2$@ times)", count: repeated.count,
                                     title, String(repeated.count))
            return
        }
        let alert = AlertMessage(error: error)
        let text = alert.title == localized("Error") ? (alert.message ?? alert.title) : alert.title
        let offered = alert.actions.filter { $0.role == nil && $0.label != AlertAction.ok.label }
        self.init(text, action: offered.count == 1 ? offered[0] : nil)
    }
}
