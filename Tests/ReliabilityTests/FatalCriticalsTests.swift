import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.ReliabilityTests {

    /// Issue 7, item 5: every GTK program under test runs with G_DEBUG=fatal-criticals, so a
    /// GTK critical anywhere kills it and fails the test that drives it.
    @Suite("Reliability: GTK criticals are fatal", .displaySuite)
    struct FatalCriticalsTests {

        @Test func everyHostRunsWithFatalCriticals() async throws {
            try await reliabilityCase("5.01", "G_DEBUG=fatal-criticals in every GTK test program", layer: "test harness") {
                try await withTestHost { host in
                    // What the running program got, read from the kernel, not what the harness meant to give.
                    let environ = try String(contentsOfFile: "/proc/\(host.process.pid)/environ", encoding: .utf8)
                    let debug = environ.split(separator: "\0").first { $0.hasPrefix("G_DEBUG=") }
                    try check(debug == "G_DEBUG=fatal-criticals", "the host runs with \(debug ?? "no G_DEBUG")")
                    return "pk-test-host's own environment (/proc/PID/environ) has G_DEBUG=fatal-criticals; AppProcess "
                        + "starts every GTK program (pk-test-host, pk-scenarios, alert, demo) so"
                }
            }
        }

        @Test func aGtkCriticalKillsTheHost() async throws {
            try await reliabilityCase("5.02", "a GTK critical fails the suite") {
                try await withDisplay {
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
}
