import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Only a new presentation rebuilds the dialog.
@MainActor
let inPlaceUpdateScenarios: [Scenario] = [
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
]
