// `burst N TASKS`: N distinct errors alerted at once from TASKS detached tasks through
// `ErrorAlerter.alert(error:)` (each call hops to the main actor), while an
// `AlertPresenter` shows the first one.
//
// The first alert is shown (and painted) before the burst starts; the burst's errors
// queue behind it. Measures the time until all N are queued, the peak RSS (VmHWM), and how late the main
// loop gets meanwhile, two ways:
//  - a 1 ms GLib timeout probe: the longest gap between two of its runs (a stall of the
//    loop shows as a long gap; `burst_loop_max_stall_ms` is the gap minus 1 ms),
//  - the main window's frame clock, kept ticking by a tick callback: the longest
//    interval between two frames (`burst_frame_max_interval_ms`; a 60 Hz clock ticks
//    every 16.7 ms, so a frame delayed by more than 16 ms shows as an interval > 33 ms).
// The errors are all different, so none merge (`RepeatedError`) and the queue holds N.
import CGtk
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

struct BurstError: LocalizedError {
    let task: Int
    let index: Int
    var errorDescription: String? { "Request \(index) of task \(task) failed" }
    var failureReason: String? { "The server did not answer in time." }
}

@MainActor
final class BurstAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
}

@MainActor
final class BurstBench {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let total: Int
    private let tasks: Int
    private let window: UnsafeMutablePointer<GtkWidget>
    private let alerter = BurstAlerter()
    private var presenter: AnyObject?

    private var probing = false
    private var lastProbe: Int64 = 0
    private var maxProbeGap: Double = 0
    private var probeRuns = 0
    private var lastFrame: Int64 = 0
    private var maxFrameInterval: Double = 0
    private var frames = 0
    private var startedAt: Int64 = 0
    private var queuedAt: Int64 = 0
    private var rssBeforeKB = 0
    private var hwmBeforeKB = 0
    private var dialogsShown = 0

    init(app: UnsafeMutablePointer<GtkApplication>, total: Int, tasks: Int) {
        self.app = app
        self.total = total
        self.tasks = max(1, tasks)
        window = gtk_application_window_new(app)
        gtk_window_set_title(pk_window(window), "alert-bench burst")
        gtk_window_set_default_size(pk_window(window), 320, 200)
        gtk_window_set_child(pk_window(window), gtk_label_new("Main window"))
        let presenter = AlertPresenter(context: alerter.errorContext, window: pk_window(window))
        presenter.onDialogShown = { [unowned self] dialog in
            dialogsShown += 1
            guard dialogsShown == 1, let clock = frameClock(of: dialog) else { return }
            onNextAfterPaint(clock) {
                after(milliseconds: 300) { [unowned self] in startBurst() }
            }
        }
        self.presenter = presenter
        onFirstPaint(of: window) { [unowned self] in
            // Let the start-up settle, show the first alert, and start the burst once it
            // is painted: building and realizing that dialog stalls the loop (GTK's own
            // cost, the same in C; docs/benchmarks.md), which is not the burst's.
            after(milliseconds: 300) { [unowned self] in
                startProbes()
                alerter.alert(error: BurstError(task: -1, index: 0))
            }
        }
        gtk_window_present(pk_window(window))
    }

    private func startProbes() {
        probing = true
        lastProbe = nowMicroseconds()
        every(milliseconds: 1) { [unowned self] in
            let now = nowMicroseconds()
            maxProbeGap = max(maxProbeGap, milliseconds(from: lastProbe, to: now))
            lastProbe = now
            probeRuns += 1
            return probing
        }
        let tick: GtkTickCallback = { _, _, data in
            let bench = Unmanaged<BurstBench>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { bench.frameTicked() } ? gboolean(1) : gboolean(0)
        }
        gtk_widget_add_tick_callback(window, tick, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    private func frameTicked() -> Bool {
        let now = nowMicroseconds()
        if lastFrame != 0 { maxFrameInterval = max(maxFrameInterval, milliseconds(from: lastFrame, to: now)) }
        lastFrame = now
        frames += 1
        return probing
    }

    private func startBurst() {
        // Only the burst counts, not the start-up before it.
        maxProbeGap = 0
        maxFrameInterval = 0
        probeRuns = 0
        frames = 0
        rssBeforeKB = residentKB()
        hwmBeforeKB = statusKB("VmHWM")
        startedAt = nowMicroseconds()
        let total = total
        let tasks = tasks
        let alerter = alerter
        Task.detached {
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<tasks {
                    let share = total / tasks + (task < total % tasks ? 1 : 0)
                    group.addTask {
                        for index in 0..<share {
                            await alerter.alert(error: BurstError(task: task, index: index))
                        }
                    }
                }
            }
            await self.allQueued()
        }
    }

    private func allQueued() {
        queuedAt = nowMicroseconds()
        // Keep probing a little after the burst, with the first alert still shown.
        after(milliseconds: 500) { [unowned self] in finish() }
    }

    private func finish() {
        probing = false
        // The first alert, shown before the burst, is still up; the burst's errors queue.
        let pending = alerter.errorContext.queue.count
        report("burst_errors", total)
        report("burst_tasks", tasks)
        report("burst_queue_ms", milliseconds(from: startedAt, to: queuedAt))
        report("burst_pending_alerts", pending)
        report("burst_dialogs_shown", dialogsShown)
        report("burst_loop_max_stall_ms", max(0, maxProbeGap - 1))
        report("burst_loop_probe_runs", probeRuns)
        report("burst_frame_max_interval_ms", maxFrameInterval)
        report("burst_frames", frames)
        report("burst_rss_before_kb", rssBeforeKB)
        report("burst_rss_after_kb", residentKB())
        report("burst_peak_rss_kb", statusKB("VmHWM"))
        report("burst_peak_rss_growth_kb", statusKB("VmHWM") - max(rssBeforeKB, 0))
        report("burst_hwm_before_kb", hwmBeforeKB)
        presenter = nil
        g_application_quit(pk_application(app))
    }
}
