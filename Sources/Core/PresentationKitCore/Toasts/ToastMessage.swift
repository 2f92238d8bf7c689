/// What a toast says: one short line, at most one action, and how long it stays.
///
/// A toast is a passing message over the bottom (or top) of a window, for news that needs
/// no decision: "Note deleted" with an Undo, "Sync failed" with a Retry. It goes by itself
/// after its duration, or when the person closes it.
///
/// ```swift
/// toasts.present(ToastMessage("Note deleted", action: AlertAction("Undo") { notes.restore() }))
/// toasts.present(ToastMessage("Saved", duration: .seconds(2)))
/// ```
public struct ToastMessage: Sendable {

    /// Create a toast; `duration` `nil` for the presenter's own.
    public init(_ title: String, action: AlertAction? = nil, duration: Duration? = nil) {
        self.title = title
        self.action = action
        self.duration = duration
    }

    /// The text, shown as plain text.
    public var title: String

    /// The one action the toast offers beside its close button, if any; its role is ignored.
    public var action: AlertAction?

    /// How long the toast stays up, not counting the time the pointer rests on it or it
    /// has keyboard focus; `nil` for the presenter's duration.
    public var duration: Duration?
}

public extension ToastMessage {

    /// The duration a toast presenter uses for messages that name none: 5 seconds, as
    /// libadwaita's `AdwToast` (time to read a short line twice).
    static let defaultDuration: Duration = .seconds(5)
}
