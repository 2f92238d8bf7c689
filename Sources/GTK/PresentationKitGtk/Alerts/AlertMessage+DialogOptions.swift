import CGtk
import PresentationKit

/// What a library dialog shows of an ``PresentationKitCore/AlertMessage`` beyond its
/// ``PresentationKitCore/DialogLayout``: the details under a collapsed **Details**
/// expander with **Copy**, the **Don't ask again** check button of a suppressible
/// alert, and the moment an unsolicited alert's buttons ignore activation; their labels in the library's language (gettext domain `presentationkit`).
struct DialogExtras: Equatable {

    /// The message's details, `nil` or empty for none.
    let details: String?
    /// The key of a suppressible alert that can be remembered, else `nil`.
    let suppressionKey: String?
    /// Whether the title is drawn (a confirmation dialog's `titleVisibility: .hidden`).
    let hidesTitle: Bool
    /// How long the buttons ignore activation once the dialog appears, or `nil`.
    let activationDelay: Duration?

    @MainActor
    init(_ message: AlertMessage) {
        details = message.details.flatMap { $0.isEmpty ? nil : $0 }
        suppressionKey = AlertSuppression.offersRemembering(message) ? message.suppressionKey : nil
        hidesTitle = message.hidesTitle
        activationDelay = message.activationDuration
    }

    /// The dialog options that show them.
    var options: AlertOptions {
        var options = AlertOptions()
        options.hidesHeading = hidesTitle
        options.activationDelay = activationDelay
        if let details {
            // TRANSLATORS: the expander under an alert's message that shows technical details.
            options.details = AlertOptions.Details(text: details, label: localized("Details"), copyLabel: localized("Copy"))
        }
        if suppressionKey != nil {
            // TRANSLATORS: a check button under an alert's message; the answer chosen with it checked is remembered.
            options.rememberLabel = localized("Don't ask again")
        }
        return options
    }
}
