import CGtk
import PresentationKitDialogs   // OneShotSource

/// A toast's time on screen: a one-shot GLib timeout that can pause and resume, so the
/// time a person spends reading (pointer on the toast, focus in it) does not count.
///
/// It holds a GLib source only while it runs: paused, ended, or never started, it
/// costs no wake-up at all.
@MainActor
final class ToastTimer {

    /// Milliseconds left to run.
    private(set) var remaining: Int
    private var source: guint = 0
    private var startedAt = 0
    private let fire: @MainActor () -> Void

    /// A timer that calls `fire` once, after `duration` of running time.
    init(duration: Duration, fire: @escaping @MainActor () -> Void) {
        remaining = Self.milliseconds(duration)
        self.fire = fire
    }

    isolated deinit {
        stop()
    }

    /// Whether it is counting down now.
    var isRunning: Bool { source != 0 }

    /// Start or resume counting down.
    func resume() {
        guard source == 0 else { return }
        startedAt = g_get_monotonic_time()
        source = OneShotSource.timeout(milliseconds: guint(remaining)) { [weak self] in self?.expired() }
    }

    /// Stop counting, keeping the time left.
    func pause() {
        guard source != 0 else { return }
        let elapsed = Int((g_get_monotonic_time() - startedAt) / 1000)
        remaining = max(0, remaining - elapsed)
        stop()
    }

    /// Start over with `duration`, running if it was.
    func restart(duration: Duration) {
        let wasRunning = isRunning
        stop()
        remaining = Self.milliseconds(duration)
        if wasRunning { resume() }
    }

    /// `duration` in whole milliseconds, none below 0.
    private static func milliseconds(_ duration: Duration) -> Int {
        max(0, Int((duration / .milliseconds(1)).rounded()))
    }

    private func stop() {
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }

    private func expired() {
        // The callback returns G_SOURCE_REMOVE: the source ends by itself.
        source = 0
        remaining = 0
        fire()
    }

}
