/// One item a confirmation is about, shown as a check row between the message and the
/// buttons, as GNOME Text Editor lists the documents its **Save Changes?** dialog saves.
///
/// The person checks and unchecks the items; the answer lists the checked ones
/// (``AlertAnswer/checkedItems``), and an action's label can count them as they change
/// (``AlertAction/countingLabel(_:)``).
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
        self.binding = nil
    }

    /// An item checked as `isChecked` says when the alert shows, which each toggle writes
    /// to, as a text field writes its binding: for an alert whose actions read the model
    /// (`window.alert(_:isPresented:)`), where no answer is returned.
    ///
    /// ```swift
    /// window.alert("Close 2 documents?", isPresented: Binding(model, \.closing)) {
    ///     AlertItem("notes.txt", id: "notes", isChecked: Binding(model, \.saveNotes))
    ///     …
    /// }
    /// ```
    @MainActor
    public init(_ label: String, id: String, isChecked: Binding<Bool>) {
        self.label = label
        self.id = id
        self.isChecked = isChecked.wrappedValue
        self.binding = isChecked
    }

    /// The same item, labelled `label`.
    package func relabelled(_ label: String) -> AlertItem {
        AlertItem(label: label, id: id, isChecked: isChecked, binding: binding)
    }

    private init(label: String, id: String, isChecked: Bool, binding: Binding<Bool>?) {
        self.label = label
        self.id = id
        self.isChecked = isChecked
        self.binding = binding
    }

    /// The row's text.
    public let label: String

    /// The name the answer lists the item by.
    public let id: String

    /// Whether the row is checked when the alert shows.
    public let isChecked: Bool

    /// Where each toggle is written, if anywhere.
    package let binding: Binding<Bool>?

    /// Whether `lhs` and `rhs` show the same row: label, id and state (not the binding).
    public static func == (lhs: AlertItem, rhs: AlertItem) -> Bool {
        lhs.label == rhs.label && lhs.id == rhs.id && lhs.isChecked == rhs.isChecked
    }

    /// Hash the label, id and state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(id)
        hasher.combine(isChecked)
    }
}
