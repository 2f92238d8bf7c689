public extension AlertMessage {

    /// This alert with its title shown or not (`confirmationDialog`'s `titleVisibility:`).
    ///
    /// A `.hidden` title is not drawn, but a screen reader still reads it as the dialog's
    /// name, so a dialog whose title asks the question and that has no message still
    /// reads as that question. `.automatic` shows it, as on the desktop in SwiftUI.
    func titleVisibility(_ visibility: Visibility) -> AlertMessage {
        var message = self
        message.titleVisibility = visibility
        return message
    }

    /// Whether the dialog draws no heading (its title still names it).
    var hidesTitle: Bool { titleVisibility == .hidden }
}
