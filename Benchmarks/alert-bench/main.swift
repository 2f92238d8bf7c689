// alert-bench: measures the library against raw C and PyGObject GTK dialogs.
//
// Run everything with one command, Benchmarks/run (see docs/benchmarks.md); these are
// the parts it calls, each printing `name: value` lines (times in ms, memory in KB):
//
//   alert-bench latency N [--samples FILE] [--adwaita] [--phases]
//                                           present → first paint, N cycles (lib_…; adw_…
//                                           in PresentationKitAdwaita's style; --phases:
//                                           where the time goes, CycleBench.swift)
//   alert-bench memory N                    RSS and objects over N cycles (mem_…)
//   alert-bench hop N                       MainActor hop from another thread (hop_…)
//   alert-bench burst N [TASKS]             N errors from TASKS tasks at once (burst_…)
//   alert-bench idle SECONDS [COMMAND…]     CPU and wake-ups of an idle app (idle_…)
//   alert-bench typing N [--adwaita]        N keys typed into an alert's text field
//                                           (lib_typing_…, adw_typing_…; TypingBench.swift)
//   alert-bench progress N                  ProgressReport.update called N times (progress_…;
//                                           ProgressBench.swift)
//   alert-bench list-scroll N FRAMES [--adwaita]
//                                           an alert's list of N rows scrolled for FRAMES
//                                           frames (list_scroll_…; ListScrollBench.swift)
//   alert-bench idle-window                 the window `idle` measures by default
//
// Every part but `idle` opens windows: run it under a display (scripts/with-display).
// Build it in release mode: swift build -c release --product alert-bench
import CGtk
import Foundation
@_spi(Testing) import PresentationKitGtk

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            """
            usage: alert-bench latency N [--samples FILE] [--adwaita] [--phases] | memory N | hop N | burst N [TASKS]
                   | typing N [--adwaita] | progress N | list-scroll N FRAMES [--adwaita]
                   | idle SECONDS [COMMAND ARG...] | idle-window

            """.utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let part = arguments.first else { usage() }

func count(_ index: Int, default value: Int) -> Int {
    guard arguments.count > index else { return value }
    guard let number = Int(arguments[index]), number > 0 else { usage() }
    return number
}

if part == "idle" {
    guard arguments.count > 1, let seconds = Double(arguments[1]), seconds > 0 else { usage() }
    let command = arguments.count > 2
        ? Array(arguments.dropFirst(2))
        : [URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path, "idle-window"]
    exit(runIdleBench(seconds: seconds, settle: 2, command: command))
}

/// Whatever the part keeps alive while the loop runs.
nonisolated(unsafe) var bench: AnyObject?

let start: @MainActor (UnsafeMutablePointer<GtkApplication>) -> AnyObject
switch part {
case "latency":
    let cycles = count(1, default: 1000)
    let samples = arguments.count > 3 && arguments[2] == "--samples" ? arguments[3] : nil
    let adwaita = arguments.dropFirst(2).contains("--adwaita")
    let phases = arguments.dropFirst(2).contains("--phases")
    start = {
        CycleBench(app: $0, mode: .latency, cycles: cycles, samplesPath: samples, adwaita: adwaita, phases: phases)
    }
case "memory":
    let cycles = count(1, default: 10_000)
    start = { CycleBench(app: $0, mode: .memory, cycles: cycles, samplesPath: nil) }
case "hop":
    let hops = count(1, default: 10_000)
    start = { HopBench(app: $0, count: hops) }
case "burst":
    let total = count(1, default: 10_000)
    let tasks = count(2, default: 100)
    start = { BurstBench(app: $0, total: total, tasks: tasks) }
case "typing":
    let keys = count(1, default: 200)
    let adwaita = arguments.dropFirst(2).contains("--adwaita")
    start = { TypingBench(app: $0, keys: keys, adwaita: adwaita) }
case "progress":
    let calls = count(1, default: 100_000)
    start = { ProgressBench(app: $0, count: calls) }
case "list-scroll":
    let rows = count(1, default: 10_000)
    let frames = count(2, default: 600)
    let adwaita = arguments.dropFirst(3).contains("--adwaita")
    start = { ListScrollBench(app: $0, rows: rows, frames: frames, adwaita: adwaita) }
case "idle-window":
    start = { IdleWindow(app: $0) }
default:
    usage()
}

DialogCensus.isEnabled = true   // every dialog counted, so the census can see leaks
// No desktop notifications: on the benchmarks' display (no window manager) whether a window
// is active depends on what closed before, and a notification's bus lookup would then time
// some runs and not others.
PresenterNotifications.areOnByDefault = false
let status = GtkApplicationRunner(id: "org.presentationkit.AlertBench", flags: G_APPLICATION_NON_UNIQUE)
    .run(arguments: [CommandLine.arguments[0]]) { app in
        if bench == nil { bench = start(app) }
    }
exit(status)
