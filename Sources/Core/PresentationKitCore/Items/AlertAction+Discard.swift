public extension AlertAction {

    /// The destructive action of a confirmation about `items`, as GNOME Text Editor's
    /// **Save Changes?** dialog has one: its label counts the checked items as the person
    /// checks them, in the library's translations (plurals through `ngettext`), and it is
    /// disabled while none is checked.
    ///
    /// - **Discard** for an alert about one item;
    /// - **Discard All** while every one of several items is checked;
    /// - **Discard 2** (the number checked) otherwise.
    ///
    /// ```swift
    /// AlertMessage(title: "Save changes to 3 documents?", items: items) {
    ///     AlertAction("Cancel", role: .cancel)
    ///     AlertAction.discard(items, id: "discard") { … }
    ///     AlertAction("Save", id: "save", isDefault: true)
    /// }
    /// ```
    static func discard(
        _ items: [AlertItem], id: String? = nil, handler: @escaping @MainActor @Sendable () -> Void = {}
    ) -> AlertAction {
        let total = items.count
        return AlertAction(discardLabel(checked: items.filter(\.isChecked).count, of: total), id: id,
                           role: .destructive, handler: handler)
            .countingLabel { checked in discardLabel(checked: checked, of: total) }
            .needingACheckedItem()
    }

    /// The label of ``discard(_:id:handler:)`` while `checked` of `total` items are checked.
    static func discardLabel(checked: Int, of total: Int) -> String {
        // TRANSLATORS: the destructive button of a confirmation about one item (a document not saved).
        if total == 1 { return localized("Discard") }
        // TRANSLATORS: the destructive button of a confirmation about several items, while all are checked.
        if checked == total { return localized("Discard All") }
        // TRANSLATORS: the destructive button of a confirmation about several items, with the number of those checked (not all).
        return localized.plural("Discard %@", "Discard %@", count: checked, String(checked))
    }
}
