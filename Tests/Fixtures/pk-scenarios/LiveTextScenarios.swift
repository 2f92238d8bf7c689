import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Live texts, in every form.
@MainActor
let liveTextScenarios: [Scenario] = [
    Scenario(name: "theFlagAlertsTitleAndMessageFollowTheModel") { stage in
        let model = Model()
        stage.window.alert("Attempt \(model.counter)", isPresented: Binding(model, \.didFail),
                           message: model.counter == 0 ? nil : "Tried \(model.counter) times")
        model.didFail = true
        await stage.settle()
        await expectLiveTexts(stage, model, "the flag alert", heading: "Attempt 2", body: "Tried 2 times")
    },

    Scenario(name: "theContextAlertFollowsTheModel") { stage in
        let model = Model()
        let context = PresentationContext<String>()
        stage.window.alert(for: context) { AlertMessage(title: "\($0) \(model.counter)", message: "Body \(model.counter)") }
        context.present("Item")
        await stage.settle()
        await expectLiveTexts(stage, model, "the context alert", heading: "Item 2", body: "Body 2")
    },

    Scenario(name: "theErrorAlertsMessageFollowsTheModel") { stage in
        let model = Model()
        stage.window.alert(error: Binding(model, \.error)) { _ in [AlertAction("OK")] } message: { _ in "Try \(model.counter)" }
        model.error = Failure()
        await stage.settle()
        await expectLiveTexts(stage, model, "the error alert", heading: "Upload failed.", body: "Try 2")
    },

    // An item's binding is followed as a field's is: the model unchecks the row while the
    // alert is shown, and the row shows it, in the same dialog.
    Scenario(name: "aBoundItemFollowsTheModelWhileShown") { stage in
        let model = Model()
        stage.window.alert("Close 2 documents?", isPresented: Binding(model, \.closing)) {
            AlertItem("notes.txt", id: "notes", isChecked: Binding(model, \.saveNotes))
            AlertItem("todo.txt", id: "todo")
            AlertAction("Cancel", role: .cancel)
            AlertAction("Close")
        }
        model.closing = true
        await stage.settle()
        guard let dialog = stage.onlyDialog("the alert with items") else { return }
        func rows() -> [String] {
            guard let order = pk_widget_dup_reading_order(dialog) else { return [] }
            defer { g_free(order) }
            return String(cString: order).split(separator: "\n").map(String.init).filter { $0.hasPrefix("check:") }
        }
        stage.expect(rows() == ["check:notes.txt [x]", "check:todo.txt [x]"], "shown first: \(rows())")
        model.saveNotes = false
        await stage.settle()
        stage.expect(rows() == ["check:notes.txt", "check:todo.txt [x]"], "after the model unchecked notes.txt: \(rows())")
        stage.expect(stage.dialogsCreated == 1, "the dialog was built \(stage.dialogsCreated) times")
        stage.choose(0, in: dialog)
        await stage.settle()
    },

    Scenario(name: "aToastFollowsTheModel") { stage in
        let model = Model()
        let toasts = PresentationContext<String>()
        let presenter = stage.window.toast(for: toasts) { ToastMessage("\($0) \(model.counter)") }
        toasts.present("Synced")
        await stage.settle()
        model.counter = 2
        await stage.settle()
        stage.expect(presenter.shownText == "Synced 2", "the toast reads \(presenter.shownText ?? "nothing")")
    },

    Scenario(name: "aSheetsAndACoversTitleFollowTheModel") { stage in
        let model = Model()
        let notes = PresentationContext<Note>()
        let covers = PresentationContext<Note>()
        stage.window.sheet(for: notes, title: { _ in "Note \(model.counter)" }) { _ in gtk_label_new("sheet") }
        stage.window.fullScreenCover(for: covers, title: { _ in "Cover \(model.counter)" }) { _ in gtk_label_new("cover") }
        for (context, name) in [(notes, "Note"), (covers, "Cover")] {
            model.counter = 0
            context.present(Note())
            await stage.settle()
            model.counter = 2
            await stage.settle()
            let shown = stage.windowsOverTheStage
            let title = shown.first.flatMap { gtk_window_get_title($0) }.map { String(cString: $0) }
            stage.expect(shown.count == 1 && title == "\(name) 2", "the \(name.lowercased()) is titled \(title ?? "nothing")")
            context.dismiss()
            await stage.settle()
        }
    },

    Scenario(name: "changedActionsRebuildTheDialog") { stage in
        let model = Model()
        let presenter = stage.window.alert(isPresented: Binding(model, \.didFail)) {
            AlertMessage(title: "Choose", actions: (0..<model.actionCount).map { AlertAction("Option \($0)") })
        }
        model.didFail = true
        await stage.settle()
        model.actionCount = 2
        await stage.settle()
        stage.expect(stage.dialogsCreated == 2, "\(stage.dialogsCreated) dialogs built, expected 2")
        _ = stage.onlyDialog("after the actions changed")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "settingTheItemDirectlyReplacesTheDialog") { stage in
        let (context, ran, presenter) = itemAlerts(on: stage.window)
        context.present("one")
        await stage.settle()
        context.item = "two"
        await stage.settle()
        stage.expect(stage.dialogsCreated == 2, "\(stage.dialogsCreated) dialogs built, expected 2")
        if let dialog = stage.onlyDialog("after the replace") {
            stage.expect(stage.texts(of: dialog).heading == "two", "the dialog reads “\(stage.texts(of: dialog).heading)”")
        }
        stage.expect(ran.labels.isEmpty, "a replaced alert ran \(ran.labels)")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "dismissFromCodeClosesTheDialogAndRunsNothing") { stage in
        let (context, ran, presenter) = itemAlerts(on: stage.window)
        context.present("one")
        await stage.settle()
        context.dismiss()
        await stage.settle()
        stage.expect(stage.dialogs.isEmpty, "\(stage.dialogs.count) dialogs still on screen")
        stage.expect(ran.labels.isEmpty, "dismissing from code ran \(ran.labels)")
        withExtendedLifetime(presenter) {}
    },
]

/// Count `model.counter` up to 2 and expect the one dialog on screen, the same one, to read
/// `heading` and `body` then.
@MainActor
func expectLiveTexts(_ stage: Stage, _ model: Model, _ form: String, heading: String, body: String) async {
    guard let dialog = stage.onlyDialog("\(form) shown") else { return }
    for _ in 1...2 {
        model.counter += 1
        await stage.settle()
    }
    stage.expect(stage.dialogs == [dialog] && stage.dialogsCreated == 1, "\(form) was rebuilt: \(stage.dialogsCreated) dialogs")
    let texts = stage.texts(of: dialog)
    stage.expect(texts.heading == heading && texts.body == body,
                 "\(form) reads “\(texts.heading)” / “\(texts.body ?? "")”, expected “\(heading)” / “\(body)”")
}

/// A context of strings, each alerted with an OK that records it in `ran`.
@MainActor
func itemAlerts(on window: UnsafeMutablePointer<GtkWindow>) -> (PresentationContext<String>, Ran, AlertPresenter) {
    let context = PresentationContext<String>()
    let ran = Ran()
    let presenter = window.alert(for: context) { item in
        AlertMessage(title: item) { AlertAction("OK") { ran.labels.append(item) } }
    }
    return (context, ran, presenter)
}
