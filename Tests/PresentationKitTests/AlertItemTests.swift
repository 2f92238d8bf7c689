import Observation
import PresentationKit
@testable import PresentationKitCore
import Testing

/// GNOME Text Editor's “Save Changes?”: three documents, Discard counting the checked ones.
@MainActor
private func saveChangesAlert(unchecked: Set<String> = []) -> AlertMessage {
    let ids = ["a", "b", "c"]
    return AlertMessage(
        title: "Save changes to 3 documents?",
        items: ids.map { AlertItem("\($0).txt", id: $0, isChecked: !unchecked.contains($0)) }
    ) {
        AlertAction("Cancel", role: .cancel)
        AlertAction("Discard All", id: "discard", role: .destructive)
            .countingLabel { checked in checked == ids.count ? "Discard All" : "Discard \(checked)" }
        AlertAction("Save", id: "save", isDefault: true)
    }
}

/// Confirmations that list their items (issue 34): what is checked, what the answer says,
/// what the buttons read as rows are toggled; no display.
@Suite(.timeLimit(.minutes(1))) @MainActor
struct AlertItemsMapping {

    @Test func itemsGoToTheLayoutInOrderBesideTheButtons() {
        let layout = DialogLayout(saveChangesAlert(unchecked: ["b"]))
        #expect(layout.items.map(\.label) == ["a.txt", "b.txt", "c.txt"])
        #expect(layout.items.map(\.isChecked) == [true, false, true])
        #expect(layout.buttons.map(\.label) == ["Cancel", "Discard All", "Save"])
        #expect(layout.defaultIndex == 2)
    }

    @Test func checkedItemsAreTheCheckedIDsInTheItemsOrderWhateverTheToggleOrder() {
        let layout = DialogLayout(saveChangesAlert(unchecked: ["a", "b", "c"]))
        let inputs = AlertInputs(layout)
        #expect(inputs.checkedItems.isEmpty)
        inputs.toggled(item: 2, to: true)
        inputs.toggled(item: 0, to: true)
        #expect(inputs.checkedItems == ["a", "c"])
        inputs.toggled(item: 2, to: false)
        #expect(inputs.checkedItems == ["a"])
    }

