import Foundation
import PresentationKit
import Testing

/// A thread-safe, append-only log, usable from `@Sendable` closures
/// (observation callbacks, action handlers, detached tasks).
final class Log<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    var values: [Value] {
        lock.withLock { storage }
    }

    var count: Int {
        lock.withLock { storage.count }
    }
}

/// The smallest `ErrorAlerter`: a main-actor class with its own context.
@MainActor
final class TestAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()

    /// Everything alerted, in the order it would be shown, by dismissing until empty.
    func drain() -> [any Error] {
        var shown: [any Error] = []
        while let item = errorContext.item {
            shown.append(item)
            errorContext.dismiss()
        }
        return shown
    }

    /// How many alerts are pending: the one shown plus the queued ones.
    var pendingCount: Int {
        (errorContext.item == nil ? 0 : 1) + errorContext.queue.count
    }
}

/// The seed's custom error.
enum DataError: String, AlertableError {
    case networkUnavailable

    var alertMessage: AlertMessage {
        AlertMessage(title: "A \(rawValue) error occurred", message: "Please try again later.")
    }
}

/// An error with a readable description of its own, distinct per `text`.
struct LabelledError: LocalizedError, Equatable {
    let text: String
    var errorDescription: String? { text }
}

/// An error naming the task that sent it and its position in that task's sequence.
struct NumberedError: LocalizedError {
    let task: Int
    let sequence: Int
    var errorDescription: String? { "Failure \(task).\(sequence)" }
}

/// An error that is neither alertable nor localized.
struct PlainError: Error {}

/// Wait (yielding, never sleeping) until `condition` holds; throws once the suite's
/// time limit cancels the test, so a condition that never comes fails instead of hanging.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async throws {
    while !condition() {
        try Task.checkCancellation()
        await Task.yield()
    }
}

/// Choose the action labelled `label` on the alert `context` shows, as the presenter
/// does: the item is dismissed first, then the action runs.
@MainActor
func choose(_ label: String, on context: PresentationContext<any Error>) throws {
    let shown = try #require(context.item)
    let action = try #require(AlertMessage(error: shown).actions.first { $0.label == label }, "no \(label)")
    context.dismiss()
    action.perform()
}
