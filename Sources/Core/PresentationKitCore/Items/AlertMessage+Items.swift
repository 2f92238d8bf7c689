public extension AlertMessage {

    /// Create an alert about `items`, each shown as a check row between the message and the
    /// buttons; the answer lists the checked ones (``AlertAnswer/checkedItems``).
    ///
    /// With more than about six items the list scrolls, so the dialog stays on the screen.
    init(
        title: String, message: String? = nil, details: String? = nil, items: [AlertItem],
        actions: [AlertAction] = []
    ) {
        self.init(title: title, message: message, details: details, actions: actions)
        self.items = items + self.items
    }

    /// Create an alert about `items`, its actions listed like SwiftUI's alert buttons.
    ///
    /// ```swift
    /// AlertMessage(title: "Save changes to 3 documents?",
    ///              items: docs.map { AlertItem($0.title, id: $0.id) }) {
    ///     AlertAction("Cancel", role: .cancel)
    ///     AlertAction("Discard All", role: .destructive)
    ///         .countingLabel { checked in checked == docs.count ? "Discard All" : "Discard \(checked)" }
    ///     AlertAction("Save", isDefault: true)
    /// }
    /// ```
    init(
        title: String, message: String? = nil, details: String? = nil, items: [AlertItem],
        @AlertActionsBuilder actions: () -> AlertActions
    ) {
        let list = actions()
        self.init(title: title, message: message, details: details, listing: list)
        self.items = items + list.items
    }
}
