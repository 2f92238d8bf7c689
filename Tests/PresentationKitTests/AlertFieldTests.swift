import Observation
import PresentationKit
@testable import PresentationKitCore
import Testing

@MainActor @Observable
private final class RenameModel {
    var name = "notes.txt"
    var password = "hunter2-secret"
    var busy = false
    var taken: Set<String> = ["todo.txt"]

    func reasonToRefuse(_ name: String) -> String? {
        if name.isEmpty { return "A name is needed." }
        if taken.contains(name) { return "A file with that name already exists." }
        return nil
    }
}

@MainActor
private func renameAlert(_ model: RenameModel) -> AlertMessage {
    AlertMessage(title: "Rename") {
        AlertTextField("Name", text: Binding(model, \.name), prompt: "File name", id: "name")
            .validation { model.reasonToRefuse($0) }
            .selection(.baseName)
        AlertSecureField("Password", text: Binding(model, \.password), id: "password")
        AlertAction("Cancel", role: .cancel)
        AlertAction("Rename", isDefault: true).disabled(model.busy)
    }
}

/// Fields listed among an alert's actions: where they go, what they answer, what they never show.
@Suite(.timeLimit(.minutes(1))) @MainActor
struct AlertFieldsInTheBuilder {

    @Test func fieldsListedAmongActionsBecomeFieldsInOrderAndLeaveTheActions() {
        let message = renameAlert(RenameModel())
        #expect(message.fields.map(\.label) == ["Name", "Password"])
        #expect(message.fields.map(\.kind) == [.text, .secure])
        #expect(message.actions.map(\.label) == ["Cancel", "Rename"])
        #expect(DialogLayout(message).buttons.map(\.label) == ["Cancel", "Rename"])
    }

    @Test func aListBuiltElsewhereKeepsItsFieldsApartFromTheActions() {
        let model = RenameModel()
        @AlertActionsBuilder func nameField() -> AlertActions {
            AlertTextField("Name", text: Binding(model, \.name))
        }
        let message = AlertMessage(title: "Rename") {
            nameField()
            AlertAction("OK")
        }
        #expect(message.fields.map(\.label) == ["Name"])
        #expect(message.actions.map(\.label) == ["OK"])
    }

    @Test func answerCarriesTheTextsOfPlainFieldsWithAnIDOnly() {
        let model = RenameModel()
        let message = AlertMessage(title: "Connect") {
            AlertTextField("User", text: Binding(model, \.name), id: "user")
            AlertTextField("Comment", text: Binding(get: { "no id" }, set: { _ in }))
            AlertSecureField("Password", text: Binding(model, \.password), id: "password")
            AlertAction("Connect")
        }
        let layout = DialogLayout(message)
        model.name = "ada"
        let answer = layout.answer(for: .chosen(0))
        #expect(answer.texts == ["user": "ada"])
        #expect(answer.label == "Connect")
    }

    @Test func secureTextIsNeverInADescriptionOrAnAnswer() {
        let model = RenameModel()
        let message = renameAlert(model)
        let field = AlertSecureField("Password", text: Binding(model, \.password), id: "password")
        let answer = DialogLayout(message).answer(for: .chosen(1))
        for text in [
            String(describing: field), String(reflecting: field), String(describing: message),
            String(reflecting: message), String(describing: answer), String(reflecting: answer),
            String(describing: message.fields), String(reflecting: DialogLayout(message)),
        ] {
            #expect(!text.contains("hunter2"), "\(text)")
        }
        #expect(!answer.texts.values.contains("hunter2-secret"))
    }

    @Test func baseNameSelectsTheNameWithoutItsExtension() {
        #expect(AlertTextField.Selection.baseName.range(in: "notes.txt") == (0, 5))
        #expect(AlertTextField.Selection.baseName.range(in: "archive.tar.gz") == (0, 11))
        #expect(AlertTextField.Selection.baseName.range(in: ".bashrc") == (0, 7))
        #expect(AlertTextField.Selection.baseName.range(in: "README") == (0, 6))
        #expect(AlertTextField.Selection.all.range(in: "notes.txt") == (0, 9))
        #expect(AlertTextField.Selection.end.range(in: "notes.txt") == (9, 0))
    }

    @Test func selectionIsAllUnlessAsked() {
        let model = RenameModel()
        #expect(AlertTextField("Name", text: Binding(model, \.name)).field.selection == .all)
        #expect(renameAlert(model).fields[0].selection == .baseName)
    }
}

/// The live state of fields and buttons while a dialog shows them.
@Suite(.timeLimit(.minutes(1))) @MainActor
struct AlertFieldsLiveState {

