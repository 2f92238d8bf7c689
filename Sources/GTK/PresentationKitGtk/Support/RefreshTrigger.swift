import Observation

/// Calls a presenter's refresh when something it read changes: once for each batch of
/// changes, however many of the values it observed changed, on the main actor.
///
/// ```swift
/// private lazy var trigger = RefreshTrigger { [weak self] in self?.refresh() }
/// func refresh() {
///     let item = trigger.observe { context.item }   // the next change refreshes again
/// }
/// ```
@MainActor
final class RefreshTrigger {

    /// Counts the batches: an observation set up in an earlier one no longer triggers.
    private var batch = 0
    private let refresh: @MainActor () -> Void

    init(_ refresh: @escaping @MainActor () -> Void) {
        self.refresh = refresh
    }

    /// `read`'s value, observed: the first change to anything it read refreshes, once,
    /// together with every other observation of the same batch.
    func observe<Value>(_ read: () -> Value) -> Value {
        let armed = batch
        return withObservationTracking(read) { [weak self] in
            Task { @MainActor in
                guard let self, self.batch == armed else { return }
                self.batch += 1
                self.refresh()
            }
        }
    }
}
