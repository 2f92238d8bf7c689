import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Cancellation.
@MainActor
let cancellationScenarios: [Scenario] = [
    Scenario(name: "presentOnInACancelledTaskShowsNothing") { stage in
        let window = stage.window
        let asked = Asked()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            asked.first = await AlertMessage(title: "Too late").present(on: window)
            asked.returned = true
        }
        await task.value
        stage.expect(asked.returned && asked.first == .dismissed, "present(on:) returned \(String(describing: asked.first))")
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
        stage.expect(asked.returned && asked.first == .dismissed, "the cancelled ask returned \(String(describing: asked.first))")
        stage.expect(stage.dialogs.isEmpty, "\(stage.dialogs.count) dialogs on screen after cancelling")
    },
]
