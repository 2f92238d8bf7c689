import CGtk

/// The kind of message a dialog carries (GTK's `GtkMessageType`, which GTK 4 draws no
/// icon for; it tells a screen reader and a theme what the dialog is about).
///
/// ```swift
/// await AlertMessage(title: "Disk almost full").present(on: window, kind: .warning)
/// ```
public enum AlertKind: Sendable {
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
