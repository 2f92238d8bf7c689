import E2ESupport
import Foundation

/// What a screen reader reads of a program's windows over AT-SPI: each window's role,
/// name and description, the relations behind them, and each button's accessible name;
/// and which widget has keyboard focus. Reads the AT-SPI driver's (``AtspiRequest``) fields
/// that ``Screen`` leaves out.
struct Readout: Sendable {

    /// A window as a screen reader reads it.
    struct Window: Decodable, Sendable {
        let role: String
        let name: String
        let description: String
        let active: Bool
        let labelled_by: [String]
        let described_by: [String]
        /// Texts outside buttons, in tree order.
        let labels: [String]
        /// The buttons as a person reads them: left to right, or top to bottom in a column.
        let buttons: [Button]
        /// Whether the buttons are stacked in a column, not in a row (``Screen/Window``).
        let buttons_in_column: Bool?
        let focused_button: String?
        /// The header bar GTK draws inside the window (a sheet's own, or the title bar
        /// of client-side decorations), if it has one.
        let title_bar: Screen.TitleBar?

        /// The buttons' visible labels, left to right (top to bottom in a column).
        var buttonLabels: [String] { buttons.map(\.label) }
        /// The buttons' accessible names, in the same order.
        var buttonNames: [String] { buttons.map(\.name) }

        /// Buttons given in a row's order in the order a person reads them here
        /// (``Screen/Window/asShown(_:)``: a column is stacked from the bottom up).
        func asShown(_ row: [String]) -> [String] { buttons_in_column == true ? row.reversed() : row }

        /// What Orca says when the window appears: its name and role, its description,
        /// then its buttons in order.
        var spoken: String {
            var parts = ["\(name), \(role)"]
            if !description.isEmpty { parts.append(description) }
            parts += buttons.map { "\($0.name), push button" }
            return parts.map { $0.last.map { ".?!".contains($0) } == true ? $0 : $0 + "." }.joined(separator: " ")
        }
    }

    /// A button: its visible label (its label child's text) and its accessible name.
    struct Button: Decodable, Sendable {
        let label: String
        let name: String
    }

    /// The widget with keyboard focus, in the active window.
    struct Focus: Decodable, Sendable, CustomStringConvertible {
        struct Owner: Decodable, Sendable {
            let role: String
            let title: String
        }
        let role: String?
        let name: String?
        let window: Owner?

        var description: String { "\(role ?? "-") “\(name ?? "-")” in \(window.map { "“\($0.title)”" } ?? "no active window")" }
    }

    let pid: Int32

    /// The dialogs shown, oldest first, once there are `count`.
    func dialogs(count: Int = 1, within seconds: Double = 10) throws -> [Window] {
        var request = AtspiRequest("dialogs", pid: pid, wait: seconds)
        request.count = count
        return try request.answer()
    }

    /// The newest dialog, once there is one.
    func dialog(within seconds: Double = 10) throws -> Window {
        guard let newest = try dialogs(within: seconds).last else { throw E2EError("no dialog") }
        return newest
    }

    /// Every visible top-level window.
    func windows(within seconds: Double = 10) throws -> [Window] {
        try AtspiRequest("windows", pid: pid, wait: seconds).answer()
    }

    /// Wait until the widget named `name` has keyboard focus, and return it.
    @discardableResult
    func waitForFocus(on name: String, within seconds: Double = 10) throws -> Focus {
        var request = AtspiRequest("focus", pid: pid, wait: seconds)
        request.name = name
        return try request.answer()
    }

    /// The widget with keyboard focus now.
    func focus() throws -> Focus {
        try AtspiRequest("focus", pid: pid, wait: 5).answer()
    }
}

/// The AT-SPI role GTK gives a window whose accessible role is alert dialog. GTK 4.8
/// maps `GTK_ACCESSIBLE_ROLE_ALERT_DIALOG` to AT-SPI's `dialog` (measured: the role is
/// set, the readout is the same as before); newer GTKs map it to `alert`.
let alertDialogRole = gtkIs4_8 ? "dialog" : "alert"


/// The role name AT-SPI reads for a push button (a GtkButton). libatspi names roles, not
/// GTK: at-spi2-core 2.46 (Debian 12) says "push button", 2.56 (Debian 13) "button". Asked
/// of the libatspi the driver reads through, so a focused widget of another role still fails.
let pushButtonRole: String = {
    let script = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi; "
        + "print(Atspi.role_get_name(Atspi.Role.PUSH_BUTTON))"
    let name = (try? run("/usr/bin/python3", ["-c", script])).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return name.trimmingCharacters(in: .whitespacesAndNewlines)
}()
