public extension PresentationSource where Message == AlertMessage {

    /// A confirmation dialog (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`),
    /// shown while `isPresented` is `true` and `data` gives a value; an answer sets
    /// `isPresented` back to `false`.
    ///
    /// `title`, `data`, `actions` and `message` run when the dialog shows, so it shows the
    /// data of that moment. As in SwiftUI, and unlike an alert, a **Cancel** action is
    /// added when none of `actions` has the cancel role: Escape always cancels. A
    /// destructive action is never the default unless it is marked `isDefault`.
    static func confirmation<T>(
        _ title: @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: @escaping @MainActor () -> T?,
        @AlertActionsBuilder actions: @escaping @MainActor (T) -> AlertActions,
        message: (@MainActor (T) -> String)? = nil
    ) -> AlertSource {
        let current: @MainActor () -> AlertMessage? = {
            guard isPresented.wrappedValue, let data = data() else { return nil }
            return AlertMessage.confirmation(
                title(), message: message?(data), actions: actions(data)
            ).titleVisibility(titleVisibility)
        }
        return AlertSource(
            presentation: { current() == nil ? nil : AnyHashable(true) },
            current: current,
            answered: { isPresented.wrappedValue = false })
    }
}

extension AlertMessage {

    /// A confirmation dialog's alert: `actions`, and a Cancel action first when none of
    /// them cancels, so the dialog always has a way out that Escape takes.
    static func confirmation(_ title: String, message: String?, actions: AlertActions) -> AlertMessage {
        guard !actions.actions.contains(where: { $0.role == .cancel }) else {
            return AlertMessage(title: title, message: message, listing: actions)
        }
        // TRANSLATORS: leave it untranslated to get GTK's own “_Cancel” (domain gtk40).
        let cancel = AlertAction(localized.standardLabel("Cancel"), id: "cancel", role: .cancel)
        return AlertMessage(title: title, message: message, listing: AlertActions([cancel]).followed(by: actions))
    }
}
