public extension AlertMessage {

    /// This alert marked as one the person did not just ask for: raised by work in the
    /// background, a timer, a daemon. Unless ``activationDelay(_:)`` says otherwise, its
    /// buttons ignore Return, Space and clicks for ``ActivationDelay/standard`` (0.8 s)
    /// after it appears, so a stray key meant for another window cannot answer it; Escape
    /// still cancels, and a field takes typing at once (only its Return waits).
    ///
    /// ``ErrorAlerter`` marks the alert of an error that arrives after its operation ran
    /// for a second or more itself.
    ///
    /// ```swift
    /// AlertMessage(title: "Backup failed") {
    ///     AlertAction("Dismiss", role: .cancel)
    ///     AlertAction("Retry", isDefault: true) { backup.start() }
    /// }
    /// .unsolicited()
    /// ```
    func unsolicited() -> AlertMessage {
        var message = self
        message.isUnsolicited = true
        return message
    }

    /// This alert with its buttons ignoring activation for `delay` after it appears:
    /// ``ActivationDelay/none`` turns the delay off, even for an unsolicited alert;
    /// ``ActivationDelay/seconds(_:)`` sets it, asked for or not.
    func activationDelay(_ delay: ActivationDelay) -> AlertMessage {
        var message = self
        message.activationDelay = delay
        return message
    }

    /// How long the buttons wait once the dialog appears, or `nil` when they are live at once.
    var activationDuration: Duration? {
        activationDelay.duration(unsolicited: isUnsolicited)
    }
}
