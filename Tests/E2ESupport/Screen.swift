import Foundation

/// What a person sees of a program's windows, read through AT-SPI, and the keys and
/// clicks a person gives them. Asks the AT-SPI driver, `Tests/DesktopReaders/atspi_driver.py`
/// (``AtspiRequest``): one driver per test, whatever number of `Screen`s the test makes.
public struct Screen: Sendable {

    /// A window as AT-SPI shows it.
    public struct Window: Decodable, Sendable {
        /// The window's accessible role, e.g. `dialog`, `alert` or `frame`.
        public let role: String
        /// The window's title.
        public let title: String?
        /// The texts of its labels outside buttons, in tree order: heading, then body.
        public let labels: [String]
        /// Its buttons as a person reads them: left to right in a row, top to bottom in a
        /// column.
        public let buttons: [Button]
        /// Whether the buttons are stacked in a column (libadwaita's `AdwAlertDialog`, from
        /// 1.5, does so when their row would be wider than the dialog), not in a row.
        public let buttons_in_column: Bool?
        /// The label of the focused button, if one has focus.
        public let focused_button: String?
        /// Whether the window is modal (AT-SPI's `modal` state).
        public let modal: Bool?
        /// The window's size in pixels, as GTK lays it out (with client-side decorations,
        /// the title bar and the frame around it included).
        public let width: Int
        public let height: Int
        /// The title bar GTK draws inside the window with client-side decorations
        /// (Wayland); nil where the window manager draws it (X11).
        public let title_bar: TitleBar?

        /// The buttons' labels, left to right (top to bottom in a column).
        public var buttonLabels: [String] { buttons.map(\.label) }

        /// Buttons given in the order a row shows them, left to right, in the order a person
        /// reads them in this window: the same in a row; reversed in a column, which
        /// libadwaita stacks from the bottom up (the first response at the bottom, nearest
        /// the hand on a phone), so top to bottom on screen is the row's right to left.
        public func asShown(_ row: [String]) -> [String] { buttons_in_column == true ? row.reversed() : row }
    }

    /// What a title bar drawn by GTK shows.
    public struct TitleBar: Decodable, Sendable {
        /// Its labels: the window's title.
        public let labels: [String]
        /// Its buttons' labels (e.g. a main window's Close).
        public let buttons: [String]
    }

    /// A button as AT-SPI shows it.
    public struct Button: Decodable, Sendable {
        /// The button's text.
        public let label: String
        /// What a screen reader reads for it (GTK 4.8 alone: the label twice).
        public let name: String
        /// Whether it can be pressed.
        public let sensitive: Bool?
        /// Its accessible description: why it is disabled, when it is.
        public let description: String?
    }

    /// The process whose windows are read.
    public let pid: Int32

    /// Read the windows of process `pid`.
    public init(pid: Int32) { self.pid = pid }

    /// Wait for at least `count` dialogs and return the dialogs shown.
    public func dialogs(count: Int = 1, within seconds: Double = 10) throws -> [Window] {
        var request = AtspiRequest("dialogs", pid: pid, wait: seconds)
        request.count = count
        return try request.answer()
    }

    /// The newest dialog, once there is one.
    public func dialog(within seconds: Double = 10) throws -> Window {
        guard let newest = try dialogs(within: seconds).last else { throw E2EError("no dialog") }
        return newest
    }

    /// Every visible top-level window.
    public func windows(within seconds: Double = 10) throws -> [Window] {
        try AtspiRequest("windows", pid: pid, wait: seconds).answer()
    }

    /// Click the button labelled `label`, in the newest dialog that has one, or in the
    /// window titled `windowTitle`.
    public func click(_ label: String, inWindowTitled windowTitle: String? = nil, within seconds: Double = 10) throws {
        var request = AtspiRequest("click", pid: pid, wait: seconds)
        request.label = label
        request.windowTitle = windowTitle
        try request.perform()
    }

    /// Wait until no dialog is shown.
    public func waitUntilNoDialog(within seconds: Double = 10) throws {
        try AtspiRequest("wait-gone", pid: pid, wait: seconds).perform()
    }

    /// Wait until some label of the program's windows shows exactly `text` (what is drawn;
    /// its accessible name may say more, as a list cell's “Size: 4 KB” does).
    public func waitForLabel(_ text: String, within seconds: Double = 10) throws {
        var request = AtspiRequest("wait-label", pid: pid, wait: seconds)
        request.text = text
        try request.perform()
    }

    /// Wait until no label of the program's windows shows `text` (a toast gone).
    public func waitUntilNoLabel(_ text: String, within seconds: Double = 10) throws {
        var request = AtspiRequest("wait-no-label", pid: pid, wait: seconds)
        request.text = text
        try request.perform()
    }

    /// A label's place in its window (window coordinates), once it is shown.
    public struct Extents: Decodable, Equatable, Sendable {
        public let x: Int, y: Int, width: Int, height: Int
    }

    /// Where the label showing `text` is, in its window's coordinates.
    public func extents(ofLabel text: String, within seconds: Double = 10) throws -> Extents {
        var request = AtspiRequest("extents", pid: pid, wait: seconds)
        request.text = text
        return try request.answer()
    }

    /// Move the pointer to (`x`, `y`) of the program's window titled `title`.
    public func movePointer(toX x: Int, y: Int, inWindowNamed title: String) throws {
        let ids = String(decoding: try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^\(title)$"]), as: UTF8.self)
        guard let window = ids.split(separator: "\n").first else { throw E2EError("no X window named “\(title)”") }
        try run("/usr/bin/xdotool", ["mousemove", "--window", String(window), "\(x)", "\(y)"])
    }

    /// A window of the program as the X server places it (screen coordinates).
    public struct XWindow: Sendable, CustomStringConvertible {
        public let name: String, x: Int, y: Int, width: Int, height: Int
        public var description: String { "“\(name)” \(width)×\(height) at \(x),\(y)" }
    }

    /// The program's visible X windows: its toplevels, and surfaces such as popovers.
    public func xWindows() throws -> [XWindow] {
        let ids = String(decoding: try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"]), as: UTF8.self)
        return try ids.split(separator: "\n").map { id in
            let name = String(decoding: try run("/usr/bin/xdotool", ["getwindowname", String(id)]), as: UTF8.self)
            let shell = String(decoding: try run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", String(id)]), as: UTF8.self)
            var values: [String: Int] = [:]
            for line in shell.split(separator: "\n") {
                let pair = line.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
            }
            return XWindow(name: name, x: values["X"] ?? 0, y: values["Y"] ?? 0,
                           width: values["WIDTH"] ?? 0, height: values["HEIGHT"] ?? 0)
        }
    }

    /// Move the pointer to the screen's top left corner, away from any window content.
    public func movePointerAway() throws {
        try run("/usr/bin/xdotool", ["mousemove", "0", "0"])
    }

    /// Press a key, as `xdotool key` names it (`Escape`, `Return`, `Tab`), on the
    /// process's newest window.
    ///
    /// The X input focus is put there first: with no window manager, where keys go
    /// depends on what ran before (a window manager that exited leaves the focus with the
    /// pointer, and a test may have moved the pointer), so a key could miss the program.
    public func press(_ key: String) throws {
        let windows = (try? run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"])) ?? Data()
        // X gives a client's windows increasing ids: the largest is the newest (the dialog).
        if let newest = String(decoding: windows, as: UTF8.self).split(separator: "\n").compactMap({ Int($0) }).max() {
            try run("/usr/bin/xdotool", ["windowfocus", "--sync", "\(newest)"])
        }
        try run("/usr/bin/xdotool", ["key", "--delay", "20", key])
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
