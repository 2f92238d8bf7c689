import E2ESupport
import Foundation

/// pk-test-host, the GTK test subject, with the commands the reliability cases use.
/// (GtkPresenterTests has its own wrapper; test targets cannot share one.)
final class ReliabilityHost: Sendable {
    let process: AppProcess
    var screen: Screen { Screen(pid: process.pid) }

    init(environment: [String: String] = [:]) throws {
        try requireDisplay()
        process = try AppProcess(product("pk-test-host"), environment: environment)
        try process.line(startingWith: "ready")
    }

    func send(_ command: String) { process.send(command) }

    /// Present an alert in the host window's context.
    func present(_ alert: HostAlert) { send("present " + alert.json) }

    /// Show an alert with the async form; its answer comes as `answer LABEL`.
    func ask(_ alert: HostAlert) { send("ask " + alert.json) }

    /// The next `action …` line: the handler that ran.
    func nextAction(within seconds: Double = 10) throws -> String {
        String(try process.line(startingWith: "action ", within: seconds).dropFirst("action ".count))
    }

    /// The next line starting with `prefix`, split into its `key=value` fields.
    func fields(of prefix: String, within seconds: Double = 10) throws -> [String: String] {
        let line = try process.line(startingWith: prefix, within: seconds)
        var fields: [String: String] = [:]
        for part in line.split(separator: " ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
        }
        return fields
    }

    func census() throws -> (created: Int, finalized: Int) {
        send("census")
        let fields = try fields(of: "census ")
        return (Int(fields["created"] ?? "") ?? -1, Int(fields["finalized"] ?? "") ?? -1)
    }

    /// Quit, and require a clean exit with no GTK warning or critical on stderr.
    func quit() throws {
        send("quit")
        let status = try process.waitForExit(within: 30)
        try check(status == 0, "pk-test-host exited \(status): \(process.stderrText)")
        try check(process.gtkComplaints.isEmpty, "GTK complained: \(process.gtkComplaints)")
    }
}

/// An alert as pk-test-host reads it (its `HostAlert`).
struct HostAlert: Encodable, Sendable {
    struct Action: Encodable, Sendable {
        var label: String
        var role: String?
        var isDefault: Bool?
        var presents: NestedAlert?

        static func cancel(_ label: String = "Cancel") -> Action { Action(label: label, role: "cancel") }
        static func destructive(_ label: String) -> Action { Action(label: label, role: "destructive") }
        static func plain(_ label: String, presents: HostAlert? = nil) -> Action {
            Action(label: label, presents: presents.map(NestedAlert.init))
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
    let alert: HostAlert
    init(_ alert: HostAlert) { self.alert = alert }
    func encode(to encoder: any Encoder) throws { try alert.encode(to: encoder) }
}

/// Run `body` with a fresh host, alone on the display; the host must then quit cleanly,
/// with no GTK warning or critical (every host runs with `G_DEBUG=fatal-criticals`).
func withHost<T: Sendable>(_ body: @Sendable (ReliabilityHost) async throws -> T) async throws -> T {
    try await SerialDisplay.shared.run {
        let host = try ReliabilityHost()
        let result = try await body(host)
        try host.quit()
        return result
    }
}

/// Wait for the dialog titled `heading` and return it.
func dialog(titled heading: String, on host: ReliabilityHost, within seconds: Double = 10) throws -> Screen.Window {
    try host.screen.waitForLabel(heading, within: seconds)
    guard let found = try host.screen.dialogs().last(where: { $0.labels.first == heading }) else {
        throw CheckFailed(description: "no dialog titled “\(heading)”")
    }
    return found
}
