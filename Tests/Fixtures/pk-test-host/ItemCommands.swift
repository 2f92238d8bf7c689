// Items (issue 34):
//   ask-items N      present(on:) an alert titled "Save changes to N documents?" about N
//                    items ("Document 1" … with ids "doc1" …; the second unchecked), with
//                    Cancel, AlertAction.discard (its label counts the checked items:
//                    "Discard All" when all are, else "Discard K"; disabled with none) and
//                    Save (the default); prints "answer LABEL checked=ID,ID".
import CGtk
import PresentationKit
import PresentationKitGtk

extension Host {

    /// Run an item command; `false` when `command` is not one.
    func handleItems(_ command: String, _ argument: String) -> Bool {
        guard command == "ask-items" else { return false }
        let count = Int(argument) ?? 3
        let items = (1...count).map { AlertItem("Document \($0)", id: "doc\($0)", isChecked: $0 != 2) }
        Task {
            let answer = await AlertMessage(title: "Save changes to \(count) documents?", items: items) {
                AlertAction("Cancel", role: .cancel)
                AlertAction.discard(items)
                AlertAction("Save", isDefault: true)
            }.present(on: window)
            emit("answer \(answer.label ?? "-") checked=\(answer.checkedItems.joined(separator: ","))")
        }
        return true
    }
}