    @Test func aRefusedTextShowsItsReasonAndDisablesTheDefaultActionOnly() {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(renameAlert(model)))
        #expect(inputs.state.reasons == [nil, nil])
        #expect(inputs.state.disabled == [false, false])
        inputs.changed(field: 0, to: "")
        #expect(inputs.state.reasons == ["A name is needed.", nil])
        #expect(inputs.state.disabled == [false, true])
        #expect(inputs.state.whyDisabled == "A name is needed.")
        inputs.changed(field: 0, to: "todo.txt")
        #expect(inputs.state.reasons[0] == "A file with that name already exists.")
        inputs.changed(field: 0, to: "plans.txt")
        #expect(inputs.state.disabled == [false, false])
        #expect(inputs.state.whyDisabled == nil)
    }

    @Test func eachKeystrokeWritesTheBinding() {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(renameAlert(model)))
        #expect(inputs.texts == ["notes.txt", "hunter2-secret"])
        inputs.changed(field: 0, to: "n")
        #expect(model.name == "n")
        inputs.changed(field: 1, to: "pw")
        #expect(model.password == "pw")
    }

    @Test func disabledIsReadAgainWhenTheModelChanges() async throws {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(renameAlert(model)))
        var seen: [AlertInputs.State] = []
        inputs.onChange = { seen.append($0) }
        #expect(inputs.state.isEnabled(1))
        model.busy = true
        try await waitUntil { !inputs.state.isEnabled(1) }
        #expect(seen.count == 1)
        #expect(inputs.state.whyDisabled != nil)
        model.busy = false
        try await waitUntil { inputs.state.isEnabled(1) }
    }

    @Test func validationIsRunAgainWhenWhatItReadsChanges() async throws {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(renameAlert(model)))
        inputs.changed(field: 0, to: "plans.txt")
        #expect(inputs.state.isEnabled(1))
        model.taken.insert("plans.txt")
        try await waitUntil { !inputs.state.isEnabled(1) }
        #expect(inputs.state.reasons[0] == "A file with that name already exists.")
    }

    @Test func aStoppedStateIsNoLongerTold() async throws {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(renameAlert(model)))
        var told = 0
        inputs.onChange = { _ in told += 1 }
        inputs.stop()
        model.busy = true
        for _ in 0..<50 { await Task.yield() }
        #expect(told == 0)
    }

    @Test func aNewLayoutWithTheSameFieldsKeepsTheDialog() {
        let model = RenameModel()
        let first = DialogLayout(renameAlert(model))
        #expect(first.hasSameButtons(as: DialogLayout(renameAlert(model))))
        let fewer = DialogLayout(AlertMessage(title: "Rename") {
            AlertTextField("Name", text: Binding(model, \.name))
            AlertAction("Cancel", role: .cancel)
            AlertAction("Rename", isDefault: true)
        })
        #expect(!first.hasSameButtons(as: fewer))
    }

    @Test func theFieldTakesAValueTheModelGivesItsBindingWhileShown() async throws {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(renameAlert(model)))
        var replaced: [String] = []
        inputs.onTextReplaced = { index, text in replaced.append("\(index)=\(text)") }
        inputs.changed(field: 0, to: "plan")
        model.name = "todo.txt"
        try await waitUntil { inputs.texts[0] == "todo.txt" }
        #expect(replaced == ["0=todo.txt"])
        // What the field now shows is validated, as typed text is.
        #expect(inputs.state.reasons[0] == "A file with that name already exists.")
        // Typing after it goes on from the model's value.
        inputs.changed(field: 0, to: "todo2.txt")
        #expect(model.name == "todo2.txt")
        #expect(replaced == ["0=todo.txt"], "the person's own keystroke came back as a replacement")
    }

    @Test func aReadOnlyBindingNeverReplacesWhatIsTyped() async throws {
        let model = RenameModel()
        let inputs = AlertInputs(DialogLayout(AlertMessage(title: "Rename") {
            AlertTextField("Name", text: Binding(get: { "fixed" }, set: { _ in }))
            AlertAction("Rename", isDefault: true).disabled(model.busy)
        }))
        var replaced = 0
        inputs.onTextReplaced = { _, _ in replaced += 1 }
        inputs.changed(field: 0, to: "typed")
        model.busy = true
        try await waitUntil { !inputs.state.isEnabled(0) }
        #expect(inputs.texts == ["typed"])
        #expect(replaced == 0)
    }

    @Test func aModelThatRewritesWhatItIsGivenIsShownInTheField() {
        var stored = ""
        let inputs = AlertInputs(DialogLayout(AlertMessage(title: "User") {
            AlertTextField("User", text: Binding(get: { stored }, set: { stored = $0.lowercased() }))
        }))
        var replaced: [String] = []
        inputs.onTextReplaced = { _, text in replaced.append(text) }
        inputs.changed(field: 0, to: "Ada")
        #expect(inputs.texts == ["ada"])
        #expect(replaced == ["ada"])
    }

    @Test func disabledSurvivesLosingTheDefault() {
        let action = AlertAction("Rename", isDefault: true).disabled(true)
        #expect(action.withoutDefault().isDisabled)
        #expect(!AlertAction("Rename").isDisabled)
    }
}
