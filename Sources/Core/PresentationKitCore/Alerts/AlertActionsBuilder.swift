/// Builds an alert's action list from statements, as SwiftUI builds alert buttons; the
/// fields listed among them (``AlertTextField``, ``AlertSecureField``) become the alert's
/// fields, in order, shown above its buttons, and the items (``AlertItem``) its check rows.
/// What it builds is an ``AlertActions``, which keeps each kind apart.
@resultBuilder
public enum AlertActionsBuilder {

    /// Collect the listed parts, each kind in order.
    public static func buildBlock(_ parts: AlertActions...) -> AlertActions {
        parts.reduce(AlertActions()) { $0.followed(by: $1) }
    }

    /// Take one action.
    public static func buildExpression(_ action: AlertAction) -> AlertActions {
        AlertActions([action])
    }

    /// Take a text field, which the alert shows above its buttons.
    public static func buildExpression(_ field: AlertTextField) -> AlertActions {
        AlertActions(actions: [], fields: [field.field], items: [])
    }

    /// Take a password field, which the alert shows above its buttons.
    public static func buildExpression(_ field: AlertSecureField) -> AlertActions {
        AlertActions(actions: [], fields: [field.field], items: [])
    }

    /// Take an item, which the alert shows as a check row above its fields and buttons.
    public static func buildExpression(_ item: AlertItem) -> AlertActions {
        AlertActions(actions: [], fields: [], items: [item])
    }

    /// Take a list of items, each shown as a check row.
    public static func buildExpression(_ items: [AlertItem]) -> AlertActions {
        AlertActions(actions: [], fields: [], items: items)
    }

    /// Take a list of actions as it is.
    public static func buildExpression(_ actions: [AlertAction]) -> AlertActions {
        AlertActions(actions)
    }

    /// Take a part built elsewhere (a function marked `@AlertActionsBuilder`).
    public static func buildExpression(_ part: AlertActions) -> AlertActions {
        part
    }

    /// Support `if` without `else`.
    public static func buildOptional(_ part: AlertActions?) -> AlertActions {
        part ?? AlertActions()
    }

    /// Support `if`/`else` and `switch`.
    public static func buildEither(first part: AlertActions) -> AlertActions {
        part
    }

    /// Support `if`/`else` and `switch`.
    public static func buildEither(second part: AlertActions) -> AlertActions {
        part
    }

    /// Support `for` loops.
    public static func buildArray(_ parts: [AlertActions]) -> AlertActions {
        parts.reduce(AlertActions()) { $0.followed(by: $1) }
    }
}
