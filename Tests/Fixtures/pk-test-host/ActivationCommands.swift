// Commands for the end-to-end tests of alerts a stray key cannot answer (issue 34):
//
//   ask-unsolicited SECONDS [field]
//                    present(on:) an `.unsolicited()` alert titled "Sync failed" with
//                    Cancel and Try Again (the default), its buttons held for SECONDS
//                    (`.activationDelay(.seconds(SECONDS))`); with `field`, a Name field
//                    (id "name", empty) above them, whose binding writes print
//                    "binding name=TEXT". Prints "answer LABEL" once answered. With
//                    G_MESSAGES_DEBUG=PresentationKit the library prints
//                    "PresentationKit-DEBUG: … Alert buttons live: Sync failed" when the
//                    buttons come alive.
import CGtk
import Foundation
import PresentationKit
import PresentationKitGtk

extension Host {

    /// Run an activation command; `false` when `command` is not one.
    func handleActivation(_ command: String, _ argument: String) -> Bool {
        guard command == "ask-unsolicited" else { return false }
        let words = argument.split(separator: " ")
        let seconds = words.first.flatMap { Double($0) } ?? 0
        let fields = words.contains("field") ? FieldModel(host: self) : nil
        Task {
            let answer = await AlertMessage(title: "Sync failed") {
                if let fields {
                    AlertTextField("Name", text: Binding(fields, \.name), id: "name")
                }
                AlertAction("Cancel", role: .cancel)
                AlertAction("Try Again", isDefault: true)
            }
            .unsolicited()
            .activationDelay(.seconds(seconds))
            .present(on: window)
            emit("answer \(answer.label ?? "-")")
        }
        return true
    }
}
