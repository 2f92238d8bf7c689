import E2ESupport
import Foundation
import Testing

/// One run of the real `alert` binary.
final class AlertCommand: Sendable {
    let process: AppProcess
    var screen: Screen { Screen(pid: process.pid) }

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process = try AppProcess(product("alert"), arguments: arguments, environment: environment)
    }

    /// Wait for the command to end and collect what it said.
    func finish(within seconds: Double = 10) throws -> Ending {
        let status = try process.waitForExit(within: seconds)
        return Ending(status: status, output: process.pendingLines, errors: process.stderrText,
                      gtkComplaints: process.gtkComplaints)
    }
}

/// How a run of `alert` ended.
struct Ending: Sendable {
    /// The exit status.
    let status: Int32
    /// The lines on stdout.
    let output: [String]
    /// All of stderr.
    let errors: String
    /// GTK/GLib warnings and criticals on stderr.
    let gtkComplaints: [String]

    /// The lines on stderr.
    var errorLines: [String] { errors.split(separator: "\n").map(String.init) }
}

/// Run `alert arguments` alone on the virtual display: feed it `input` on stdin when
/// given, wait for its dialog, let `drive` read and answer it, and return how it ended.
/// The run must be clean: nothing at all on stderr (no GTK complaint, no GTK notice).
func runOnDisplay(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
    _ drive: @Sendable (AlertCommand, Screen.Window) async throws -> Void
) async throws -> Ending {
    try await SerialDisplay.shared.run {
        try requireDisplay()
        let command = try AlertCommand(arguments, environment: environment)
        if let input {
            if !input.isEmpty { command.process.send(input) }
            command.process.closeInput()
        }
        let dialog = try command.screen.dialog()
        try await drive(command, dialog)
        let ending = try command.finish()
        #expect(ending.gtkComplaints.isEmpty)
        #expect(ending.errors.isEmpty, "stderr stays the script's: \(ending.errors)")
        return ending
    }
}

/// Run `alert arguments` where it needs no display (usage errors, --help), and return
/// how it ended.
func runWithoutDialog(_ arguments: [String], environment: [String: String] = [:]) throws -> Ending {
    try AlertCommand(arguments, environment: environment).finish(within: 5)
}
