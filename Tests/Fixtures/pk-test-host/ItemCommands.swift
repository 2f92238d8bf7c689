// Items (issue 34):
//   ask-items N      present(on:) an alert titled "Save changes to N documents?" about N
//                    items ("Document 1" … with ids "doc1" …; the second unchecked), with
//                    Cancel, Discard (destructive; its label counts the checked items:
//                    "Discard All" when all are, else "Discard K" through ngettext) and
//                    Save (the default); prints "answer LABEL checked=ID,ID".
import CGtk
import PresentationKit
import PresentationKitGtk

extension Host {

    /// Run an item command; `false` when `command` is not one.
    func handleItems(_ command: String, _ argument: String) -> Bool {
        guard command == "ask-items" else { return false }
        let count = Int(argument) ?? 3
        let tr = TextDomain("presentationkit-tests")
        Task {
            let answer = await AlertMessage(
                title: "Save changes to \(count) documents?",
                items: (1...count).map { AlertItem("Document \($0)", id: "doc\($0)", isChecked: $0 != 2) }
            ) {
                AlertAction("Cancel", role: .cancel)
                AlertAction("Discard", role: .destructive)
                    .label { checked in
                        checked == count ? "Discard All" : tr.plural("Discard %@", "Discard %@", count: checked, String(checked))
                    }
                AlertAction("Save", isDefault: true)
            }.present(on: window)
            emit("answer \(answer.label ?? "-") checked=\(answer.checkedItems.joined(separator: ","))")
        }
        return true
    }
}
