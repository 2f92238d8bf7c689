import E2ESupport
import Foundation

/// The pk-test-host program: a window with an AlertPresenter, commanded over stdin.
final class TestHost: Sendable {
    let process: AppProcess
    var screen: Screen { Screen(pid: process.pid) }

    init() throws {
        try requireDisplay()
        process = try AppProcess(product("pk-test-host"))
        try process.line(startingWith: "ready")
    }

    /// Present an alert in the host window's context.
    func present(_ alert: Alert) { process.send("present " + alert.json) }

    /// Show an alert with the async form.
    func ask(_ alert: Alert) { process.send("ask " + alert.json) }

    func send(_ command: String) { process.send(command) }

    /// The next `action …` line: the handler that ran.
    func nextAction() throws -> String {
        String(try process.line(startingWith: "action ").dropFirst("action ".count))
    }

    func census() throws -> (created: Int, finalized: Int) {
        process.send("census")
        let numbers = try process.line(startingWith: "census ").split(separator: " ").dropFirst().map {
            Int($0.split(separator: "=")[1])!
        }
        return (numbers[0], numbers[1])
    }

    /// Quit, and check the host exited cleanly with no GTK warning or critical.
    func quit() throws -> [String] {
        process.send("quit")
        let status = try process.waitForExit()
        guard status == 0 else { throw E2EError("pk-test-host exited \(status): \(process.stderrText)") }
        return process.gtkComplaints
    }
}

/// An alert as the host reads it.
struct Alert: Encodable, Sendable {
    struct Action: Encodable, Sendable {
        var label: String
        var role: String?
        var isDefault: Bool?
        var presents: NestedAlert?

        static func cancel(_ label: String = "Cancel") -> Action { Action(label: label, role: "cancel") }
        static func destructive(_ label: String) -> Action { Action(label: label, role: "destructive") }
        static func plain(_ label: String, isDefault: Bool? = nil, presents: Alert? = nil) -> Action {
            Action(label: label, isDefault: isDefault, presents: presents.map(NestedAlert.init))
        }
    }

    var title: String
    var message: String?
    var actions: [Action] = []

    var json: String {
        String(decoding: try! JSONEncoder().encode(self), as: UTF8.self)
    }
}

/// An alert inside an action, encoded as the alert itself.
final class NestedAlert: Encodable, Sendable {
    let alert: Alert
    init(_ alert: Alert) { self.alert = alert }
    func encode(to encoder: any Encoder) throws { try alert.encode(to: encoder) }
}

/// Run `body` with a fresh test host, alone on the display; the host must quit cleanly
/// and GTK must have complained of nothing.
func withTestHost(_ body: @Sendable (TestHost) async throws -> Void) async throws {
    try await SerialDisplay.shared.run {
        let host = try TestHost()
        try await body(host)
        let complaints = try host.quit()
        guard complaints.isEmpty else { throw E2EError("GTK complained: \(complaints)") }
    }
}
