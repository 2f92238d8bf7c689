import CGtk
import Observation
import PresentationKit
import PresentationKitDialogs   // SignalHandler, GtkStandardLabels

/// The one lifecycle every presenter has: attached when made, refreshed each time
/// something it read changes, detached once (by `detach()`, its release, the window's
/// owner, or the `destroy` of the widget it shows on), and inert after that.
///
/// A presenter keeps one, calls ``start(_:on:)`` at the end of its initializer, reads
/// its model through ``observe(_:)`` in its `refresh()`, and ends with ``detach(_:)``
/// from both `detach()` and `isolated deinit`:
///
/// ```swift
/// let lifecycle = PresenterLifecycle()
/// init(…) {
///     …
///     lifecycle.start(self, on: window)
/// }
/// isolated deinit { detach() }
/// public func detach() { lifecycle.detach { closeShown(); source = nil } }
/// func refresh() { let item = lifecycle.observe { context.item } … }
/// ```
@MainActor
final class PresenterLifecycle {

    /// `false` once detached: a refresh or a late callback then does nothing.
    private(set) var isAttached = true

    /// The window's list of presenters, while one owns this presenter (held weakly).
    weak var owner: WindowPresenters?

    /// The `destroy` connection of the widget the presenter shows on.
    private var destroyed: SignalConnection?

    private var refresh: (@MainActor () -> Void)?

    /// Counts the batches of changes: an observation set up in an earlier one no longer
    /// triggers.
    private var batch = 0

    init() {
        // Before the presenter builds its first label (an OK button, a toast's Close).
        GtkStandardLabels.install()
    }

    /// Detach `presenter` when `widget` (a `GtkWidget` or `GtkWindow`; `nil`: none) is
    /// destroyed, and refresh it now and each time what its refresh observed changes.
    /// The presenter is held weakly.
    func start(_ presenter: some WindowOwned, on widget: UnsafeMutableRawPointer?) {
        refresh = { [weak presenter] in presenter?.refresh() }
        destroyed = widget.map { SignalHandler.connect($0, "destroy") { [weak presenter] in presenter?.detach() } }
        refreshNow()
    }

    /// `read`'s value, observed: the first change to anything it read refreshes, once,
    /// together with every other observation of the same batch, on the main actor.
    func observe<Value>(_ read: () -> Value) -> Value {
        let armed = batch
        return withObservationTracking(read) { [weak self] in
            Task { @MainActor in
                guard let self, self.batch == armed else { return }
                self.batch += 1
                self.refreshNow()
            }
        }
    }

    /// What `source` shows now, observed: the presentation and its message, or `nil`
    /// while none should show.
    func observe<Message>(_ source: PresentationSource<Message>) -> (presentation: AnyHashable, message: Message)? {
        let presentation = observe { source.presentation() }
        guard let presentation, let message = observe({ source.current() }) else { return nil }
        return (presentation, message)
    }

    /// End the presenter, once: disconnect from its widget, stop refreshing, run
    /// `tearDown` (close what it shows, let go of its closures), and leave its owner.
    /// `tearDown` runs inside the presenter's own `detach()` (or deinit), so it may use
    /// the presenter strongly.
    func detach(_ tearDown: () -> Void) {
        guard isAttached else { return }
        isAttached = false
        destroyed?.disconnect()
        destroyed = nil
        refresh = nil
        tearDown()
        owner?.forget(self)
        owner = nil
    }

    private func refreshNow() {
        guard isAttached else { return }
        refresh?()
    }
}
