import CGtk
import CGtk.Internal   // the library's own pk_* helpers
internal import CPresentationKitTesting
import Foundation
import Observation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

@MainActor @Observable
final class RenameModel {
    var renaming = false
    var name = "notes.txt"
    var password = ""
    var busy = false
    var attempt = 1
    var renamed: String?
    /// How many times a scenario's `.validation` ran.
    @ObservationIgnored var validations = 0

    func reasonToRefuse(_ name: String) -> String? {
        if name.isEmpty { return "A name is needed." }
        if name.contains("/") { return "A name cannot contain “/”." }
        return nil
    }
}

/// Issue 33's fields, in the real dialog of each style, driven from code as keys would:
/// text set and typed into the entries, Return as the entry's text widget gives it.
@MainActor
let fieldScenarios: [Scenario] = [

    Scenario(name: "typingInAFieldReachesItsBindingAndTheAnswersTexts") { stage in
        let model = RenameModel()
        let window = stage.window
        let answer = Task {
            await AlertMessage(title: "Connect") {
                AlertTextField("User", text: Binding(model, \.name), id: "user")
                AlertSecureField("Password", text: Binding(model, \.password), id: "password")
                AlertAction("Cancel", role: .cancel)
                AlertAction("Connect", isDefault: true)
            }.present(on: window)
        }
        await stage.settle()
        guard let dialog = stage.onlyDialog("the connect alert"),
              let user = pk_widget_nth_field(dialog, 0), let password = pk_widget_nth_field(dialog, 1) else {
            stage.expect(false, "no fields in the connect alert")
            return
        }
        stage.expect(text(of: user) == "notes.txt", "the user field shows \(text(of: user)), not its binding's text")
        pk_field_set_text(user, "ada")
        pk_field_type(password, "s3cret-pw")
        stage.expect(model.name == "ada", "the user binding holds \(model.name)")
        stage.expect(model.password == "s3cret-pw", "the password binding does not hold what was typed")
        pk_field_press_return(password)
        let result = await answer.value
        stage.expect(result.label == "Connect", "Return answered \(String(describing: result.label))")
        stage.expect(result.texts == ["user": "ada"], "the answer's texts are \(result.texts)")
        stage.expect(!String(reflecting: result).contains("s3cret"), "the answer shows the password")
    },

    Scenario(name: "aRefusedTextShowsItsReasonAndDisablesTheDefaultButton") { stage in
        let model = RenameModel()
        let presenter = renameAlert(of: model, on: stage)
        guard let (dialog, field) = await showRenameAlert(of: model, on: stage) else { return }
        stage.expect(reason(of: field) == nil, "a reason shows for an accepted name")
        stage.expect(pk_widget_button_sensitive(dialog, "Rename") == 1, "Rename is disabled for an accepted name")
        pk_field_set_text(field, "a/b")
        await stage.settle()
        stage.expect(reason(of: field) == "A name cannot contain “/”.", "the reason shown is \(String(describing: reason(of: field)))")
        stage.expect(pk_widget_button_sensitive(dialog, "Rename") == 0, "Rename stays enabled for a refused name")
        stage.expect(pk_widget_button_sensitive(dialog, "Cancel") == 1, "Cancel is disabled too")
        pk_field_set_text(field, "b")
        await stage.settle()
        stage.expect(reason(of: field) == nil, "the reason stays after the name is accepted")
        stage.expect(pk_widget_button_sensitive(dialog, "Rename") == 1, "Rename stays disabled after the name is accepted")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "returnOnAnEmptyRequiredFieldDoesNothing") { stage in
        let model = RenameModel()
        model.name = ""
        let presenter = renameAlert(of: model, on: stage)
        guard let (dialog, field) = await showRenameAlert(of: model, on: stage) else { return }
        pk_field_press_return(field)
        await stage.settle()
        stage.expect(stage.dialogs.count == 1, "Return on an empty required field closed the alert")
        stage.expect(model.renamed == nil && model.renaming, "Return on an empty required field renamed")
        guard stage.dialogs.count == 1 else { return }   // the field went with the dialog
        pk_field_type(field, "plans")
        pk_field_press_return(field)
        await stage.settle()
        stage.expect(stage.dialogs.isEmpty, "Return on an accepted name left the alert up")
        stage.expect(model.renamed == "plans", "Return on an accepted name renamed to \(String(describing: model.renamed))")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aModelChangeWhileTypingNeitherRebuildsTheDialogNorMovesTheCursor") { stage in
        let model = RenameModel()
        let presenter = stage.window.alert("Rename (attempt \(model.attempt))", isPresented: Binding(model, \.renaming)) {
            AlertTextField("Name", text: Binding(model, \.name), id: "name")
                .validation { model.reasonToRefuse($0) }
            AlertAction("Cancel", role: .cancel)
            AlertAction("Rename", isDefault: true).disabled(model.busy)
        }
        model.renaming = true
        await stage.settle()
        let built = stage.dialogsCreated
        guard let dialog = stage.onlyDialog("the rename alert"), let field = pk_widget_nth_field(dialog, 0) else {
            stage.expect(false, "no field in the rename alert")
            return
        }
        pk_field_set_position(field, 2)
        for key in ["x", "y", "z"] {
            pk_field_type(field, key)
            model.attempt += 1
            model.busy.toggle()
            await stage.settle()
            guard stage.dialogs.first == dialog else {
                stage.expect(false, "the dialog was rebuilt after typing “\(key)”")
                return
            }
        }
        stage.expect(stage.dialogsCreated == built, "\(stage.dialogsCreated - built) dialogs built while typing")
        stage.expect(stage.dialogs.first == dialog, "the dialog was replaced while typing")
        stage.expect(text(of: field) == "noxyztes.txt", "the field reads \(text(of: field))")
        stage.expect(pk_field_get_position(field) == 5, "the cursor moved to \(pk_field_get_position(field)), not 5")
        stage.expect(stage.texts(of: dialog).heading == "Rename (attempt 4)", "the heading did not follow the model")
        stage.expect(pk_widget_button_sensitive(dialog, "Rename") == 0, "Rename is enabled while busy")
        withExtendedLifetime(presenter) {}
    },

    // Issue 40: a key runs the field's validation once, though its write also changes what
    // the presenter's message reads (a character count, Rename disabled while empty), so
    // the session takes that message's closures in the same turn.
    Scenario(name: "eachKeyRunsTheFieldsValidationOnce") { stage in
        let model = RenameModel()
        model.name = ""
        let presenter = stage.window.alert(
            "Rename", isPresented: Binding(model, \.renaming), message: "\(model.name.count) characters"
        ) {
            AlertTextField("Name", text: Binding(model, \.name), id: "name")
                .validation { text in
                    model.validations += 1
                    return model.reasonToRefuse(text)
                }
            AlertAction("Cancel", role: .cancel)
            AlertAction("Rename", isDefault: true).disabled(model.name.isEmpty)
        }
        guard let (dialog, field) = await showRenameAlert(of: model, on: stage) else { return }
        let atShow = model.validations
        let keys = "abcdefghijkl"
        for key in keys {
            pk_field_type(field, String(key))
            await stage.settle()
        }
        stage.expect(text(of: field) == keys, "the field reads \(text(of: field))")
        stage.expect(stage.texts(of: dialog).body == "\(keys.count) characters", "the message did not follow the model")
        stage.expect(pk_widget_button_sensitive(dialog, "Rename") == 1, "Rename is disabled for a name")
        stage.expect(
            model.validations - atShow == keys.count,
            "the validation ran \(model.validations - atShow) times for \(keys.count) keys")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "theFirstFieldIsFocusedWithItsBaseNameSelected") { stage in
        let model = RenameModel()
        let presenter = stage.window.alert("Rename", isPresented: Binding(model, \.renaming)) {
            AlertTextField("Name", text: Binding(model, \.name)).selection(.baseName)
            AlertTextField("Comment", text: Binding(get: { "none" }, set: { _ in }))
            AlertAction("Cancel", role: .cancel)
            AlertAction("Rename")
        }
        guard let (dialog, field) = await showRenameAlert(of: model, on: stage) else { return }
        stage.expect(pk_field_has_focus(field) != 0, "the first field does not have the focus")
        var start: Int32 = -1, end: Int32 = -1
        pk_field_get_selection(field, &start, &end)
        stage.expect(start == 0 && end == 5, "selected \(start)–\(end) of “notes.txt”, not 0–5")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aContextAlertShowsItsFieldsAndTypingReachesTheBinding") { stage in
        let model = RenameModel()
        let context = PresentationContext<String>()
        let presenter = stage.window.alert(for: context) { file in
            AlertMessage(title: "Rename “\(file)”") {
                AlertTextField("Name", text: Binding(model, \.name), id: "name")
                AlertAction("Cancel", role: .cancel)
                AlertAction("Rename", isDefault: true) { model.renamed = model.name }
            }
        }
        context.present("notes.txt")
        await stage.settle()
        guard let dialog = stage.onlyDialog("the context alert"), let field = pk_widget_nth_field(dialog, 0) else {
            stage.expect(false, "no field in the context alert")
            return
        }
        pk_field_set_text(field, "plans.txt")
        stage.expect(model.name == "plans.txt", "the binding holds \(model.name)")
        pk_field_press_return(field)
        await stage.settle()
        stage.expect(model.renamed == "plans.txt", "Return renamed to \(String(describing: model.renamed))")
        stage.expect(context.item == nil, "the context still shows its item")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aDisabledActionIsReadAgainWhenTheModelChanges") { stage in
        let model = RenameModel()
        model.busy = true
        let presenter = stage.window.alert("Upload", isPresented: Binding(model, \.renaming)) {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Upload", isDefault: true).disabled(model.busy)
        }
        model.renaming = true
        await stage.settle()
        guard let dialog = stage.onlyDialog("the upload alert") else { return }
        stage.expect(pk_widget_button_sensitive(dialog, "Upload") == 0, "Upload is enabled while busy")
        model.busy = false
        await stage.settle()
        stage.expect(pk_widget_button_sensitive(dialog, "Upload") == 1, "Upload stays disabled once not busy")
        withExtendedLifetime(presenter) {}
    },

    // Bad input: the model gives the binding another value while the dialog is shown.
    Scenario(name: "theFieldShowsAValueTheModelGivesItsBindingWhileShown") { stage in
        let model = RenameModel()
        let presenter = renameAlert(of: model, on: stage)
        guard let (dialog, field) = await showRenameAlert(of: model, on: stage) else { return }
        pk_field_type(field, "x")
        model.name = "a/b"
        await stage.settle()
        stage.expect(stage.dialogs == [dialog], "the dialog was rebuilt for the model's new value")
        stage.expect(text(of: field) == "a/b", "the field shows \(text(of: field)), not the model's “a/b”")
        stage.expect(pk_field_get_position(field) == 3, "the cursor is at \(pk_field_get_position(field)), not after the text")
        stage.expect(reason(of: field) == "A name cannot contain “/”.", "the model's value was not validated")
        pk_field_type(field, "c")
        stage.expect(model.name == "a/bc", "typing after it wrote \(model.name)")
        model.name = "plans"
        await stage.settle()
        pk_field_press_return(field)
        await stage.settle()
        stage.expect(model.renamed == "plans", "Return renamed to \(String(describing: model.renamed)), not what the field showed")
        withExtendedLifetime(presenter) {}
    },
]

