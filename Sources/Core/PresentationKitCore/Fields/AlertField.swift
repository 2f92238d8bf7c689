/// One field of an alert, as the dialogs build it: the common shape of an
/// ``AlertTextField`` and an ``AlertSecureField``.
///
/// Its text is reached only through its binding; nothing here keeps a copy, so a secure
/// field's text is in no description, log or answer.
package struct AlertField: Sendable {

    /// What kind of entry shows it.
    package enum Kind: Sendable, Hashable {
        /// A plain entry.
        case text
        /// A password entry with a peek button.
        case secure
    }

    package let kind: Kind
    package let label: String
    /// The placeholder shown while the field is empty (plain fields only).
    package let prompt: String?
    /// The key of the field's text in ``AlertAnswer/texts`` (plain fields only).
    package let id: String?
    package let selection: AlertTextField.Selection
    package let text: Binding<String>
    package let validation: (@MainActor (String) -> String?)?

    /// Whether `other` shows the same entry, so a dialog can take its binding and
    /// validation in place without rebuilding.
    package func isSameEntry(as other: AlertField) -> Bool {
        kind == other.kind && label == other.label && prompt == other.prompt && id == other.id
            && selection == other.selection && (validation == nil) == (other.validation == nil)
    }

    /// The name a screen reader reads for a password field's peek button, where the toolkit
    /// leaves it unnamed (libadwaita 1.2's password row).
    package static var peekLabel: String {
        // TRANSLATORS: read by a screen reader on the button that shows a password field's text.
        localized("Show Password")
    }

    /// Why `text` is refused, or `nil` when it is accepted (or nothing checks it).
    @MainActor
    package func reason(for text: String) -> String? {
        validation?(text).flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// The field as a list entry's text: the kind and label, never the text.
extension AlertField: CustomStringConvertible, CustomDebugStringConvertible {
    package var description: String {
        "\(kind == .secure ? "AlertSecureField" : "AlertTextField")(\(String(reflecting: label))\(id.map { ", id: \(String(reflecting: $0))" } ?? ""))"
    }
    package var debugDescription: String { description }
}
