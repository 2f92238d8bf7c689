import E2ESupport
import Foundation
import Testing

extension OnTheDisplay {

    /// The presenters' semantics, each checked in process by `pk-scenarios` on a real GTK
    /// main loop and display: one host run for all of them, a few milliseconds each.
    @Suite("Presenter semantics, in process", .displaySuite)
    struct PresenterScenarioTests {

        /// The scenarios pk-scenarios has today: 44 when its list became the test's (issue 35
        /// counted 48; the copied list and the host both held 44), and the expanded-Details
        /// scenario since. A shorter list lost scenarios, and must not pass as fewer test cases.
        static let scenariosAtLeast = 52

        /// Every scenario pk-scenarios has, by its own `--list`, each named for the
        /// behaviour it pins: a scenario added there is a test case here, with nothing to
        /// copy. Throws, failing the test, when the list cannot be read or is short.
        static func listedScenarios() throws -> [String] {
            let lister = try AppProcess(product("pk-scenarios"), arguments: [ScenarioReport.listFlag])
            let status = try lister.waitForExit(within: 30)
            guard status == 0 else {
                throw E2EError("pk-scenarios \(ScenarioReport.listFlag) exited \(status): \(lister.stderrText)")
            }
            let names = lister.pendingLines.filter { !$0.isEmpty }
            guard names.count >= scenariosAtLeast else {
                throw E2EError("pk-scenarios lists \(names.count) scenarios, fewer than \(scenariosAtLeast): \(names)")
            }
            return names
        }

        /// Each scenario, in both styles: GTK's dialogs and libadwaita's.
        @Test("each semantic holds", arguments: DialogStyle.allCases, try listedScenarios())
        func scenario(_ style: DialogStyle, _ name: String) async throws {
            let run = try await ScenarioRun.of(style).result()
            let report = try #require(run.reports[name], "pk-scenarios did not run \(name)")
            #expect(report.passed, "\(name): \(report.outcome)")
        }

        /// A run that skipped or added a scenario of the list would leave it untested.
        @Test(arguments: DialogStyle.allCases)
        func theRunRunsEveryListedScenarioOnce(_ style: DialogStyle) async throws {
            let listed = try Self.listedScenarios()
            let run = try await ScenarioRun.of(style).result()
            #expect(Set(run.reports.keys) == Set(listed))
            #expect(run.count == listed.count)
        }

        @Test func aRefusedConnectionIsLoggedNamingTheTypeAndTheSignal() async throws {
            let run = try await ScenarioRun.of(.gtk).result()
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains("PresentationKit-WARNING") }
            #expect(warnings.contains { $0.contains("GtkEntry has no signal “no-such-signal”") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("GtkEntry::changed") && $0.contains("a double") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("GtkEntry::activate") && $0.contains("returns a gboolean") }, "\(warnings)")
        }

        @Test func aCorruptSuppressionFileIsLoggedOnceNamingIt() async throws {
            let run = try await ScenarioRun.gtk.result()
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains("remembered answers are ignored") }
            #expect(warnings.count == 1, "\(warnings)")
            #expect(warnings.first?.contains("org.presentationkit.Scenarios/presentationkit.conf") == true, "\(warnings)")
        }

        @Test(arguments: DialogStyle.allCases)
        func theHostExitsCleanlyWithNoGtkComplaint(_ style: DialogStyle) async throws {
            let run = try await ScenarioRun.of(style).result()
            #expect(run.status == 0, "pk-scenarios exited \(run.status): \(run.stderr)")
            #expect(run.complaints.isEmpty, "GTK complained: \(run.complaints)")
        }
    }
}

/// The one run of pk-scenarios per style that every test above reads.
actor ScenarioRun {
    static let gtk = ScenarioRun(style: .gtk)
    static let adwaita = ScenarioRun(style: .adwaita)

    /// The run in `style`.
    static func of(_ style: DialogStyle) -> ScenarioRun {
        switch style {
        case .gtk: gtk
        case .adwaita: adwaita
        }
    }

    let style: DialogStyle
    init(style: DialogStyle) { self.style = style }

    struct Result: Sendable {
        /// Each scenario's report, by its name.
        var reports: [String: ScenarioReport] = [:]
        var count = 0
        var status: Int32 = -1
        var stderr = ""
        var complaints: [String] = []
    }

    private var run: Task<Result, any Error>?

    func result() async throws -> Result {
        if run == nil { run = Task { [style] in try Self.runAll(style) } }
        return try await run!.value
    }

    private static func runAll(_ style: DialogStyle) throws -> Result {
        try requireDisplay()
        // “Don't ask again” answers go to a directory of this run's own, not the user's.
        let config = NSTemporaryDirectory() + "pk-scenarios-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        var environment = style.environment
        environment["XDG_CONFIG_HOME"] = config
        let host = try AppProcess(product("pk-scenarios"), environment: environment)
        var result = Result()
        while true {
            let line = try host.line(startingWith: "", within: 60)
            if let count = ScenarioReport.count(inDoneLine: line) {
                result.count = count
                break
            }
            if let report = ScenarioReport(line: line) { result.reports[report.name] = report }
        }
        result.status = try host.waitForExit(within: 30)
        result.stderr = host.stderrText
        result.complaints = host.gtkComplaints
        return result
    }
}
