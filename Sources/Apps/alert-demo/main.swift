// alert-demo: PresentationKit's example ContentView on the GTK 4 desktop.
//
//   swift run alert-demo [--adwaita]
//
// --adwaita (or ALERT_STYLE=adwaita) shows the same demo as a libadwaita app: an
// AdwApplicationWindow, its alerts in libadwaita's dialogs (PresentationKitAdwaita).
//
// The window comes from data/alert-demo.ui (bundled as a SwiftPM resource); each of
// its buttons runs an operation whose errors are alerted through the window's
// errorContext. Ctrl+Q or Ctrl+W closes it; so do SIGINT and SIGTERM, cleanly.
import CGtk
import Foundation
import PresentationKitGtk
import PresentationKitAdwaita

let applicationID = "org.presentationkit.AlertDemo"

/// Whether the demo runs as a libadwaita app (`--adwaita` or `ALERT_STYLE=adwaita`).
let usesAdwaita = CommandLine.arguments.dropFirst().contains("--adwaita")
    || ProcessInfo.processInfo.environment["ALERT_STYLE"] == "adwaita"

/// How long the demo's toasts stay: `ALERT_DEMO_TOAST_SECONDS`, else the presenters' own
/// 5 s. The end-to-end tests give them longer, so that a loaded machine's clicks on Retry
/// or Undo land before the clock ends the toast.
let toastDuration: Duration? = ProcessInfo.processInfo.environment["ALERT_DEMO_TOAST_SECONDS"]
    .flatMap { Int($0) }.flatMap { $0 > 0 ? .seconds($0) : nil }

/// How long the slow task runs before it fails: `ALERT_DEMO_SLOW_TASK_SECONDS`, else 3 s.
/// The test that cancels it gives it longer, so that a loaded machine's click on Cancel
/// lands before the task ends by itself.
let slowTaskDuration: Duration = ProcessInfo.processInfo.environment["ALERT_DEMO_SLOW_TASK_SECONDS"]
    .flatMap { Int($0) }.flatMap { $0 > 0 ? .seconds($0) : nil } ?? .seconds(3)

/// How long work runs before its progress dialog shows: `ALERT_DEMO_PROGRESS_DELAY_MS`,
/// else the library's default (2 s). The download tests make it short, so that the dialog
/// shows within their small download's first half.
let progressDelayOverride: Duration? = ProcessInfo.processInfo.environment["ALERT_DEMO_PROGRESS_DELAY_MS"]
    .flatMap { Int($0) }.flatMap { $0 >= 0 ? .milliseconds($0) : nil }

/// The one window, created on first activation.
var demoWindow: DemoWindow?

/// Quits the application given as `data`: for SIGINT and SIGTERM.
let quitOnSignal: GSourceFunc = { application in
    g_application_quit(pk_application(application))
    return gboolean(G_SOURCE_CONTINUE)
}

// Non-unique: several instances may run side by side, each with its own window, as
// the end-to-end tests need.
let arguments = CommandLine.arguments.filter { $0 != "--adwaita" }   // not an option GApplication knows
let status = GtkApplicationRunner(id: applicationID, flags: G_APPLICATION_NON_UNIQUE).run(arguments: arguments) { application in
    if let demoWindow {
        demoWindow.present()
        return
    }
    g_set_application_name("Alert Demo")
    if usesAdwaita {
        // The one line that switches the presenters; AdwStyleManager follows the desktop's colours.
        AdwaitaStyle.install()
    } else {
        SystemColorScheme.follow()
    }
    DemoResources.loadStyleSheet("alert-demo.css")
    DemoResources.installIcon(named: applicationID)
    g_unix_signal_add(SIGINT, quitOnSignal, application)
    g_unix_signal_add(SIGTERM, quitOnSignal, application)
    // A parent that blocked them (a libdispatch worker thread blocks most signals, and
    // a child inherits its mask) would otherwise make the program deaf to both.
    var quitSignals = sigset_t()
    sigemptyset(&quitSignals)
    sigaddset(&quitSignals, SIGINT)
    sigaddset(&quitSignals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
    do {
        demoWindow = try DemoWindow(application: application, adwaita: usesAdwaita)
    } catch {
        FileHandle.standardError.write(Data("alert-demo: \(error)\n".utf8))
        g_application_quit(pk_application(application))
    }
}
exit(status)
