import CGtk

/// The kind of message a dialog carries, which sets its `GtkMessageType`.
public enum AlertIcon: Sendable {
    /// Something failed.
    case error
    /// Something may go wrong.
    case warning
    /// Something happened.
    case info
    /// A choice is asked for.
    case question

    package var messageType: GtkMessageType {
        switch self {
        case .error: GTK_MESSAGE_ERROR
        case .warning: GTK_MESSAGE_WARNING
        case .info: GTK_MESSAGE_INFO
        case .question: GTK_MESSAGE_QUESTION
        }
    }
}
