import CGtk
internal import CPresentationKitTesting
import Foundation
import Observation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// State the scenarios' alerts read and write, as an app's model does.
@Observable @MainActor
final class Model {
    var didFail = false
    var error: Failure?
    var counter = 0
    var actionCount = 1
}

struct Failure: LocalizedError {
    var errorDescription: String? { "Upload failed." }
}

struct NetworkDown: LocalizedError {
    var errorDescription: String? { "Network down" }
}

/// Every scenario, in the order they run. Tests/PresenterScenarioTests names each.
@MainActor
let scenarios: [Scenario] = [
    // MARK: An action runs after the reset, so it can present again

    Scenario(name: "retryHandlerPresentsTheFlagAlertAgain") { stage in
        let model = Model()
        let presenter = stage.window.alert("Sync failed.", isPresented: Binding(model, \.didFail)) {
            AlertAction("Retry") { model.didFail = true }
        }
        model.didFail = true
        await stage.settle()
        guard let first = stage.onlyDialog("before Retry") else { return }
        stage.choose(0, in: first)
        await stage.settle()
        stage.expect(model.didFail, "the flag reads false after Retry set it again")
        _ = stage.onlyDialog("after Retry")
        stage.expect(stage.dialogsCreated == 2, "\(stage.dialogsCreated) dialogs built, expected 2")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "retryHandlerPresentsTheErrorAlertAgain") { stage in
        let model = Model()
        let presenter = stage.window.alert(error: Binding(model, \.error)) { _ in
            [AlertAction("Retry") { model.error = Failure() }]
        } message: { _ in nil }
        model.error = Failure()
        await stage.settle()
        guard let first = stage.onlyDialog("before Retry") else { return }
        stage.choose(0, in: first)
        await stage.settle()
        stage.expect(model.error != nil, "the error reads nil after Retry set it again")
        _ = stage.onlyDialog("after Retry")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "retryHandlerPresentsTheContextItemAgain") { stage in
        let context = PresentationContext<String>()
        let presenter = stage.window.alert(for: context) { item in
            AlertMessage(title: item) { AlertAction("Again") { context.item = "again" } }
        }
        context.present("first")
        await stage.settle()
        guard let first = stage.onlyDialog("before Again") else { return }
        stage.choose(0, in: first)
        await stage.settle()
        stage.expect(context.item == "again", "the item reads \(context.item ?? "nil") after the action set it")
        if let again = stage.onlyDialog("after Again") {
            stage.expect(stage.texts(of: again).heading == "again", "the new dialog reads “\(stage.texts(of: again).heading)”")
        }
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "presentOnHandlerCanAskAgain") { stage in
        let window = stage.window
        let asked = Asked()
        let retry = AlertMessage(title: "Retry?") {
            AlertAction("Retry") {
                Task { asked.second = await AlertMessage(title: "Again?").present(on: window) }
            }
        }
        Task { asked.first = await retry.present(on: window) }
        await stage.settle()
        guard let first = stage.onlyDialog("the first ask") else { return }
        stage.choose(0, in: first)
        await stage.settle()
        stage.expect(asked.first?.label == "Retry", "the first ask returned \(asked.first?.label ?? "nil")")
        if let second = stage.onlyDialog("the second ask") {
            stage.expect(stage.texts(of: second).heading == "Again?", "the second dialog reads “\(stage.texts(of: second).heading)”")
            stage.choose(0, in: second)
            await stage.settle()
            stage.expect(asked.second?.label == "OK", "the second ask returned \(asked.second?.label ?? "nil")")
        }
    },

    // MARK: Only a new presentation rebuilds the dialog

    Scenario(name: "unrelatedChangesUpdateTheDialogInPlace") { stage in
        let model = Model()
        let presenter = stage.window.alert(isPresented: Binding(model, \.didFail)) {
            AlertMessage(title: "Count \(model.counter)", message: "Body \(model.counter)")
        }
        model.didFail = true
        await stage.settle()
        guard let dialog = stage.onlyDialog("shown") else { return }
        for _ in 1...5 {
            model.counter += 1
            await stage.settle()
        }
        stage.expect(stage.dialogsCreated == 1, "\(stage.dialogsCreated) dialogs built for one alert")
        guard stage.dialogs == [dialog] else {
            return stage.expect(false, "the dialog on screen is not the one first shown")
        }
        let texts = stage.texts(of: dialog)
        stage.expect(texts.heading == "Count 5" && texts.body == "Body 5", "the dialog reads “\(texts.heading)” / “\(texts.body ?? "")”")
        withExtendedLifetime(presenter) {}
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

    // MARK: Repeats merge into the alert on screen

    Scenario(name: "threeIdenticalErrorsShowOneDialogSayingThreeTimes") { stage in
        let alerter = Alerter()
        let presenter = stage.window.alert(for: alerter.errorContext)
        for _ in 0..<3 {
            alerter.alert(error: NetworkDown())
            await stage.settle()
        }
        stage.expect(stage.dialogsCreated == 1, "\(stage.dialogsCreated) dialogs built for one repeated error")
        if let dialog = stage.onlyDialog("after three errors") {
            let body = stage.texts(of: dialog).body ?? ""
            stage.expect(body.contains("This happened 3 times."), "the dialog says “\(body)”")
            stage.choose(0, in: dialog)
            await stage.settle()
            stage.expect(stage.dialogs.isEmpty, "one answer left \(stage.dialogs.count) dialogs")
        }
        withExtendedLifetime(presenter) {}
    },

    // MARK: Cancellation

    Scenario(name: "presentOnInACancelledTaskShowsNothing") { stage in
        let window = stage.window
        let asked = Asked()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            asked.first = await AlertMessage(title: "Too late").present(on: window)
            asked.returned = true
        }
        await task.value
        stage.expect(asked.returned && asked.first == nil, "present(on:) returned \(asked.first?.label ?? "nil")")
        stage.expect(stage.dialogsCreated == 0, "\(stage.dialogsCreated) dialogs built in a cancelled task")
    },

    Scenario(name: "cancellingTheAskingTaskClosesItsDialog") { stage in
        let window = stage.window
        let asked = Asked()
        let task = Task {
            asked.first = await AlertMessage(title: "Wait") { AlertAction("Cancel", role: .cancel) }.present(on: window)
            asked.returned = true
        }
        await stage.settle()
        _ = stage.onlyDialog("while asking")
        task.cancel()
        await task.value
        await stage.settle()
        stage.expect(asked.returned && asked.first == nil, "the cancelled ask returned \(asked.first?.label ?? "nil")")
        stage.expect(stage.dialogs.isEmpty, "\(stage.dialogs.count) dialogs on screen after cancelling")
    },

    // MARK: Every form sits over its window

    Scenario(name: "everyFormIsModalAndTransientForItsWindow") { stage in
        let model = Model()
        let alerts = PresentationContext<String>()
        let notes = PresentationContext<Note>()
        let covers = PresentationContext<Note>()
        let presenters: [AnyObject] = [
            stage.window.alert("Flag", isPresented: Binding(model, \.didFail)) { AlertAction("OK") {} },
            stage.window.alert(error: Binding(model, \.error)) { _ in [AlertAction("OK") {}] } message: { _ in nil },
            stage.window.alert(for: alerts) { AlertMessage(title: $0) },
            stage.window.sheet(for: notes) { _ in gtk_label_new("sheet") },
            stage.window.fullScreenCover(for: covers) { _ in gtk_label_new("cover") },
        ]
        let window = stage.window
        let forms: [(name: String, show: @MainActor () -> Void, hide: @MainActor () -> Void)] = [
            ("the flag alert", { model.didFail = true }, { model.didFail = false }),
            ("the error alert", { model.error = Failure() }, { model.error = nil }),
            ("the context alert", { alerts.present("Item") }, { alerts.dismiss() }),
            ("present(on:)", { Task { _ = await AlertMessage(title: "Asked").present(on: window) } },
             { for dialog in stage.dialogs { stage.pressEscape(in: dialog) } }),
            ("the sheet", { notes.present(Note()) }, { notes.dismiss() }),
            ("the full-screen cover", { covers.present(Note()) }, { covers.dismiss() }),
        ]
        for form in forms {
            form.show()
            await stage.settle()
            let shown = stage.windowsOverTheStage
            stage.expect(shown.count == 1, "\(form.name): \(shown.count) windows over the stage, expected 1")
            for over in shown {
                stage.expect(gtk_window_get_modal(over) != 0, "\(form.name) is not modal")
                stage.expect(gtk_window_get_transient_for(over) == window, "\(form.name) is not transient for its window")
                stage.expect(gtk_widget_get_mapped(pk_widget(over)) != 0, "\(form.name) is not mapped")
            }
            form.hide()
            await stage.settle()
            stage.expect(stage.windowsOverTheStage.isEmpty, "\(form.name) stayed after its dismissal")
        }
        withExtendedLifetime(presenters) {}
    },

    // MARK: Lifetime

    Scenario(name: "releasedPresentersLeaveNoHandlersOnTheWindow") { stage in
        let context = PresentationContext<String>()
        let before = pk_signal_count_handlers(stage.window, "destroy")
        for _ in 0..<1_000 {
            _ = stage.window.alert(for: context) { AlertMessage(title: $0) }
            _ = stage.window.sheet(for: PresentationContext<Note>()) { _ in gtk_label_new("") }
        }
        await stage.settle()
        let after = pk_signal_count_handlers(stage.window, "destroy")
        stage.expect(after == before, "the window has \(after) destroy handlers, \(before) before 2,000 presenters came and went")
    },

    Scenario(name: "destroyingTheWindowClosesTheDialogAndRunsNothing") { stage in
        let context = PresentationContext<String>()
        let ran = Ran()
        let window = pk_window(gtk_window_new())!
        gtk_window_present(window)
        let presenter = window.alert(for: context) { item in
            AlertMessage(title: item) { AlertAction("Cancel", role: .cancel) { ran.labels.append(item) } }
        }
        context.present("one")
        await stage.settle()
        gtk_window_destroy(window)
        await stage.settle()
        stage.expect(stage.dialogs.isEmpty, "\(stage.dialogs.count) dialogs outlived their window")
        stage.expect(ran.labels.isEmpty, "the window's end ran \(ran.labels)")
        stage.expect(DialogCensus.finalized >= DialogCensus.created, "a dialog was not finalized")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "onDialogShownSeesTheDialogAlreadyShown") { stage in
        let context = PresentationContext<String>()
        context.present("shown at once")
        let presenter = stage.window.alert(for: context) { AlertMessage(title: $0) }
        var seen: [UnsafeMutablePointer<GtkWidget>] = []
        presenter.onDialogShown = { seen.append($0) }
        await stage.settle()
        stage.expect(seen.count == 1 && seen == stage.dialogs, "onDialogShown saw \(seen.count) dialogs")
    },

    Scenario(name: "aCensusReleasedBeforeItsObjectsIsSafe") { stage in
        let label = gtk_label_new("counted")!
        g_object_ref_sink(label)
        let keeper = ObjectCensus()
        var census: ObjectCensus? = ObjectCensus()
        census?.track(label)
        keeper.track(label)
        census = nil
        g_object_unref(label)
        await stage.settle()
        stage.expect(keeper.finalized == 1, "the remaining census counted \(keeper.finalized) finalized")
        withExtendedLifetime(census) {}
    },
]

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

@MainActor
final class Alerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
}

/// What the async form returned.
@MainActor
final class Asked {
    var first: AlertAction?
    var second: AlertAction?
    var returned = false
}

/// The labels of the actions that ran.
@MainActor
final class Ran {
    var labels: [String] = []
}

struct Note: Identifiable {
    let id = 0
}
