import Testing

/// The parent of every suite that shows windows on the virtual display: one display and
/// one keyboard, so Swift Testing runs these suites one at a time (`.serialized` reaches
/// every suite nested here, across test targets), and a key press reaches the program it
/// was meant for. Each suite is declared in `extension OnTheDisplay { … }`. Each test
/// there has one AT-SPI driver, stopped when it ends (``AtspiDriverPerTest``).
@Suite("On the virtual display", .serialized, .atspiDriverPerTest)
public enum OnTheDisplay {}

/// Run `body` where it can show windows: fails clearly when there is no display.
public func withDisplay<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    try requireDisplay()
    return try await body()
}

extension Trait where Self == TimeLimitTrait {

    /// The time limit of each test on the display. The suites run one after another, so
    /// it counts the test's own time only (the longest, 10,000 present/answer cycles,
    /// takes about a minute on a loaded 2-core machine); every step that can hang has
    /// its own deadline of seconds, which is what fails a stuck test first.
    public static var displaySuite: Self { .timeLimit(.minutes(3)) }
}
