import Foundation

/// What a person sees of a program's windows, read through AT-SPI, and the keys and
/// clicks a person gives them. Wraps `Tests/Support/atspi-driver.py`.
public struct Screen: Sendable {

    /// A window as AT-SPI shows it.
    public struct Window: Decodable, Sendable {
        /// The window's accessible role, e.g. `dialog`, `alert` or `frame`.
        public let role: String
        /// The window's title.
        public let title: String?
        /// The texts of its labels outside buttons, in tree order: heading, then body.
        public let labels: [String]
        /// Its buttons, left to right.
        public let buttons: [Button]
        /// The label of the focused button, if one has focus.
        public let focused_button: String?
        /// Whether the window is modal (AT-SPI's `modal` state).
        public let modal: Bool?

        /// The buttons' labels, left to right.
        public var buttonLabels: [String] { buttons.map(\.label) }
    }

    /// A button as AT-SPI shows it.
    public struct Button: Decodable, Sendable {
        /// The button's text.
        public let label: String
    }

    /// The process whose windows are read.
    public let pid: Int32

    /// Read the windows of process `pid`.
    public init(pid: Int32) { self.pid = pid }

    /// Wait for at least `count` dialogs and return the dialogs shown.
    public func dialogs(count: Int = 1, within seconds: Double = 10) throws -> [Window] {
        try decode(driver("dialogs", "--count", "\(count)", "--wait", "\(seconds)"))
    }

    /// The newest dialog, once there is one.
    public func dialog(within seconds: Double = 10) throws -> Window {
        guard let newest = try dialogs(within: seconds).last else { throw E2EError("no dialog") }
        return newest
    }

    /// Every visible top-level window.
    public func windows(within seconds: Double = 10) throws -> [Window] {
        try decode(driver("windows", "--wait", "\(seconds)"))
    }

    /// Click the button labelled `label`, in the newest dialog that has one, or in the
    /// window titled `windowTitle`.
    public func click(_ label: String, inWindowTitled windowTitle: String? = nil, within seconds: Double = 10) throws {
        var arguments = ["click", "--label", label, "--wait", "\(seconds)"]
        if let windowTitle { arguments += ["--window-title", windowTitle] }
        _ = try driver(arguments)
    }

    /// Wait until no dialog is shown.
    public func waitUntilNoDialog(within seconds: Double = 10) throws {
        _ = try driver("wait-gone", "--wait", "\(seconds)")
    }

    /// Wait until some label of the program's windows reads exactly `text`.
    public func waitForLabel(_ text: String, within seconds: Double = 10) throws {
        _ = try driver("wait-label", "--text", text, "--wait", "\(seconds)")
    }

    /// Press a key, as `xdotool key` names it (`Escape`, `Return`, `Tab`), on the
    /// focused window.
    public func press(_ key: String) throws {
        try run("/usr/bin/xdotool", ["key", "--delay", "20", key])
    }

    private func driver(_ arguments: String...) throws -> Data {
        try driver(arguments)
    }

    private func driver(_ arguments: [String]) throws -> Data {
        let script = repositoryRoot.appendingPathComponent("Tests/Support/atspi-driver.py").path
        let command = [arguments[0], "--pid", "\(pid)"] + arguments.dropFirst()
        return try run("/usr/bin/python3", [script] + command)
    }

    private func decode<T: Decodable>(_ data: Data) throws -> T {
        try JSONDecoder().decode(T.self, from: data)
    }
}

/// Run a helper program to completion and return its stdout; throw with its stderr on
/// failure. A helper still running after `seconds` (an AT-SPI call blocked on a bus that
/// stopped answering) is killed and fails the step, so no test waits on it forever.
@discardableResult
public func run(_ executable: String, _ arguments: [String], within seconds: Double = 120) throws -> Data {
    let helper = try AppProcess(URL(fileURLWithPath: executable), arguments: arguments)
    helper.closeInput()
    let status = try helper.waitForExit(within: seconds)
    guard status == 0 else {
        throw E2EError("\(executable) \(arguments.joined(separator: " ")) failed: \(helper.stderrText)")
    }
    return Data(helper.pendingLines.joined(separator: "\n").utf8)
}
