public extension AlertMessage {

    /// This alert with a **Don't ask again** check button, its answer remembered under `key`.
    ///
    /// When the person chooses an action with the box checked (a click, or Return on the
    /// default; the cancel action counts too), the choice is kept for the application, and
    /// from then on the alert is not shown: `present(on:)` returns the remembered answer at
    /// once, and a presenter skips the alert, running the remembered action's handler as
    /// if it had been chosen. A dismissal (Escape, the window's close, a time-out, a close
    /// from code) is not remembered. The answer is found again by the action's `id`, else
    /// by its label: give the actions an `id` so an answer outlives a change of language.
    /// `AlertSuppression.reset(key:)` and `resetAll()` forget.
    ///
    /// `key` names the question, not the alert's text: the same key is the same question.
    /// A key GKeyFile cannot hold (empty, `[`, `]`, `=`, a control character, a space at
    /// either end, a leading `#`) makes no check button, with a warning.
    ///
    /// ```swift
    /// let answer = await AlertMessage(title: "Empty the trash?") {
    ///     AlertAction("Cancel", id: "cancel", role: .cancel)
    ///     AlertAction("Empty", id: "empty", role: .destructive)
    /// }
    /// .suppressible(key: "empty-trash")
    /// .present(on: window)
    /// ```
    func suppressible(key: String) -> AlertMessage {
        var message = self
        message.suppressionKey = key
        return message
    }
}
