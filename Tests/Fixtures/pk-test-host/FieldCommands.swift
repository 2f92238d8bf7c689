// Commands for the end-to-end tests of an alert's fields (issue 33):
//
//   ask-rename       present(on:) an alert titled "Rename" with a Name field (id "name",
//                    prefilled "notes.txt", refused when empty or holding "/"), a Password
//                    field (id "password"), Cancel and Rename (the default); prints
//                    "binding name=TEXT" at each write of the name's binding,
//                    "binding password=TEXT" at each write of the password's (a test
//                    host's own secret), then "answer LABEL texts=JSON" (the answer's
//                    texts, sorted JSON) and "described ANSWER" (String(reflecting:)).
//   ask-disabled     present(on:) an alert titled "Upload" whose default action, Upload, is
//                    `.disabled(true)`, beside Cancel; prints "answer LABEL".
import CGtk
import Foundation
import Observation
import PresentationKit
import PresentationKitGtk

extension Host {

    /// Run a field command; `false` when `command` is not one.
    func handleFields(_ command: String, _ argument: String) -> Bool {
        if command == "ask-disabled" {
            Task {
                let answer = await AlertMessage(title: "Upload") {
                    AlertAction("Cancel", role: .cancel)
                    AlertAction("Upload", isDefault: true).disabled(true)
                }.present(on: window)
                emit("answer \(answer.label ?? "-")")
            }
            return true
        }
        guard command == "ask-rename" else { return false }
        let fields = FieldModel(host: self)
        Task {
            let answer = await AlertMessage(title: "Rename") {
                AlertTextField("Name", text: Binding(fields, \.name), id: "name")
                    .validation { name in
                        name.isEmpty ? "A name is needed." : name.contains("/") ? "A name cannot contain “/”." : nil
                    }
                    .selection(.baseName)
                AlertSecureField("Password", text: Binding(fields, \.password), id: "password")
                AlertAction("Cancel", role: .cancel)
                AlertAction("Rename", isDefault: true)
            }.present(on: window)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let texts = String(decoding: try! encoder.encode(answer.texts), as: UTF8.self)
            emit("answer \(answer.label ?? "-") texts=\(texts)")
            emit("described \(String(reflecting: answer))")
        }
        return true
    }
}

/// The fields' model: each write is printed, so a test sees what reached the binding.
@MainActor
final class FieldModel {
    private let host: Host
    var name = "notes.txt" { didSet { host.emit("binding name=\(name)") } }
    var password = "" { didSet { host.emit("binding password=\(password)") } }

    init(host: Host) { self.host = host }
}
