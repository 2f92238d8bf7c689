/// How an ``AlertMessage`` becomes a dialog: texts, buttons left to right with their
/// response ids and style classes, which response Return gives, and what the window's
/// close response (Escape) runs.
///
/// This is the role → response mapping, computed without a display so it can be tested
/// on its own; the GTK presenter only copies it into a `GtkMessageDialog`.
///
/// ```swift
/// let layout = DialogLayout(AlertMessage(title: "Delete?", actions: [
///     AlertAction("Delete", role: .destructive),
///     AlertAction("Cancel", role: .cancel),
/// ]))
/// layout.buttons.map(\.label)      // ["Cancel", "Delete"]
/// layout.defaultResponse           // nil: a destructive action is never the implicit default
/// layout.action(for: DialogLayout.closeResponse)?.label   // "Cancel"
/// ```
public struct DialogLayout: Sendable {

    /// The response a dialog gives for Escape, the window manager's close and
    /// `gtk_window_close()`: `GTK_RESPONSE_DELETE_EVENT`.
    public static let closeResponse: Int32 = -4

    /// The CSS class GTK themes draw red.
    public static let destructiveStyle = "destructive-action"

    /// The CSS class GTK themes draw as the suggested (blue) button.
    public static let suggestedStyle = "suggested-action"

    /// One button, in the order it stands from left to right.
    public struct Button: Sendable {
        /// The text on the button.
        public let label: String
        /// The response id the button answers with: its position, from 0.
        public let response: Int32
        /// The CSS classes to add to the button.
        public let styleClasses: [String]
        /// The action the button runs.
        public let action: AlertAction
    }

    /// The dialog's heading (`text`), plain text, without NUL characters.
    ///
    /// GTK takes C strings, which end at the first NUL: the texts here (heading, body,
    /// button labels) have their NULs removed, so all the text around one is shown.
    public let heading: String

    /// The dialog's body (`secondary-text`), plain text, or `nil` for none: an empty
    /// message is none (GTK would show an empty line and style the heading as a title).
    public let body: String?

    /// The buttons, left to right.
    public let buttons: [Button]

    /// The response Return gives, or `nil` when no button is the default.
    public let defaultResponse: Int32?

    /// The response whose action Escape and closing the window run, or `nil` when
    /// they only dismiss.
    public let closeActionResponse: Int32?

    /// Mistakes in the alert that were worked around; each names the alert's title.
    public let warnings: [String]
}

public extension DialogLayout {

    /// Lay out `message` by the rules of the role → response table.
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

        let defaultIndex =
            ordered.first { actions[$0].isDefault }
            ?? ordered.last { actions[$0].role == nil || ($0 != cancelIndex && actions[$0].role == .cancel) }
        let closeIndex = cancelIndex ?? (actions.count == 1 ? 0 : nil)

        self.heading = withoutNUL(message.title)
        self.body = message.message.map(withoutNUL).flatMap { $0.isEmpty ? nil : $0 }
        self.buttons = ordered.enumerated().map { position, index in
            let action = actions[index]
            var styles: [String] = []
            if action.role == .destructive { styles.append(Self.destructiveStyle) }
            if index == defaultIndex { styles.append(Self.suggestedStyle) }
            return Button(label: withoutNUL(action.label), response: Int32(position), styleClasses: styles, action: action)
        }
        self.defaultResponse = defaultIndex.flatMap { ordered.firstIndex(of: $0) }.map(Int32.init)
        self.closeActionResponse = closeIndex.flatMap { ordered.firstIndex(of: $0) }.map(Int32.init)
        self.warnings = warnings
    }

    /// The action a response runs: a button's own, or for ``closeResponse`` the one
    /// in ``closeActionResponse``; `nil` when the response runs nothing.
    func action(for response: Int32) -> AlertAction? {
        let resolved = response == Self.closeResponse ? closeActionResponse : response
        guard let resolved, buttons.indices.contains(Int(resolved)) else { return nil }
        return buttons[Int(resolved)].action
    }
}

/// `text` without its NUL characters, which would end it early as a C string.
private func withoutNUL(_ text: String) -> String {
    text.utf8.contains(0) ? String(text.unicodeScalars.filter { $0 != "\0" }) : text
}
