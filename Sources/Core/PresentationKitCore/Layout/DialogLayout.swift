/// How an ``AlertMessage`` becomes a dialog: texts, buttons left to right with their
/// roles and appearance, which one Return chooses, and what Escape runs.
///
/// This is the role rules of SwiftUI and the GNOME HIG, computed without a display so
/// they can be tested on their own. It speaks semantics, not a toolkit: the GTK module
/// maps a button's position to a response id and its ``Appearance`` to a style class.
///
/// ```swift
/// let layout = DialogLayout(AlertMessage(title: "Delete?", actions: [
///     AlertAction("Delete", role: .destructive),
///     AlertAction("Cancel", role: .cancel),
/// ]))
/// layout.buttons.map(\.label)            // ["Cancel", "Delete"]
/// layout.defaultIndex                    // nil: a destructive action is never the implicit default
/// layout.action(for: .escaped)?.label  // "Cancel": what Escape runs
/// ```
public struct DialogLayout: Sendable {

    /// How a button looks, which says how safe it is to choose (libadwaita's
    /// `AdwResponseAppearance`).
    public enum Appearance: Sendable, Hashable {
        /// An ordinary button.
        case plain
        /// The default, affirmative choice; themes draw it highlighted (blue).
        case suggested
        /// A choice that destroys something; themes draw it red. A destructive action
        /// keeps this look even when it is marked default.
        case destructive
    }

    /// One button, in the order it stands from left to right.
    public struct Button: Sendable {
        /// The text on the button.
        public let label: String
        /// The role of the action behind it.
        public let role: AlertAction.Role?
        /// How it looks.
        public let appearance: Appearance
        /// The action the button runs.
        public let action: AlertAction
        /// The action's position in the message's declared `actions`.
        public let actionIndex: Int
    }

    /// The dialog's heading, plain text, without NUL characters.
    ///
    /// Toolkits take C strings, which end at the first NUL: the texts here (heading, body,
    /// button labels) have their NULs removed, so all the text around one is shown.
    public let heading: String

    /// The dialog's body, plain text, or `nil` for none: an empty message is none (GTK
    /// would show an empty line and style the heading as a title).
    public let body: String?

    /// The buttons, left to right.
    public let buttons: [Button]

    /// The position in ``buttons`` of the one Return chooses, or `nil` when Return
    /// chooses nothing until the person moves focus to a button.
    public let defaultIndex: Int?

    /// The position in ``buttons`` of the one whose action Escape and closing the window
    /// run (libadwaita's close response), or `nil` when they only dismiss.
    public let closeIndex: Int?

    /// Mistakes in the alert that were worked around; each names the alert's title.
    public let warnings: [String]

    /// The fields, top to bottom, above the buttons.
    package let fields: [AlertField]

    /// The items, each a check row, top to bottom, above the fields.
    package let items: [AlertItem]
}

public extension DialogLayout {

    /// Lay out `message` by the role rules.
    init(_ message: AlertMessage) {
        let actions = message.actions.isEmpty ? [AlertAction.ok] : message.actions
        var warnings: [String] = []

        let cancelIndex = actions.firstIndex { $0.role == .cancel }
        if actions.filter({ $0.role == .cancel }).count > 1 {
            warnings.append(
                "alert “\(message.title)” has more than one cancel action; "
                    + "the first is the cancel action, the others are plain actions")
        }
        if actions.filter(\.isDefault).count > 1 {
            warnings.append(
                "alert “\(message.title)” has more than one default action; the first is the default")
        }

        // Cancel stands first; the others keep their declared order.
        var ordered = actions.indices.filter { $0 != cancelIndex }
        if let cancelIndex { ordered.insert(cancelIndex, at: 0) }

        let defaultAction =
            ordered.first { actions[$0].isDefault }
            ?? ordered.last { actions[$0].role == nil || ($0 != cancelIndex && actions[$0].role == .cancel) }
        let escapeAction = cancelIndex ?? (actions.count == 1 ? 0 : nil)

        self.heading = withoutNUL(message.title)
        self.body = message.message.map(withoutNUL).flatMap { $0.isEmpty ? nil : $0 }
        self.buttons = ordered.map { index in
            let action = actions[index]
            // A second cancel action is laid out as a plain one.
            let role = action.role == .cancel && index != cancelIndex ? nil : action.role
            let appearance: Appearance =
                if role == .destructive { .destructive } else if index == defaultAction { .suggested } else { .plain }
            return Button(
                label: withoutNUL(action.label), role: role, appearance: appearance, action: action, actionIndex: index)
        }
        self.defaultIndex = defaultAction.flatMap { ordered.firstIndex(of: $0) }
        self.closeIndex = escapeAction.flatMap { ordered.firstIndex(of: $0) }
        self.warnings = warnings
        self.fields = message.fields
        self.items = message.items.map { $0.relabelled(withoutNUL($0.label)) }
    }

    /// The action a dialog's ending runs: the chosen button's, for ``DialogEnding/escaped``
    /// the one at ``closeIndex``; `nil` when the ending runs nothing.
    func action(for ending: DialogEnding) -> AlertAction? {
        button(for: ending)?.action
    }

    /// The answer a dialog's ending gives: the action it runs, else ``AlertAnswer/dismissed``.
    /// `checkedItems`: the ids of the items checked then (the dialog's), which also count
    /// for the label the chosen button showed.
    @MainActor
    func answer(for ending: DialogEnding, checkedItems: [String] = []) -> AlertAnswer {
        guard let button = button(for: ending) else { return .dismissed }
        return AlertAnswer(
            index: button.actionIndex, role: button.action.role,
            label: button.action.makeCountingLabel == nil ? button.action.label
                : withoutNUL(button.action.shownLabel(checked: checkedItems.count)),
            id: button.action.id, texts: texts, checkedItems: checkedItems)
    }

    /// The texts of the plain fields that have an id, keyed by it, read from their bindings
    /// now. A secure field's text never leaves its binding.
    @MainActor
    var texts: [String: String] {
        var texts: [String: String] = [:]
        for field in fields where field.kind == .text {
            if let id = field.id { texts[id] = field.text.wrappedValue }
        }
        return texts
    }

    /// The button whose action `ending` runs, if any.
    private func button(for ending: DialogEnding) -> Button? {
        let index: Int? =
            switch ending {
            case .chosen(let index): index
            case .escaped: closeIndex
            case .closed, .timedOut: nil
            }
        guard let index, buttons.indices.contains(index) else { return nil }
        return buttons[index]
    }

    /// Whether `other` shows the same buttons, so a dialog showing this layout can take
    /// the other's texts and actions in place.
    func hasSameButtons(as other: DialogLayout) -> Bool {
        buttons.map(\.label) == other.buttons.map(\.label)
            && buttons.map(\.role) == other.buttons.map(\.role)
            && buttons.map(\.appearance) == other.buttons.map(\.appearance)
            && defaultIndex == other.defaultIndex && closeIndex == other.closeIndex
            && fields.count == other.fields.count
            && zip(fields, other.fields).allSatisfy { $0.isSameEntry(as: $1) }
            && items.map(\.id) == other.items.map(\.id) && items.map(\.label) == other.items.map(\.label)
    }
}

/// `text` without its NUL characters, which would end it early as a C string.
package func withoutNUL(_ text: String) -> String {
    text.utf8.contains(0) ? String(text.unicodeScalars.filter { $0 != "\0" }) : text
}
