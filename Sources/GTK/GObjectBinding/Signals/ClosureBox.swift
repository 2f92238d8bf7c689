import CGtk
import Synchronization

/// Carries a Swift closure across the C boundary, the one way the library does it (the
/// gir2swift pattern): ``retained(_:)`` hands C a retained box as `user_data`, the
/// callback reads the closure with ``closure(from:)``, and the destroy notify GLib
/// calls when it drops the callback (``releaseClosureBox``, or ``releaseClosureBoxOfSignal``
/// for a signal) is the only place that lets go of it. So the closure lives exactly as
/// long as the connection, the source or the controller holding it.
///
/// Name the same `Closure` type on both sides (a `@MainActor () -> Void` box read as a
/// `() -> Void` one is another type): write it out on ``retained(_:)`` rather than
/// letting a closure literal infer it.
///
/// ```swift
/// typealias Fire = @MainActor () -> Void
/// g_timeout_add_full(G_PRIORITY_DEFAULT, 100, { data in
///     let fire = ClosureBox<Fire>.closure(from: data)
///     MainActor.assumeIsolated { fire() }
///     return gboolean(G_SOURCE_REMOVE)
/// }, ClosureBox<Fire>.retained { print("fired") }, releaseClosureBox)
/// ```
package final class ClosureBox<Closure> {

    /// The closure carried.
    package let closure: Closure

    private init(_ closure: Closure) {
        self.closure = closure
        liveClosureBoxes.add(1, ordering: .relaxed)
    }

    deinit { liveClosureBoxes.subtract(1, ordering: .relaxed) }

    /// A new box holding `closure`, retained once, as a C `user_data` pointer: give GLib
    /// ``releaseClosureBox`` (or ``releaseClosureBoxOfSignal``) with it.
    package static func retained(_ closure: Closure) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ClosureBox(closure)).toOpaque()
    }

    /// The closure of the box behind `data`, a pointer from ``retained(_:)`` still held.
    package static func closure(from data: UnsafeMutableRawPointer?) -> Closure {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue().closure
    }

    /// How many boxes GLib holds now: 0 more after a window and everything on it went
    /// means nothing was left behind.
    package static var live: Int { liveClosureBoxes.load(ordering: .relaxed) }
}

/// The `GDestroyNotify` that lets go of a box from ``ClosureBox/retained(_:)``.
package let releaseClosureBox: GDestroyNotify = { data in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// The `GClosureNotify` (a signal's destroy notify) that lets go of a box from
/// ``ClosureBox/retained(_:)``.
package let releaseClosureBoxOfSignal: GClosureNotify = { data, _ in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

/// The count behind ``ClosureBox/live``; boxes are released wherever GLib drops them.
private let liveClosureBoxes = Atomic<Int>(0)
