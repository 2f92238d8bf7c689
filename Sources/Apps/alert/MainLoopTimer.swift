import CGtk
import PresentationKitDialogs

/// What runs once on the main loop after a delay: `--timeout`'s end of each of the command's
/// windows, and the countdown's next second. GLib holds the action (a ``ClosureBox``) until
/// the source has run, so no window is reached through an unretained pointer.
enum MainLoopTimer {

    private typealias Action = @MainActor () -> Void

    /// Run `action` once, `milliseconds` from now.
    @MainActor
    static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        _ = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let action = ClosureBox<Action>.closure(from: data)
            MainActor.assumeIsolated { action() }
            return 0  // G_SOURCE_REMOVE
        }, ClosureBox<Action>.retained(action), releaseClosureBox)
    }

    /// Run `action` once, `seconds` from now (rounded up to the millisecond; past GLib's
    /// longest interval, about 49 days, at that interval).
    @MainActor
    static func after(seconds: Double, _ action: @escaping @MainActor () -> Void) {
        after(milliseconds: milliseconds(seconds), action)
    }

    /// `seconds` as the whole milliseconds a GLib timeout takes, rounded up.
    static func milliseconds(_ seconds: Double) -> UInt32 {
        UInt32(min(seconds * 1000, Double(UInt32.max)).rounded(.up))
    }
}
