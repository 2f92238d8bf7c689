import E2ESupport
import Foundation

/// The built `alert-demo`, running on the virtual display: read and driven from outside,
/// through AT-SPI and the keyboard, as a person would.
final class DemoApp: Sendable {

    /// The demo's process.
    let process: AppProcess

    /// What the demo shows.
    var screen: Screen { Screen(pid: process.pid) }

    /// Start the demo and wait for its window.
    init(environment: [String: String] = [:]) throws {
        try requireDisplay()
        process = try AppProcess(product("alert-demo"), environment: environment)
        _ = try screen.windows(within: 20)
    }

    /// The main window, as AT-SPI shows it.
    func mainWindow() throws -> Screen.Window {
        guard let window = try windows().first(where: { $0.title == "Alert Demo" }) else {
            throw E2EError("no window titled “Alert Demo”")
        }
        return window
    }

    /// Every visible window of the demo.
    func windows() throws -> [Screen.Window] {
        try screen.windows()
    }

    /// Click a button of the main window.
    func click(_ label: String) throws {
        try screen.click(label, inWindowTitled: "Alert Demo")
    }

    /// Click a button of the newest dialog.
    func clickInDialog(_ label: String) throws {
        try screen.click(label)
    }

    /// Wait until some label, such as the status line, reads `text`.
    func waitForLabel(_ text: String, within seconds: Double = 10) throws {
        try screen.waitForLabel(text, within: seconds)
    }

    /// The newest dialog, once there is one.
    func dialog(within seconds: Double = 10) throws -> Screen.Window {
        try screen.dialog(within: seconds)
    }

    /// The dialog shown, once there is one; it must be the only one.
    func onlyDialog() throws -> Screen.Window {
        let dialogs = try screen.dialogs()
        guard dialogs.count == 1, let dialog = dialogs.first else {
            throw E2EError("expected one dialog, got \(dialogs.map(\.labels))")
        }
        return dialog
    }

    /// One alert from start to end, as most demo tests take it: click `button` in the main
    /// window, wait for its dialog, click `answer` there, wait until the status line reads
    /// `status` and no dialog is left. Returns the dialog as it was shown, for the test's
    /// checks of its texts and buttons.
    @discardableResult
    func answerAlert(of button: String, with answer: String, status: String) throws -> Screen.Window {
        try click(button)
        let shown = try dialog()
        try clickInDialog(answer)
        try waitForLabel(status)
        try waitUntilNoDialog()
        return shown
    }

    /// The next line the demo prints on stdout that starts with `prefix` (its markers,
    /// such as `answered empty-trash ID`).
    @discardableResult
    func marker(_ prefix: String, within seconds: Double = 10) throws -> String {
        try process.line(startingWith: prefix, within: seconds)
    }

    /// Wait until no dialog is shown.
    func waitUntilNoDialog() throws {
        try screen.waitUntilNoDialog()
    }

    /// Whether a dialog is shown now.
    func showsDialog() throws -> Bool {
        try windows().contains { ["dialog", "alert"].contains($0.role) }
    }

    /// Press a key (`Tab`, `Return`, `Escape`, `ctrl+q`).
    func press(_ key: String) throws {
        try screen.press(key)
    }

    /// End the demo as the desktop does (SIGTERM), and return what GTK complained about.
    func quit() throws -> [String] {
        kill(process.pid, SIGTERM)
        let status = try process.waitForExit()
        guard status == 0 else { throw E2EError("alert-demo exited \(status): \(process.stderrText)") }
        return process.gtkComplaints
    }
}

/// Run `body` with a fresh demo, alone on the display; the demo must quit cleanly, and
/// GTK must have printed no warning or critical. Its toasts stay 30 s, not 5: a test
/// clicks Retry or Undo on them, and on a loaded machine that click came after 5 s.
func withDemo(
    environment: [String: String] = [:], _ body: @Sendable (DemoApp) async throws -> Void
) async throws {
    try await withDisplay {
        let demo = try DemoApp(environment: environment.merging(["ALERT_DEMO_TOAST_SECONDS": "30"]) { given, _ in given })
        try await body(demo)
        let complaints = try demo.quit()
        guard complaints.isEmpty else { throw E2EError("GTK complained: \(complaints)") }
    }
}

extension DialogStyle {
    /// The environment that runs alert-demo in this style (`ALERT_STYLE=adwaita`: an
    /// AdwApplicationWindow with libadwaita's dialogs).
    var demoEnvironment: [String: String] { self == .adwaita ? ["ALERT_STYLE": "adwaita"] : [:] }
}

extension DialogStyle {
    /// The buttons of the window's own header bar, before its content's: libadwaita's
    /// window draws its title bar in its content (an AdwHeaderBar), where the AT-SPI driver
    /// reads it as content; GTK's demo window has the window manager's. GTK's default
    /// layout on X11; on Weston (the Wayland lane) GTK 4.8 shows Close alone.
    var headerBarButtons: [String] {
        guard self == .adwaita else { return [] }
        return DisplayLane.current == .wayland ? ["Close"] : ["Minimize", "Maximize", "Close"]
    }
}
