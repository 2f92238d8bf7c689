import E2ESupport
import Foundation
import Testing

/// One run of the real `alert` binary.
final class AlertCommand: Sendable {
    let process: AppProcess
    var screen: Screen { Screen(pid: process.pid) }

    /// Start `executable` (the built `alert` unless given: a copy elsewhere, for instance).
    init(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws {
        process = try AppProcess(executable ?? product("alert"), arguments: arguments, environment: environment)
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
/// `allowedErrorLines` lines on stderr are let through (a warning the test checks itself).
func runOnDisplay(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:], allowedErrorLines: Int = 0,
    executable: URL? = nil, _ drive: @Sendable (AlertCommand, Screen.Window) async throws -> Void
) async throws -> Ending {
    try await withDisplay {
        try requireDisplay()
        let command = try AlertCommand(arguments, environment: environment, executable: executable)
        if let input {
            if !input.isEmpty { command.process.send(input) }
            command.process.closeInput()
        }
        let dialog = try command.screen.dialog()
        try await drive(command, dialog)
        let ending = try command.finish()
        #expect(ending.gtkComplaints.isEmpty)
        #expect(ending.errorLines.count == allowedErrorLines, "stderr stays the script's: \(ending.errors)")
        return ending
    }
}

/// Run `alert arguments` where it needs no display (usage errors, --help), and return
/// how it ended. `executable` as for ``AlertCommand``.
func runWithoutDialog(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Ending {
    try AlertCommand(arguments, environment: environment, executable: executable).finish(within: 5)
}

/// The X window of process `pid` that is shown (GTK sets `_NET_WM_PID`), once there is
/// one; throws after `seconds`.
func shownWindow(of pid: Int32, within seconds: Double = 10) throws -> String {
    let deadline = Deadline(seconds: seconds)
    while true {
        // xdotool exits 1 while there is none (its --sync would wait for ever).
        let ids = (try? run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"])) ?? Data()
        if let id = String(decoding: ids, as: UTF8.self).split(separator: "\n").last { return String(id) }
        guard !deadline.hasPassed else { throw E2EError("no window of process \(pid) within \(seconds) s") }
        usleep(20_000)
    }
}

/// The size of process `pid`'s newest dialog, in pixels, as GTK lays it out.
func windowSize(of pid: Int32) throws -> (width: Int, height: Int) {
    let dialog = try Screen(pid: pid).dialog()
    return (dialog.width, dialog.height)
}

