import Foundation

/// A thread-safe, append-only log, usable from `@Sendable` closures
/// (observation callbacks, action handlers, detached tasks).
final class Log<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    var values: [Value] {
        lock.withLock { storage }
    }

    var count: Int {
        lock.withLock { storage.count }
    }
}
