/// What an alert's `actions:` list holds once built (``AlertActionsBuilder``): its buttons,
/// and the fields and items listed among them, each in a list of its own, in order.
///
/// A function can build part of a list and hand it on, as a SwiftUI view hands on its
/// content:
///
/// ```swift
/// @AlertActionsBuilder func signInFields() -> AlertActions {
///     AlertTextField("User name", text: Binding(model, \.user))
///     AlertSecureField("Password", text: Binding(model, \.password))
/// }
///
/// AlertMessage(title: "Sign in") {
///     signInFields()
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Sign In", role: .confirm) { model.signIn() }
/// }
/// ```
public struct AlertActions: Sendable {

    /// The buttons, in the order listed.
    public var actions: [AlertAction]

    /// The fields (``AlertTextField``, ``AlertSecureField``), in the order listed.
    package var fields: [AlertField]

    /// The items (``AlertItem``), in the order listed.
    public var items: [AlertItem]

    /// A list of `actions` alone: no fields, no items.
    public init(_ actions: [AlertAction] = []) {
        self.init(actions: actions, fields: [], items: [])
    }

    package init(actions: [AlertAction], fields: [AlertField], items: [AlertItem]) {
        self.actions = actions
        self.fields = fields
        self.items = items
    }

    /// This list, then `other`'s, each kind in order.
    package func followed(by other: AlertActions) -> AlertActions {
        AlertActions(actions: actions + other.actions, fields: fields + other.fields, items: items + other.items)
    }
}
