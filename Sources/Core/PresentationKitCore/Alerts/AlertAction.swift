/// One button of an alert: a label, an optional role, and what happens when it is chosen.
///
/// ```swift
/// AlertAction("Delete", role: .destructive) { store.deleteAll() }
/// AlertAction("Cancel", role: .cancel)
/// ```
public struct AlertAction: Sendable {

    /// What an action means, which decides where it stands and how it looks.
    public enum Role: Sendable, Hashable {
        /// Leaves things as they were; stands first, and Escape chooses it.
        case cancel
        /// Destroys something; drawn red and never the implicit default.
        case destructive
        /// Confirms what the alert asks (SwiftUI 26's `ButtonRole.confirm`): the action
        /// Return chooses, drawn as the suggested one, as `isDefault: true` makes it.
        case confirm
    }

    /// Create an action.
    ///
    /// - Parameters:
    ///   - label: the button's text, shown literally.
    ///   - id: a name to tell the action by in an ``AlertAnswer`` (libadwaita's response
    ///     id), which stays the same when the label is translated.
    ///   - role: `.cancel`, `.destructive`, `.confirm` (the default action, as with
    ///     `isDefault: true`), or `nil` for a plain action.
    ///   - isDefault: whether Return chooses this action.
    ///   - handler: run once, on the main actor, after the alert closes.
    public init(
        _ label: String,
        id: String? = nil,
        role: Role? = nil,
        isDefault: Bool = false,
        handler: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        self.label = label
        self.id = id
        self.role = role
        self.isDefault = isDefault || role == .confirm
        self.handler = handler
    }

    /// The button's text.
    public let label: String

    /// The name an ``AlertAnswer`` tells this action by, if it has one.
    public let id: String?

    /// The action's role, if any.
    public let role: Role?

    /// Whether the action was marked as the one Return chooses.
    public private(set) var isDefault: Bool

    private let handler: @MainActor @Sendable () -> Void

    /// Read while the alert is shown: `true` disables the action (``disabled(_:)``).
    package private(set) var disabledCondition: (@MainActor () -> Bool)? = nil

    /// Read while the alert is shown, with the number of checked items: the label then
    /// (``label(_:)``).
    package private(set) var makeCountingLabel: (@MainActor (Int) -> String)? = nil

    /// Whether the action is disabled while none of the alert's items is checked
    /// (``discard(_:id:handler:)``).
    package private(set) var needsACheckedItem = false

    /// The item this entry of an action list stands for, which is no action.
    package private(set) var item: AlertItem? = nil
}

extension AlertAction {

    /// The same action, not marked as the default: where another action (Try Again)
    /// is the one Return chooses.
    package func withoutDefault() -> AlertAction {
        with { $0.isDefault = false }
    }

    /// The same action, disabled while none of the alert's items is checked.
    package func needingACheckedItem() -> AlertAction {
        with { $0.needsACheckedItem = true }
    }

    /// A copy of this action with `change` made to it.
    private func with(_ change: (inout AlertAction) -> Void) -> AlertAction {
        var copy = self
        change(&copy)
        return copy
    }

    /// The label shown while `checked` of the alert's items are checked.
    @MainActor
    package func shownLabel(checked: Int) -> String {
        makeCountingLabel.map { $0(checked) } ?? label
    }

    /// Whether the action is disabled now (``disabled(_:)``).
    @MainActor
    package var isDisabled: Bool { disabledCondition?() ?? false }
}

public extension AlertAction {

    /// Run the action's handler.
    @MainActor
    func perform() {
        handler()
    }

    /// The same action, disabled while `condition` is `true`. The condition is read again
    /// whenever what it reads changes (an `@Observable` model), and after each keystroke
    /// in the alert's fields; Return does not choose a disabled action.
    ///
    /// ```swift
    /// AlertAction("Rename", isDefault: true) { model.rename() }
    ///     .disabled(self.model.newName.isEmpty)
    /// ```
    func disabled(_ condition: @autoclosure @escaping @MainActor () -> Bool) -> AlertAction {
        with { $0.disabledCondition = condition }
    }

    /// The same action, its label made by `label` from the number of the alert's items
    /// (``AlertItem``) checked: read when the alert shows and again each time a row is
    /// checked or unchecked, as GNOME Text Editor's **Discard All** becomes **Discard 2**.
    /// The label given to the initializer stays the action's ``label`` (and its name in
    /// logs); the answer's ``AlertAnswer/label`` is the one shown when it was chosen.
    ///
    /// `label` runs on the main actor and is observed as `.disabled` is: a change of what it
    /// reads (an `@Observable` model) reads it again. Count with `ngettext`, so every
    /// language gets its plural:
    ///
    /// ```swift
    /// let tr = TextDomain("editor")
    /// AlertAction(tr("Discard All"), role: .destructive) { … }
    ///     .countingLabel { checked in
    ///         checked == docs.count ? tr("Discard All")
    ///             : tr.plural("Discard %@", "Discard %@", count: checked, String(checked))
    ///     }
    /// ```
    func countingLabel(_ label: @escaping @MainActor (_ checkedCount: Int) -> String) -> AlertAction {
        with { $0.makeCountingLabel = label }
    }

    /// The standard `OK` action that an alert without actions gets.
    static var ok: AlertAction {
        // TRANSLATORS: leave it untranslated to get GTK's own translation of “_OK”
        // (domain gtk40), so the button reads as in every other GTK dialog.
        AlertAction(localized.standardLabel("OK"))
    }
}
