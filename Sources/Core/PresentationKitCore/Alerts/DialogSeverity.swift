/// How much attention an alert asks for: SwiftUI's `DialogSeverity`, set with
/// ``AlertMessage/dialogSeverity(_:)``.
///
/// ```swift
/// AlertMessage(title: "Erase the disk?") {
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Erase", role: .destructive)
/// }.dialogSeverity(.critical)
/// ```
public enum DialogSeverity: Sendable, Hashable {
    /// The library decides: ``critical`` for an alert with a destructive action, else
    /// ``standard``.
    case automatic
    /// An ordinary alert: it informs, or asks a question.
    case standard
    /// An alert about something that cannot be undone or went wrong.
    case critical

    /// What ``automatic`` comes to for `message`.
    package func resolved(for message: AlertMessage) -> DialogSeverity {
        guard self == .automatic else { return self }
        return message.actions.contains { $0.role == .destructive } ? .critical : .standard
    }
}

public extension AlertMessage {

    /// The same alert with `severity` (SwiftUI's `dialogSeverity(_:)`): GTK's dialog is a
    /// warning message for ``DialogSeverity/critical``, else an information or a question
    /// (docs/presenters.md says what each maps to).
    func dialogSeverity(_ severity: DialogSeverity) -> AlertMessage {
        var copy = self
        copy.severity = severity
        return copy
    }
}