    @Test func theAnswerCarriesTheCheckedItemsAndTheLabelShown() {
        let layout = DialogLayout(saveChangesAlert())
        let discard = layout.answer(for: .chosen(1), checkedItems: ["a", "c"])
        #expect(discard.id == "discard")
        #expect(discard.label == "Discard 2")
        #expect(discard.checkedItems == ["a", "c"])
        let all = layout.answer(for: .chosen(1), checkedItems: ["a", "b", "c"])
        #expect(all.label == "Discard All")
        #expect(layout.answer(for: .chosen(2), checkedItems: ["b"]) == AlertAnswer(
            index: 2, role: nil, label: "Save", id: "save", checkedItems: ["b"]))
        #expect(layout.answer(for: .closed, checkedItems: ["a"]).checkedItems.isEmpty)
    }

    @Test func aCountingLabelIsReadAgainAtEachToggleAndTheOthersKeepTheirs() {
        let inputs = AlertInputs(DialogLayout(saveChangesAlert(unchecked: ["b"])))
        var told: [[String?]] = []
        inputs.onChange = { told.append($0.labels) }
        #expect(inputs.state.labels == [nil, "Discard 2", nil])
        inputs.toggled(item: 1, to: true)
        #expect(inputs.state.labels == [nil, "Discard All", nil])
        inputs.toggled(item: 1, to: true)   // no change: nothing told
        inputs.toggled(item: 0, to: false)
        #expect(inputs.state.labels == [nil, "Discard 2", nil])   // read before the turn ends: evaluated now
        inputs.toggled(item: 2, to: false)
        #expect(inputs.state.labels == [nil, "Discard 1", nil])
        #expect(told == [[nil, "Discard All", nil], [nil, "Discard 2", nil], [nil, "Discard 1", nil]])
        #expect(inputs.checkedItems == ["b"])
    }

    @Test func anAlertWithItemsIsLiveAndOneWithoutKeepsItsLabels() {
        #expect(AlertInputs(DialogLayout(saveChangesAlert())).isLive)
        let plain = AlertInputs(DialogLayout(AlertMessage(title: "Close?") { AlertAction("Close") }))
        #expect(!plain.isLive)
        #expect(plain.checkedItems.isEmpty)
        #expect(plain.state.labels == [nil])
    }

    @Test func otherItemsMakeANewDialogTheSameOnesUpdateInPlace() {
        let layout = DialogLayout(saveChangesAlert())
        #expect(layout.hasSameButtons(as: DialogLayout(saveChangesAlert(unchecked: ["a"]))))
        let fewer = DialogLayout(AlertMessage(title: "Save changes to 2 documents?", items: [
            AlertItem("a.txt", id: "a"), AlertItem("b.txt", id: "b"),
        ]) {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Discard All", id: "discard", role: .destructive)
            AlertAction("Save", id: "save", isDefault: true)
        })
        #expect(!layout.hasSameButtons(as: fewer))
    }

    @Test func itemsAreCheckedUnlessToldAndTheArrayInitializerTakesThem() {
        #expect(AlertItem("notes.txt", id: "notes").isChecked)
        let message = AlertMessage(title: "Delete?", items: [AlertItem("x", id: "x", isChecked: false)],
                                   actions: [AlertAction("Delete", role: .destructive)])
        #expect(message.items == [AlertItem("x", id: "x", isChecked: false)])
        #expect(message.actions.map(\.label) == ["Delete"])
        #expect(AlertMessage(title: "Plain").items.isEmpty)
    }

    @Test func discardCountsTheCheckedItemsAndIsDisabledWithNone() {
        let items = ["a", "b", "c"].map { AlertItem("\($0).txt", id: $0) }
        let inputs = AlertInputs(DialogLayout(AlertMessage(title: "Close?", items: items) {
            AlertAction("Cancel", role: .cancel)
            AlertAction.discard(items, id: "discard")
        }))
        #expect(inputs.state.labels == [nil, "Discard All"])
        #expect(inputs.layout.buttons[1].role == .destructive)
        inputs.toggled(item: 0, to: false)
        #expect(inputs.state.labels == [nil, "Discard 2"])
        inputs.toggled(item: 1, to: false)
        inputs.toggled(item: 2, to: false)
        #expect(inputs.state.labels == [nil, "Discard 0"])
        #expect(!inputs.state.isEnabled(1) && inputs.state.isEnabled(0))
        #expect(inputs.state.whyDisabled == "Not available until an item above is checked.")
        inputs.toggled(item: 2, to: true)
        #expect(inputs.state.isEnabled(1) && inputs.state.whyDisabled == nil)
        #expect(AlertAction.discardLabel(checked: 1, of: 1) == "Discard")
        #expect(AlertAction.discard([AlertItem("x", id: "x", isChecked: false)]).label == "Discard")
    }

    @Test func itemsListedAmongTheActionsAreItemsAndABoundOneWritesEachToggle() {
        final class Model { var saveNotes = false }
        let model = Model()
        let message = AlertMessage(title: "Close 2 documents?") {
            AlertItem("notes.txt", id: "notes", isChecked: Binding(get: { model.saveNotes }, set: { model.saveNotes = $0 }))
            AlertItem("todo.txt", id: "todo")
            AlertAction("Cancel", role: .cancel)
            AlertAction("Close")
        }
        #expect(message.items.map(\.id) == ["notes", "todo"])
        #expect(message.items.map(\.isChecked) == [false, true])
        #expect(message.actions.map(\.label) == ["Cancel", "Close"])
        let inputs = AlertInputs(DialogLayout(message))
        inputs.toggled(item: 0, to: true)
        #expect(model.saveNotes)
        #expect(inputs.checkedItems == ["notes", "todo"])
        inputs.toggled(item: 0, to: false)
        #expect(!model.saveNotes)
    }

    @Test func aBoundItemTakesTheStateTheModelGivesItWhileShown() async throws {
        let model = SaveNotesModel()
        let inputs = AlertInputs(DialogLayout(AlertMessage(title: "Close 2 documents?") {
            AlertItem("notes.txt", id: "notes", isChecked: Binding(get: { model.saveNotes }, set: { model.saveNotes = $0 }))
            AlertItem("todo.txt", id: "todo")
            AlertAction("Discard", role: .destructive).countingLabel { "Discard \($0)" }
        }))
        var rechecked: [String] = []
        inputs.onCheckReplaced = { index, isChecked in rechecked.append("\(index)=\(isChecked)") }
        model.saveNotes = false
        try await waitUntil { inputs.checkedItems == ["todo"] }
        #expect(rechecked == ["0=false"])
        // The counting label counts what the row now shows.
        #expect(inputs.state.labels == ["Discard 1"])
        // A toggle the person makes goes to the model, and does not come back as the model's.
        inputs.toggled(item: 0, to: true)
        #expect(model.saveNotes)
        #expect(rechecked == ["0=false"], "the person's own toggle came back as a replacement")
    }
}

@Observable final class SaveNotesModel {
    var saveNotes = true
}
