// pk-scenarios: the presenters' semantics, checked in process on a real GTK main loop.
//
//   pk-scenarios [NAME...]     run the named scenarios (all of them without names)
//   pk-scenarios --list        print every scenario's name, one a line, and run none
//   PK_STYLE=adwaita           in libadwaita's style (PresentationKitAdwaita), else GTK's
//
// Each scenario drives the library as an app does, answers dialogs from code
// (`gtk_dialog_response`, what a click gives) and reads back what GTK shows (the visible
// message dialogs among `gtk_window_get_toplevels()`, their texts, DialogCensus). One line
// a scenario: "scenario NAME ok MS" or "scenario NAME fail MS: WHAT; WHAT"; then
// "done N" (ScenarioReport, in Tests/Fixtures/TestHostProtocol, which the test reads them
// with). Tests/PresenterScenarioTests runs it under G_DEBUG=fatal-criticals.
import CGtk
import Foundation
@_spi(Testing) import PresentationKitGtk
import PresentationKitAdwaita
import TestHostProtocol

// The test's list of scenarios: it has one test case per name printed here.
if CommandLine.arguments.dropFirst().first == ScenarioReport.listFlag {
    for scenario in scenarios { emit(scenario.name) }
    exit(0)
}

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(scenarios.map(\.name))
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("pk-scenarios: no scenario named \(unknown.sorted().joined(separator: ", "))\n".utf8))
    exit(2)
}

DialogCensus.isEnabled = true   // every dialog counted, so the census can see leaks
let status = GtkApplicationRunner(id: "org.presentationkit.Scenarios", flags: G_APPLICATION_NON_UNIQUE)
    .run(arguments: [CommandLine.arguments[0]]) { app in
        g_application_hold(pk_application(app))
        if Stage.isAdwaita { AdwaitaStyle.install() }
        // No desktop notifications: no window is active on a display without a window manager.
        PresenterNotifications.areOnByDefault = false
        Task { @MainActor in
            var count = 0
            for scenario in scenarios where requested.isEmpty || requested.contains(scenario.name) {
                let started = g_get_monotonic_time()
                let failures = await scenario.run()
                let milliseconds = Double(g_get_monotonic_time() - started) / 1000
                emit(ScenarioReport(name: scenario.name, milliseconds: milliseconds, failures: failures).line)
                count += 1
            }
            emit(ScenarioReport.doneLine(count: count))
            g_application_release(pk_application(app))
        }
    }
exit(status)

/// One line on stdout, written at once (stdout is a pipe under the tests).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
