import PresentationKit

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
