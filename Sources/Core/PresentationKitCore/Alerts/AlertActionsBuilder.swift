/// Builds an alert's action list from statements, as SwiftUI builds alert buttons; the
/// fields listed among them (``AlertTextField``, ``AlertSecureField``) become the alert's
/// fields, in order, shown above its buttons, and the items (``AlertItem``) its check rows.
@resultBuilder
public enum AlertActionsBuilder {

    /// Collect the listed actions.
    public static func buildBlock(_ parts: [AlertAction]...) -> [AlertAction] {
        parts.flatMap { $0 }
    }

    /// Take one action as a list.
    public static func buildExpression(_ action: AlertAction) -> [AlertAction] {
        [action]
    }

    /// Take a text field, which the alert shows above its buttons.
    public static func buildExpression(_ field: AlertTextField) -> [AlertAction] {
        [AlertAction(field: field.field)]
    }

    /// Take a password field, which the alert shows above its buttons.
    public static func buildExpression(_ field: AlertSecureField) -> [AlertAction] {
        [AlertAction(field: field.field)]
    }

    /// Take an item, which the alert shows as a check row above its fields and buttons.
    public static func buildExpression(_ item: AlertItem) -> [AlertAction] {
        [AlertAction(item: item)]
    }

    /// Take a list of items, each shown as a check row.
    public static func buildExpression(_ items: [AlertItem]) -> [AlertAction] {
        items.map { AlertAction(item: $0) }
    }

    /// Take a list of actions as it is.
    public static func buildExpression(_ actions: [AlertAction]) -> [AlertAction] {
        actions
    }

    /// Support `if` without `else`.
    public static func buildOptional(_ actions: [AlertAction]?) -> [AlertAction] {
        actions ?? []
    }

    /// Support `if`/`else` and `switch`.
    public static func buildEither(first actions: [AlertAction]) -> [AlertAction] {
        actions
    }

    /// Support `if`/`else` and `switch`.
    public static func buildEither(second actions: [AlertAction]) -> [AlertAction] {
        actions
    }

    /// Support `for` loops.
    public static func buildArray(_ parts: [[AlertAction]]) -> [AlertAction] {
        parts.flatMap { $0 }
    }
}
