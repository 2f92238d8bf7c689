import Foundation

/// The end of a wait, `seconds` from now on the monotonic clock (`SuspendingClock`, the one
/// Swift Testing times tests by). Not `Date()`: on a loaded machine the wall clock once
/// jumped ahead of the monotonic one by about 10 s, and two waits of 10 s ended as timed
/// out 0.5 s and 3.8 s into their tests, at the same moment.
public struct Deadline: Sendable {
    private let end: SuspendingClock.Instant

    public init(seconds: Double) {
        end = SuspendingClock.now.advanced(by: .milliseconds(Int64((seconds * 1_000).rounded())))
    }

    /// Whether the wait is over.
    public var hasPassed: Bool { SuspendingClock.now >= end }

    /// When a wait on the wall clock (`NSCondition.wait(until:)`) should wake to look at
    /// the deadline again: at most `slice` seconds ahead, so that a step of the wall
    /// clock costs at most one slice.
    public func nextWake(slice: Double = 0.1) -> Date {
        let left = SuspendingClock.now.duration(to: end).components
        let seconds = Double(left.seconds) + Double(left.attoseconds) / 1e18
        return Date(timeIntervalSinceNow: max(0, min(slice, seconds)))
    }
}

/// `read()`'s value once it is not `nil`, asked every `pause` seconds; throws after
/// `seconds`: what another process shows (over AT-SPI, X11 or its output) comes a moment
/// after it changes.
public func waitFor<T>(within seconds: Double = 10, every pause: Double = 0.05,
                       _ read: () throws -> T?) throws -> T {
    let deadline = Deadline(seconds: seconds)
    while true {
        if let value = try read() { return value }
        guard !deadline.hasPassed else { throw E2EError("not seen within \(seconds) s") }
        usleep(useconds_t(pause * 1_000_000))
    }
}

public extension Duration {
    /// The duration in seconds, for figures and bounds measured on `SuspendingClock`
    /// (`(SuspendingClock.now - started).inSeconds < 3`), which a step of the wall clock
    /// does not move.
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
