import Foundation
// The host protocol's types are what the tests write commands in: every test that
// imports the harness has them.
@_exported import TestHostProtocol

/// The pk-test-host program, the subject of the GTK end-to-end tests: a window with an
/// AlertPresenter, commanded over stdin (see `Tests/Fixtures/pk-test-host/main.swift`).
public final class TestHost: Sendable {

    /// The running host.
    public let process: AppProcess

    /// What is on the host's screen, through AT-SPI.
    public var screen: Screen { Screen(pid: process.pid) }

    /// Start a host and wait until its window is shown.
    public init(environment: [String: String] = [:]) throws {
        try requireDisplay()
        process = try AppProcess(product("pk-test-host"), environment: environment)
        try process.line(startingWith: "ready")
    }

    /// Send one command line.
    public func send(_ command: String) { process.send(command) }

    /// Present an alert in the host window's context.
    public func present(_ alert: HostAlert) { send("present " + alert.json) }

    /// Show an alert with the async form; its answer comes as `answer LABEL`.
    public func ask(_ alert: HostAlert) { send("ask " + alert.json) }

    /// Present a toast in the host window's toast context.
    public func toast(_ toast: HostToast) { send("toast " + toast.json) }

    /// The next `action …` line: the handler that ran.
    public func nextAction(within seconds: Double = 10) throws -> String {
        String(try process.line(startingWith: "action ", within: seconds).dropFirst("action ".count))
    }

    /// The next line starting with `prefix`, split into its `key=value` fields; a bare
    /// second word is the value of the first (`cycles 4000 handlers=4000` gives
    /// `["cycles": "4000", "handlers": "4000"]`).
    public func fields(of prefix: String, within seconds: Double = 10) throws -> [String: String] {
        let parts = try process.line(startingWith: prefix, within: seconds).split(separator: " ")
        var fields: [String: String] = [:]
        for (index, part) in parts.enumerated() {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 {
                fields[String(pair[0])] = String(pair[1])
            } else if index == 1 {
                fields[String(parts[0])] = String(part)
            }
        }
        return fields
    }

    /// Dialogs created and finalized so far (`DialogCensus`); a census line that does not
    /// parse throws, so `finalized == created` never compares two placeholders.
    public func census() throws -> (created: Int, finalized: Int) {
        send("census")
        let line = try fields(of: "census ")
        guard let created = line["created"].flatMap({ Int($0) }), let finalized = line["finalized"].flatMap({ Int($0) }),
              created >= 0, finalized >= 0 else {
            throw E2EError("census line does not parse: \(line)")
        }
        return (created, finalized)
    }

    /// Everything the host printed and no check has read yet, up to a `mark` it prints
    /// once the main loop has nothing else due: the span a negative check reads ("no
    /// action ran") ends after the point in question, not at an arbitrary moment.
    public func linesUntilIdle(_ tag: String = "fence", within seconds: Double = 10) throws -> [String] {
        send("mark \(tag)")
        return try process.lines(before: "mark \(tag)", within: seconds)
    }

    /// Quit, and require a clean exit with no GTK warning or critical on stderr.
    public func quit() throws {
        send("quit")
        let status = try process.waitForExit(within: 30)
        guard status == 0 else { throw E2EError("pk-test-host exited \(status): \(process.stderrText)") }
        guard process.gtkComplaints.isEmpty else { throw E2EError("GTK complained: \(process.gtkComplaints)") }
    }
}

/// Run `body` with a fresh host, alone on the display; the host must then quit cleanly,
/// with no GTK warning or critical (every host runs with `G_DEBUG=fatal-criticals`).
/// `style`: the dialogs' style (``DialogStyle``), GTK's unless told.
@discardableResult
public func withTestHost<T: Sendable>(
    style: DialogStyle = .gtk, environment: [String: String] = [:],
    _ body: @Sendable (TestHost) async throws -> T
) async throws -> T {
    try await withDisplay {
        let host = try TestHost(environment: style.environment.merging(environment) { _, given in given })
        let result = try await body(host)
        try host.quit()
        return result
    }
}
