import E2ESupport
import Foundation

/// Openbox on the test display, for the tests that check keyboard focus: under bare Xvfb
/// no window is ever active again once a dialog closes, so focus cannot be seen.
///
/// Only these suites run it, inside their turn on the display, and stop it before the
/// turn ends: the other suites were written for a display with no window manager
/// (window placement, which window gets keys).
final class WindowManager: Sendable {

    private let process: AppProcess

    /// Start openbox with its stock configuration (never the user's), and wait until it
    /// manages the screen.
    init() throws {
        let openbox = URL(fileURLWithPath: "/usr/bin/openbox")
        guard FileManager.default.isExecutableFile(atPath: openbox.path) else {
            throw E2EError("the focus tests need openbox: apt-get install openbox (see the README's test command)")
        }
        process = try AppProcess(openbox, arguments: [
            "--replace", "--sm-disable", "--config-file", "/etc/xdg/openbox/rc.xml",
            "--startup", "/bin/echo openbox-ready",
        ])
        try process.line(startingWith: "openbox-ready")
    }

    /// Stop it, and require that it ended cleanly: an openbox still managing the display
    /// would change the next suite's windows. The windows it managed stay.
    func stop() throws {
        // `openbox --exit` asks the running openbox to quit, as its menu does. (Started
        // from the test process, openbox does not act on SIGTERM: measured, still
        // running 5 s later.)
        try run("/usr/bin/openbox", ["--exit"])
        let status = try process.waitForExit(within: 5)
        guard status == 0 else { throw E2EError("openbox exited \(status) when stopped: \(process.stderrText)") }
    }
}

/// Run `body` alone on the display with openbox managing it, then stop openbox.
func withWindowManager<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    try await withDisplay {
        try requireDisplay()
        let windowManager = try WindowManager()
        do {
            let result = try await body()
            try windowManager.stop()
            return result
        } catch {
            do { try windowManager.stop() } catch let stopping {
                throw E2EError("\(error); and then openbox did not stop: \(stopping)")
            }
            throw error
        }
    }
}
