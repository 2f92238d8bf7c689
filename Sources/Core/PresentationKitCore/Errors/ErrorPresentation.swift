/// How an error is shown: as a modal alert the person answers, or as a toast that passes.
///
/// The GNOME HIG asks for toasts rather than dialogs for errors that need no decision: a
/// flaky network that fails ten times a minute should not interrupt ten times. An
/// ``ErrorAlerter`` decides with ``ErrorAlerter/presentation(for:)``; by default every
/// error is an alert, as before.
public enum ErrorPresentation: Sendable, Hashable {
    /// A modal alert: the default.
    case alert
    /// A toast, when the alerter has a ``ErrorAlerter/errorToastContext`` and the error needs
    /// no decision (see ``AlertMessage/needsDecision``).
    case toast
}

public extension AlertMessage {

    /// Whether the alert asks the person to decide, so it must stay a modal alert even
    /// where the app's rule asks for a toast: it has a destructive action, or more than
    /// one action that is not a cancel action. A toast can only offer one action, and
    /// one that a person can let pass.
    var needsDecision: Bool {
        actions.contains { $0.role == .destructive } || actions.filter { $0.role != .cancel }.count > 1
    }
}
