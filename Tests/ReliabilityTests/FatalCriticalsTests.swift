import E2ESupport
import Foundation
import Testing

/// Issue 7, item 5: every GTK program under test runs with G_DEBUG=fatal-criticals, so a
/// GTK critical anywhere kills it and fails the test that drives it.
@Suite("Reliability: GTK criticals are fatal", .displaySuite)
struct FatalCriticalsTests {

    @Test func everyHostRunsWithFatalCriticals() async throws {
        try await reliabilityCase("5.01", "G_DEBUG=fatal-criticals in every GTK test program", layer: "test harness") {
            try check(gtkTestEnvironment["G_DEBUG"] == "fatal-criticals", "\(gtkTestEnvironment["G_DEBUG"] ?? "unset")")
            return "AppProcess starts every GTK program (pk-test-host, alert, demo) with G_DEBUG=fatal-criticals; "
                + "each reliability host must also quit with status 0 and nothing from Gtk/Gdk/GLib on stderr"
        }
    }

    @Test func aGtkCriticalKillsTheHost() async throws {
        try await reliabilityCase("5.02", "a GTK critical fails the suite") {
            try await SerialDisplay.shared.run {
                // Swift's crash backtracer would hold the dying process for a long time.
                let host = try TestHost(environment: ["SWIFT_BACKTRACE": "enable=no"])
                host.send("gtk-critical")
                let status = try host.process.waitForExit(within: 20)
                try check(status != 0, "the host survived a critical")
                let critical = host.process.gtkComplaints.first { $0.contains("Gtk-CRITICAL") }
                try check(critical != nil, "stderr: \(host.process.stderrText)")
                return "gtk_window_set_title(NULL, …) → \(critical!.split(separator: ":").suffix(2).joined(separator: ":").trimmingCharacters(in: .whitespaces)); "
                    + "host killed (status \(status), SIGTRAP), so the driving test fails"
            }
        }
    }
}
