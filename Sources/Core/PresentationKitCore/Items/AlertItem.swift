/// One item a confirmation is about, shown as a check row between the message and the
/// buttons, as GNOME Text Editor lists the documents its **Save Changes?** dialog saves.
///
/// The person checks and unchecks the items; the answer lists the checked ones
/// (``AlertAnswer/checkedItems``), and an action's label can count them as they change
/// (``AlertAction/label(_:)``).
///
/// ```swift
/// AlertMessage(title: "Save changes to 3 documents?",
///              items: docs.map { AlertItem($0.title, id: $0.id) }) {
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Discard All", id: "discard", role: .destructive)
///     AlertAction("Save", id: "save", isDefault: true)
/// }
/// ```
public struct AlertItem: Sendable, Hashable {

    /// An item shown as a check row labelled `label`, checked at first unless `isChecked`
    /// is `false`.
    ///
    /// - Parameters:
    ///   - label: the row's text, shown literally and read by a screen reader as the row's name.
    ///   - id: what ``AlertAnswer/checkedItems`` lists for this item while it is checked.
    ///   - isChecked: whether the row is checked when the alert shows.
    public init(_ label: String, id: String, isChecked: Bool = true) {
        self.label = label
        self.id = id
        self.isChecked = isChecked
    }

    /// The row's text.
    public let label: String

    /// The name the answer lists the item by.
    public let id: String

    /// Whether the row is checked when the alert shows.
    public let isChecked: Bool
}
