import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// An action runs after the reset, so it can present again.
@MainActor
let actionAfterResetScenarios: [Scenario] = [
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
        stage.expect(asked.first?.label == "Retry", "the first ask returned \(String(describing: asked.first))")
        if let second = stage.onlyDialog("the second ask") {
            stage.expect(stage.texts(of: second).heading == "Again?", "the second dialog reads “\(stage.texts(of: second).heading)”")
            stage.choose(0, in: second)
            await stage.settle()
            stage.expect(asked.second?.label == "OK", "the second ask returned \(String(describing: asked.second))")
        }
    },
]
