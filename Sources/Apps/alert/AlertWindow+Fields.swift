import PresentationKitCore

extension AlertWindow {

    /// The fields of `request`, prefilled, each writing its text to ``fieldTexts`` and
    /// refusing what could not be printed on its line, then its
    /// `buttons` (one per choice, in order): with `--required`, the default one, or every
    /// one but the cancel one when none is the default, disabled while a field is empty.
    func fieldsAndButtons(_ request: Request, _ buttons: [AlertAction]) -> AlertActions {
        guard !request.fields.isEmpty else { return AlertActions(buttons) }
        let store = fieldTexts
        store.texts = request.fields.map(\.value)
        var fields = AlertActions()
        for (index, field) in request.fields.enumerated() {
            let text = Binding(get: { store.texts[index] }, set: { store.texts[index] = $0 })
            // Each text is printed on one line: a line break (pasted) is refused, and so is
            // a “|” in the user name of USER|PASSWORD.
            let refusesBar = field.refusesBar
            let reason: @MainActor (String) -> String? = { text in
                if text.contains(where: \.isNewline) { return tr("The text must stay on one line.") }
                if refusesBar && text.contains("|") {
                    return tr("A user name cannot hold “|”: it stands between the user name and the password.")
                }
                return nil
            }
            fields = fields.followed(by: field.isSecret
                ? AlertActionsBuilder.buildExpression(AlertSecureField(field.label, text: text).validation(reason))
                : AlertActionsBuilder.buildExpression(AlertTextField(field.label, text: text).validation(reason)))
        }
        guard request.required else { return fields.followed(by: AlertActions(buttons)) }
        let hasDefault = request.choices.contains(where: \.isDefault)
        return fields.followed(by: AlertActions(zip(request.choices, buttons).map { choice, button in
            let waits = hasDefault ? choice.isDefault : choice.answer != .cancel
            return waits ? button.disabled(store.hasEmptyField) : button
        }))
    }
}
