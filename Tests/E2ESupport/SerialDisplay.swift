import Testing
/// One virtual display, one keyboard: end-to-end tests take turns, so a key press
/// reaches the program it was meant for.
public actor SerialDisplay {

    /// The lock all end-to-end tests share.
    public static let shared = SerialDisplay()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Run `body` while no other end-to-end test runs.
    public func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}

extension Trait where Self == TimeLimitTrait {

    /// The time limit of a suite on the shared display: a backstop only. Swift Testing
    /// counts the time a test waits for its turn on the display, and the suites together
    /// take several minutes; every step that can hang (a line from the program, an AT-SPI
    /// query, an exit) has its own deadline of seconds, which is what fails a stuck test.
    public static var displaySuite: Self { .timeLimit(.minutes(30)) }
}
