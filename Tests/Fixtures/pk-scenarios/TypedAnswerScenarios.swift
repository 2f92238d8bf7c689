import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// Typed answers.
@MainActor
let typedAnswerScenarios: [Scenario] = [
    Scenario(name: "presentOnAnswersWithTheActionForEachEnding") { stage in
        let window = stage.window
        let confirm = AlertMessage(title: "Delete?") {
            AlertAction("Delete", id: "delete", role: .destructive)
            AlertAction("Archive", id: "archive")
            AlertAction("Keep", id: "keep", role: .cancel)
        }
        let twoPlain = AlertMessage(title: "Which?") {
            AlertAction("One")
            AlertAction("Two")
        }
        let endings: [(name: String, message: AlertMessage, end: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void, expected: AlertAnswer)] = [
            // Laid out Keep, Delete, Archive: position 1 is Delete, declared first.
            ("a click on Delete", confirm, { stage.choose(1, in: $0) },
             AlertAnswer(index: 0, role: .destructive, label: "Delete", id: "delete")),
            ("a click on Archive", confirm, { stage.choose(2, in: $0) },
             AlertAnswer(index: 1, role: nil, label: "Archive", id: "archive")),
            ("Escape with a cancel action", confirm, { stage.pressEscape(in: $0) },
             AlertAnswer(index: 2, role: .cancel, label: "Keep", id: "keep")),
            ("Escape with two plain actions", twoPlain, { stage.pressEscape(in: $0) }, .dismissed),
            ("Escape on the standard OK", AlertMessage(title: "Done"), { stage.pressEscape(in: $0) },
             AlertAnswer(index: 0, role: nil, label: "OK", id: nil)),
            ("the dialog destroyed", confirm, { stage.destroy($0) }, .dismissed),
        ]
        for ending in endings {
            let asked = Asked()
            Task { asked.first = await ending.message.present(on: window) }
            await stage.settle()
            guard let dialog = stage.onlyDialog(ending.name) else { continue }
            ending.end(dialog)
            await stage.settle(until: { asked.first != nil })
            stage.expect(asked.first == ending.expected,
                         "\(ending.name) answered \(String(describing: asked.first)), expected \(ending.expected)")
        }
        // A destroyed window is the dismissed answer too, and a switch reads naturally.
        let other = pk_window(gtk_window_new())!
        gtk_window_present(other)
        let asked = Asked()
        Task { asked.first = await confirm.present(on: other) }
        await stage.settle()
        // The dialog must be up before its window goes: a window destroyed first would be
        // no parent at all (seen once on a loaded machine: the answer never came).
        guard stage.onlyDialog("present(on:) over another window") != nil else { return gtk_window_destroy(other) }
        gtk_window_destroy(other)
        await stage.settle(until: { asked.first != nil })
        switch asked.first {
        case .dismissed?: break
        default: stage.expect(false, "destroying the window answered \(String(describing: asked.first))")
        }
    },
]
