/// A text field in an alert, listed with its actions as SwiftUI's `TextField` is: prefilled
/// from its binding, and each keystroke writes to it. When the model gives the binding
/// another value while the alert is shown, the field shows it, the cursor after it, so an
/// action never reads a text the person does not see; a read-only binding never replaces
/// what is typed.
///
/// ```swift
/// window.alert("Rename", isPresented: Binding(model, \.renaming)) {
///     AlertTextField("Name", text: Binding(model, \.newName), id: "name")
///         .validation { name in model.reasonToRefuse(name) }
///         .selection(.baseName)
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Rename", isDefault: true) { model.rename() }
/// }
/// ```
public struct AlertTextField: Sendable {

    /// What is selected when the field is first shown.
    public enum Selection: Sendable, Hashable {
        /// The whole text, so typing replaces it (the default).
        case all
        /// The text before its last `.`, as a file manager selects a file's name without
        /// its extension ("notes" of "notes.txt"); the whole text when it has no extension.
        case baseName
        /// Nothing: the cursor stands after the text.
        case end
    }

    /// A field labelled `label` showing and editing `text`.
    ///
    /// - Parameters:
    ///   - label: the field's label, shown literally and read by a screen reader.
    ///   - text: the text, read when the alert shows and whenever the model changes it,
    ///     and written at each change of the field.
    ///   - prompt: a hint shown while the field is empty, or `nil` for none. libadwaita
    ///     1.2's entry row has no placeholder: there the prompt is the row's tooltip and
    ///     its accessible description.
    ///   - id: the key of the field's text in ``AlertAnswer/texts``; a field without one
    ///     reaches only its binding.
    public init(_ label: String, text: Binding<String>, prompt: String? = nil, id: String? = nil) {
        field = AlertField(
            kind: .text, label: label, prompt: prompt, id: id, selection: .all, text: text, validation: nil)
    }

    /// The same field, with `reason` telling why a text is refused: `nil` accepts it. While
    /// the text is refused, the reason shows under the field and the default action is
    /// disabled.
    ///
    /// `reason` runs on the main actor once at each change of the text (a key and the model
    /// change its binding makes share one run), and when what it reads changes, so it must
    /// be fast.
    public func validation(_ reason: @escaping @MainActor (String) -> String?) -> AlertTextField {
        AlertTextField(field: field.with(validation: reason))
    }

    /// The same field, with `selection` selected when it is first shown (``Selection/all`` by default).
    public func selection(_ selection: Selection) -> AlertTextField {
        AlertTextField(field: field.with(selection: selection))
    }

    package let field: AlertField

    private init(field: AlertField) { self.field = field }
}

extension AlertTextField: CustomStringConvertible {
    /// The field's label and id; never its text.
    public var description: String { field.description }
}

extension AlertField {

    package func with(
        validation: (@MainActor (String) -> String?)? = nil, selection: AlertTextField.Selection? = nil
    ) -> AlertField {
        AlertField(
            kind: kind, label: label, prompt: prompt, id: id, selection: selection ?? self.selection, text: text,
            validation: validation ?? self.validation)
    }
}

public extension AlertTextField.Selection {

    /// The range to select, in characters, in `text`: start and length.
    func range(in text: String) -> (start: Int, length: Int) {
        let count = text.count
        switch self {
        case .all: return (0, count)
        case .end: return (count, 0)
        case .baseName:
            // A leading dot names a hidden file, not an extension (".bashrc").
            guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return (0, count) }
            return (0, text.distance(from: text.startIndex, to: dot))
        }
    }
}