/// The rename alert of `model` on the stage's window, shown while `model.renaming`: a Name
/// field refused by `reasonToRefuse`, Cancel, and Rename (the default) recording the name.
@MainActor
private func renameAlert(of model: RenameModel, on stage: Stage) -> AlertPresenter {
    stage.window.alert("Rename", isPresented: Binding(model, \.renaming)) {
        AlertTextField("Name", text: Binding(model, \.name), id: "name")
            .validation { model.reasonToRefuse($0) }
        AlertAction("Cancel", role: .cancel)
        AlertAction("Rename", isDefault: true) { model.renamed = model.name }
    }
}

/// Show `model`'s rename alert and give its dialog and first field, or record that it has none.
@MainActor
private func showRenameAlert(of model: RenameModel, on stage: Stage)
    async -> (dialog: UnsafeMutablePointer<GtkWidget>, field: UnsafeMutablePointer<GtkWidget>)?
{
    model.renaming = true
    await stage.settle()
    guard let dialog = stage.onlyDialog("the rename alert"), let field = pk_widget_nth_field(dialog, 0) else {
        stage.expect(false, "no field in the rename alert")
        return nil
    }
    return (dialog, field)
}

@MainActor
private func text(of field: UnsafeMutablePointer<GtkWidget>) -> String {
    pk_field_get_text(field).map { String(cString: $0) } ?? ""
}

@MainActor
private func reason(of field: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let reason = pk_field_dup_reason(field) else { return nil }
    defer { g_free(reason) }
    return String(cString: reason)
}
