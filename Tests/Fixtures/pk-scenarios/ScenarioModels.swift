import Foundation
import Observation
import PresentationKit

/// State the scenarios' alerts read and write, as an app's model does.
@Observable @MainActor
final class Model {
    var didFail = false
    var error: Failure?
    var counter = 0
    var actionCount = 1
    var closing = false
    var saveNotes = true
}

struct Failure: LocalizedError {
    var errorDescription: String? { "Upload failed." }
}

struct NetworkDown: LocalizedError {
    var errorDescription: String? { "Network down" }
}

@MainActor
final class Alerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
}

/// What the async form returned.
@MainActor
final class Asked {
    var first: AlertAnswer?
    var second: AlertAnswer?
    var returned = false
}

/// The labels of the actions that ran.
@MainActor
final class Ran {
    var labels: [String] = []
}

struct Note: Identifiable {
    let id = 0
}

/// A weak reference, to see an object go.
@MainActor
final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// What one window of the thousand holds: its model and what it shows.
@Observable @MainActor
final class WindowModel {
    var didFail = false
    var title = "Window"
    let alerts = PresentationContext<String>()
    let toasts = PresentationContext<ToastMessage>()
    let notes = PresentationContext<Note>()
    let covers = PresentationContext<Note>()
    let details = PresentationContext<Note>()
}
