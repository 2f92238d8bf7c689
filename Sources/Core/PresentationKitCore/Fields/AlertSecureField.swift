/// A password field in an alert, listed with its actions as SwiftUI's `SecureField` is: a
/// password entry with a peek button.
///
/// Its text reaches only its binding: it is never in an ``AlertAnswer``, the alert's
/// details, a log line, or a `description`.
///
/// ```swift
/// AlertMessage(title: "Connect to “files.example.org”") {
///     AlertTextField("User", text: Binding(login, \.user), id: "user")
///     AlertSecureField("Password", text: Binding(login, \.password))
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Connect", isDefault: true)
/// }
/// ```
public struct AlertSecureField: Sendable {

    /// A password field labelled `label` editing `text`. `id` names the field (for tests
    /// and for telling fields apart); its text is never in ``AlertAnswer/texts``.
    public init(_ label: String, text: Binding<String>, id: String? = nil) {
        field = AlertField(
            kind: .secure, label: label, prompt: nil, id: id, selection: .all, text: text, validation: nil)
    }

    /// The same field, with `reason` telling why a text is refused (see
    /// ``AlertTextField/validation(_:)``); the reason must not repeat the text.
    public func validation(_ reason: @escaping @MainActor (String) -> String?) -> AlertSecureField {
        var copy = self
        copy.field = field.with(validation: reason)
        return copy
    }

    package private(set) var field: AlertField
}

extension AlertSecureField: CustomStringConvertible, CustomDebugStringConvertible {
    /// The field's label and id; never its text.
    public var description: String { field.description }
    /// The field's label and id; never its text.
    public var debugDescription: String { field.description }
}
