import CGtk

/// A closure run once from the GLib main loop, after a delay or when the loop is idle, the
/// ``ClosureBox`` way: GLib holds the closure until the source has run or been removed
/// (`g_source_remove` with the id returned), then lets it go.
///
/// ```swift
/// let source = OneShotSource.timeout(milliseconds: 800) { [weak self] in self?.expired() }
/// ```
package enum OneShotSource {

    package typealias Action = @MainActor () -> Void

    /// Run `action` once, `milliseconds` from now, at `G_PRIORITY_DEFAULT`; the source's id.
    @discardableResult @MainActor
    package static func timeout(milliseconds: guint, _ action: @escaping Action) -> guint {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runOnce, ClosureBox<Action>.retained(action), releaseClosureBox)
    }

    /// Run `action` once, `seconds` from now, at `G_PRIORITY_DEFAULT`, on GLib's seconds
    /// clock (`g_timeout_add_seconds_full`: woken with the process's other such timers, for
    /// limits a person counts in seconds); the source's id.
    @discardableResult @MainActor
    package static func timeout(seconds: guint, _ action: @escaping Action) -> guint {
        g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, seconds, runOnce, ClosureBox<Action>.retained(action), releaseClosureBox)
    }

    /// Run `action` once, when the loop has nothing of a higher `priority` to do; the source's id.
    @discardableResult @MainActor
    package static func idle(priority: Int32, _ action: @escaping Action) -> guint {
        g_idle_add_full(priority, runOnce, ClosureBox<Action>.retained(action), releaseClosureBox)
    }

    private static let runOnce: GSourceFunc = { data in
        let action = ClosureBox<Action>.closure(from: data)
        MainActor.assumeIsolated { action() }
        return gboolean(G_SOURCE_REMOVE)
    }
}
