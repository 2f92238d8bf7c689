import Foundation
import Synchronization
import Testing

/// One request to the AT-SPI driver, `Tests/DesktopReaders/atspi_driver.py`: an operation on the
/// windows of process `pid`, sent as one line of JSON. Its description is that line, so a
/// failure names exactly what was asked.
public struct AtspiRequest: Encodable, Sendable, CustomStringConvertible {
    /// The operation: `dialogs`, `windows`, `click`, `wait-gone`, `wait-label`,
    /// `wait-no-label`, `extents`, `act`, `widgets` or `focus`.
    public let op: String
    /// The process whose windows are read.
    public let pid: Int32
    /// Seconds to wait for what is asked.
    public let wait: Double
    /// How many dialogs to wait for (`dialogs`).
    public var count: Int?
    /// A button's or widget's label (`click`, `act`).
    public var label: String?
    /// A label's text (`wait-label`, `wait-no-label`, `extents`).
    public var text: String?
    /// The accessible name focus should reach (`focus`).
    public var name: String?
    /// The accessible name focus should leave (`focus`, after a Tab).
    public var movedFrom: String?
    /// The title of the window to click in (`click`).
    public var windowTitle: String?

    /// A request for `op` on process `pid`'s windows, waiting up to `wait` seconds; set
    /// the operation's arguments on it.
    public init(_ op: String, pid: Int32, wait: Double) {
        self.op = op
        self.pid = pid
        self.wait = wait
    }

    private enum CodingKeys: String, CodingKey {
        case op, pid, wait, count, label, text, name
        case movedFrom = "moved_from", windowTitle = "window_title"
    }

    /// The request as the driver reads it: one line of JSON.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\(op) of pid \(pid)"
    }

    /// Send the request to the running test's driver and decode its answer as `T`. Throws
    /// the driver's one-line error, or, when the driver dies or does not answer within the
    /// request's wait and a margin, an error naming the request (the driver is then
    /// stopped, and the next request starts a fresh one).
    public func answer<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let line = try AtspiDriver.send(self)
        let envelope: Envelope<T>
        do {
            envelope = try JSONDecoder().decode(Envelope<T>.self, from: Data(line.utf8))
        } catch {
            throw E2EError("AT-SPI driver: cannot read its answer to \(self) as \(T.self): \(error); the answer: \(line)")
        }
        if let message = envelope.error { throw E2EError("AT-SPI driver: \(op) failed: \(message); request: \(self)") }
        guard let result = envelope.ok else { throw E2EError("AT-SPI driver: no result for \(self): \(line)") }
        return result
    }

    /// Send the request for what it does (a click, a wait), not for what it answers.
    public func perform() throws {
        _ = try answer(as: Ignored.self)
    }

    /// One answer line: `{"ok": result}` or `{"error": "message"}`.
    private struct Envelope<Result: Decodable>: Decodable {
        let ok: Result?
        let error: String?
    }

    /// An answer of any shape, not read.
    private struct Ignored: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

/// The AT-SPI driver process of the test now running: started on its first request, kept
/// for the test's later ones (Python, gi and `Atspi.init()` cost more than most requests),
/// and stopped when the test ends (``Trait/atspiDriverPerTest``) or another test asks.
/// At the test process's exit the driver's stdin closes, and it exits on its own.
enum AtspiDriver {

    /// The driver, and the test it serves (nil outside a test).
    private struct Running {
        let test: Test.ID?
        let process: AppProcess
    }

    /// Held for a whole request: one driver answers one request at a time, in order.
    private static let running = Mutex<Running?>(nil)

    /// Beyond a request's own wait: Python's start (the first request) and one last
    /// attempt, a tree walk of a few seconds on a loaded 2-core machine.
    private static let answerMargin = 30.0

    static func send(_ request: AtspiRequest) throws -> String {
        try running.withLock { running in
            let test = Test.current?.id
            if let current = running, current.test != test || !current.process.isRunning {
                stopDriver(current.process)
                running = nil
            }
            let driver = try running?.process ?? startDriver()
            running = Running(test: test, process: driver)
            driver.send(request.description)
            do {
                return try driver.line(startingWith: "{", within: request.wait + answerMargin)
            } catch {
                running = nil
                if driver.isRunning {
                    driver.stop()
                    throw E2EError("AT-SPI driver did not answer \(request) within \(request.wait + answerMargin) s: "
                        + "stopped it; its stderr: \(stderr(of: driver))")
                }
                throw E2EError("AT-SPI driver exited while answering \(request); its stderr: \(stderr(of: driver))")
            }
        }
    }

    /// Stop the running test's driver, if one runs.
    static func stop() {
        running.withLock { running in
            if let current = running { stopDriver(current.process) }
            running = nil
        }
    }

    private static func stderr(of driver: AppProcess) -> String {
        let text = driver.stderrText.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "(empty)" : text
    }

    private static func startDriver() throws -> AppProcess {
        let module = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/atspi_driver.py")
        return try AppProcess(URL(fileURLWithPath: "/usr/bin/python3"), arguments: [module.path])
    }

    /// End of input ends the driver; one stuck in a request is killed.
    private static func stopDriver(_ driver: AppProcess) {
        driver.closeInput()
        _ = try? driver.waitForExit(within: 2)
    }
}

/// Stops each test's AT-SPI driver when the test ends, so no driver outlives its test or
/// keeps polling a program that is gone. On ``OnTheDisplay``, it reaches every test there.
/// A `TestTrait` too: Swift Testing applies a recursive suite trait to the suite's tests
/// as well, and crashes on one that is not (swift-testing issue 1048).
public struct AtspiDriverPerTest: SuiteTrait, TestTrait, TestScoping {
    /// Every test of the suite, nested suites' too.
    public var isRecursive: Bool { true }

    /// Run the test, then stop the driver it used.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        defer { AtspiDriver.stop() }
        try await function()
    }
}

extension Trait where Self == AtspiDriverPerTest {
    /// One AT-SPI driver per test, stopped when the test ends.
    public static var atspiDriverPerTest: Self { AtspiDriverPerTest() }
}
