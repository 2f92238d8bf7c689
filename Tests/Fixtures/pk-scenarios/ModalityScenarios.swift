import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Every form sits over its window.
@MainActor
let modalityScenarios: [Scenario] = [
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
]
