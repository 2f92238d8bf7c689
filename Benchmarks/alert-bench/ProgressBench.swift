// `progress N`: ProgressReport.update called N times (issue 41), in a dialog shown by
// window.progress(for:) in the current style:
//   progress_tight_*   N calls in one loop, nothing awaited: the time a call takes, and
//                      the time until the dialog shows the last value
//   progress_paced_*   N calls in chunks of 100, the main actor yielding between chunks
//                      (GLib may draw a frame at each): the frames drawn on the dialog's
//                      frame clock, its layouts, and the changes the presenter drew;
//                      the frames whose update phase GDK ran twice (its clock frozen in
//                      it, as an X11 dialog that grows is until the server confirms
//                      the size), where a second change could come
// BENCH_PROGRESS_TRACE=1 prints each phase of the dialog's frame clock in the paced part on
// stderr, with the frame's counter and the changes drawn so far.
// Goals (issue 41): ≤ 5 µs a call in a release build; ≤ 1 change and ≤ 1 layout a frame.
import CGtk
import Foundation
@_spi(Testing) import PresentationKitGtk

@MainActor
final class ProgressBench: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let progressContext: PresentationContext<ProgressMessage>? = PresentationContext<ProgressMessage>()
    var progressDelay: Duration { .zero }
    private let app: UnsafeMutablePointer<GtkApplication>
    private let count: Int
    private var presenter: ProgressPresenter?

    init(app: UnsafeMutablePointer<GtkApplication>, count: Int) {
        self.app = app
        self.count = count
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(pk_window(window), "alert-bench progress")
        gtk_window_set_default_size(pk_window(window), 320, 200)
        presenter = pk_window(window).progress(for: progressContext!)
        onFirstPaint(of: window) { [unowned self] in start() }
        gtk_window_present(pk_window(window))
    }

    private func start() {
        tryWithErrorAlert(progress: "alert-bench progress") { [unowned self] progress in
            try await run(progress)
            g_application_quit(pk_application(app))
        }
    }

    private func run(_ progress: ProgressReport) async throws {
        guard let presenter else { return }
        while presenter.shownDialog == nil { await Task.yield() }
        let dialog = presenter.shownDialog!
        await withCheckedContinuation { done in onFirstPaint(of: dialog) { done.resume() } }
        guard let clock = frameClock(of: dialog) else { return }

        // Tight: every call in one loop.
        let start = nowMicroseconds()
        for step in 1...count { progress.update(Double(step) / Double(count) / 2) }
        let end = nowMicroseconds()
        while presenter.shownFraction != 0.5 {
            await withCheckedContinuation { done in onNextAfterPaint(clock) { done.resume() } }
        }
        let shown = nowMicroseconds()
        report("progress_tight_calls", count)
        report("progress_tight_us_per_call", Double(end - start) / Double(count))
        report("progress_tight_total_ms", milliseconds(from: start, to: end))
        report("progress_tight_last_shown_ms", milliseconds(from: end, to: shown))

        // Paced: chunks of 100, the main actor yielding between them.
        var frames = 0
        var layouts = 0
        // The changes drawn since the previous after-paint, over the frames the clock counted
        // since (an after-paint can come once for two frames): at its most.
        var seen = presenter.dialogChanges
        var seenFrame = gdk_frame_clock_get_frame_counter(clock)
        let firstFrame = seenFrame
        var mostInAFrame = 0.0
        let painted = SignalHandler.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            frames += 1
            let frame = gdk_frame_clock_get_frame_counter(clock)
            let elapsed = max(1, frame - seenFrame)
            mostInAFrame = max(mostInAFrame, Double(presenter.dialogChanges - seen) / Double(elapsed))
            seen = presenter.dialogChanges
            seenFrame = frame
        }
        let laidOut = SignalHandler.connect(UnsafeMutableRawPointer(clock), "layout") { layouts += 1 }
        var updatedFrame = -1
        var repeatedUpdates = 0
        let updated = SignalHandler.connect(UnsafeMutableRawPointer(clock), "update") {
            let frame = gdk_frame_clock_get_frame_counter(clock)
            if frame == updatedFrame { repeatedUpdates += 1 }
            updatedFrame = frame
        }
        let traced = getenv("BENCH_PROGRESS_TRACE") == nil ? [] :
            ["before-paint", "update", "layout", "paint", "after-paint"].map { phase in
                SignalHandler.connect(UnsafeMutableRawPointer(clock), phase) {
                    let line = "progress trace: frame \(gdk_frame_clock_get_frame_counter(clock)) \(phase), "
                        + "\(presenter.dialogChanges) changes drawn so far\n"
                    _ = Array(line.utf8).withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                }
            }
        let changesBefore = presenter.dialogChanges
        let pacedStart = nowMicroseconds()
        var busy: Int64 = 0
        for step in 1...count {
            let before = nowMicroseconds()
            progress.update(0.5 + Double(step) / Double(count) / 2, detail: "chunk \(step / 100)")
            busy += nowMicroseconds() - before
            if step % 100 == 0 { await Task.yield() }
        }
        while presenter.shownFraction != 1 {
            await withCheckedContinuation { done in onNextAfterPaint(clock) { done.resume() } }
        }
        let pacedEnd = nowMicroseconds()
        painted.disconnect()
        laidOut.disconnect()
        updated.disconnect()
        traced.forEach { $0.disconnect() }
        let changes = presenter.dialogChanges - changesBefore
        report("progress_paced_calls", count)
        report("progress_paced_total_ms", milliseconds(from: pacedStart, to: pacedEnd))
        report("progress_paced_us_per_call", Double(busy) / Double(count))
        report("progress_paced_frames", frames)
        report("progress_paced_layouts", layouts)
        report("progress_paced_changes_drawn", changes)
        report("progress_paced_changes_per_frame", frames == 0 ? .nan : Double(changes) / Double(frames))
        report("progress_paced_most_changes_in_a_frame", mostInAFrame)
        report("progress_paced_frames_counted", Int(gdk_frame_clock_get_frame_counter(clock) - firstFrame))
        report("progress_paced_layouts_per_frame", frames == 0 ? .nan : Double(layouts) / Double(frames))
        report("progress_paced_updates_repeated", repeatedUpdates)
    }
}
