import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Repeats merge into the alert on screen.
@MainActor
let repeatScenarios: [Scenario] = [
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
]
