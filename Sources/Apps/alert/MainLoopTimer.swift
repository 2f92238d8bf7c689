import CGtk
import PresentationKitDialogs

/// `--timeout`'s end of each of the command's windows: an action run once on the main loop
/// after the seconds given (a ``OneShotSource``, so no window is reached through an
/// unretained pointer).
enum MainLoopTimer {

    /// Run `action` once, `seconds` from now (rounded up to the millisecond; past GLib's
    /// longest interval, about 49 days, at that interval).
    @MainActor
    static func after(seconds: Double, _ action: @escaping @MainActor () -> Void) {
        OneShotSource.timeout(milliseconds: milliseconds(seconds), action)
    }

    /// `seconds` as the whole milliseconds a GLib timeout takes, rounded up.
    static func milliseconds(_ seconds: Double) -> UInt32 {
        UInt32(min(seconds * 1000, Double(UInt32.max)).rounded(.up))
    }
}
