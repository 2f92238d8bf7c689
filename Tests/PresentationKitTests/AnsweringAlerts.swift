import PresentationKit
import Testing

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
