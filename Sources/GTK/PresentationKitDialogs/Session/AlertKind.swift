import CGtk
import PresentationKitCore

/// The kind of message GTK's dialog carries (`GtkMessageType`, which GTK 4 draws no icon
/// for; it tells a theme what the dialog is about): what an alert's ``DialogSeverity``
/// comes to, or what `alert`'s zenity flags (`--error`, `--warning`, …) ask for.
package enum AlertKind: Sendable {
    /// Something failed.
    case error
    /// Something may go wrong.
    case warning
    /// Something happened.
    case info
    /// A choice is asked for.
    case question

    /// A critical alert is a warning; a standard one a question when it offers a choice,
    /// else an information.
    package init(_ message: AlertMessage) {
        switch message.severity.resolved(for: message) {
        case .critical: self = .warning
        case .standard, .automatic: self = message.actions.count > 1 ? .question : .info
        }
    }

    package var messageType: GtkMessageType {
        switch self {
        case .error: GTK_MESSAGE_ERROR
        case .warning: GTK_MESSAGE_WARNING
        case .info: GTK_MESSAGE_INFO
        case .question: GTK_MESSAGE_QUESTION
        }
    }
}
