// Commands for the end-to-end tests of long work (issue 41, the library's part):
//
//   work-start MS [retry]   run tryWithErrorAlert(progress: "Downloading", retry:) with a
//                           progressDelay of MS milliseconds, its progress shown by
//                           window.progress(for:) and its failures by the host's error
//                           alerts; prints "work started N" as attempt N starts
//   work-step F [DETAIL]    the work calls progress.update(F, detail: DETAIL) (F "nil"
//                           pulses) and prints "work stepped"
//   work-steps N MS         N updates, "1 of N" to "N of N", one every MS milliseconds
//                           (each drawn in a frame of its own: the presenter draws the
//                           latest once a frame); prints "work stepped N" after the last
//   work-burst FRAMES       update after update, yielding after every 100, until the
//                           dialog painted FRAMES frames, the detail one line long in
//                           even frames and two in odd ones (each change resizes the
//                           dialog: on X11 GDK freezes its frame clock in the update
//                           phase until the server confirms the size, and runs the phase
//                           again); then the last update, "burst done" at 1. Prints
//                           "work burst frames=F changes=C most=M repeated=R": the frames
//                           painted, the changes drawn meanwhile, the most in one frame
//                           (counted as alert-bench progress counts them) and the frames
//                           whose update phase ran twice
//   work-fail               the work throws “Download failed”; prints "work failed N"
//   work-finish             the work returns; prints "work finished N"
//   work-notify-after MS    the progress presenter notifies work that finished while the
//                           host was not active after MS milliseconds (its
//                           notificationThreshold; 10 s unless told)
// When the work's task is cancelled it prints "work cancelled N" and throws “Interrupted”,
// which must not be alerted.
import CGtk
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk

/// What the work does next, as the commands say.
private enum WorkStep {
    case update(Double?, String?)
    case steps(Int, Int)
    case burst(Int)
    case fail
    case finish
}

/// The host's long work, its progress shown over the host window.
@MainActor
private final class ProgressWork: HostProgressAlerter {
    /// The attempt running now: where the commands go.
    var steps: AsyncStream<WorkStep>.Continuation?
    var attempts = 0

    func start(retry: Bool) {
        tryWithErrorAlert(progress: "Downloading", retry: retry ? true : false) { [self] progress in
            attempts += 1
            let attempt = attempts
            let (stream, continuation) = AsyncStream<WorkStep>.makeStream()
            steps = continuation
            host.emit("work started \(attempt)")
            for await step in stream {
                switch step {
                case .update(let fraction, let detail):
                    progress.update(fraction, detail: detail)
                    host.emit("work stepped")
                case .steps(let count, let milliseconds):
                    for step in 1...max(count, 1) {
                        progress.update(Double(step) / Double(count), detail: "\(step) of \(count)")
                        try? await Task.sleep(for: .milliseconds(milliseconds))
                    }
                    host.emit("work stepped \(count)")
                case .burst(let frames):
                    host.emit(await burst(frames, progress))
                case .fail:
                    host.emit("work failed \(attempt)")
                    throw WorkError(errorDescription: "Download failed")
                case .finish:
                    host.emit("work finished \(attempt)")
                    return
                }
            }
            // The stream ends when the task is cancelled: whatever is thrown now is not alerted.
            host.emit("work cancelled \(attempt)")
            throw WorkError(errorDescription: "Interrupted")
        }
    }

    /// `work-burst`: its report line.
    private func burst(_ frames: Int, _ progress: ProgressReport) async -> String {
        let presenter = progressPresenter
        guard let dialog = presenter.shownDialog, let native = gtk_widget_get_native(dialog),
              let clock = gdk_surface_get_frame_clock(gtk_native_get_surface(native))
        else { return "work burst no dialog" }
        let counter = { gdk_frame_clock_get_frame_counter(clock) }
        // The changes since the last after-paint over the frames counted since (an after-paint
        // can come once for two frames), at their most; the frames whose update ran again.
        var painted = 0
        var seen = presenter.dialogChanges, seenFrame = counter(), most = 0
        let changesBefore = seen
        var updatedFrame = -1, repeated = 0
        let afterPaint = SignalHandler.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            painted += 1
            let elapsed = max(1, counter() - seenFrame)
            most = max(most, (presenter.dialogChanges - seen + elapsed - 1) / elapsed)
            (seen, seenFrame) = (presenter.dialogChanges, counter())
        }
        let update = SignalHandler.connect(UnsafeMutableRawPointer(clock), "update") {
            if counter() == updatedFrame { repeated += 1 }
            updatedFrame = counter()
        }
        var step = 0
        while painted < frames, presenter.shownDialog == dialog, !Task.isCancelled {
            step += 1
            progress.update(Double(painted) / Double(frames), detail: painted % 2 == 0 ? "step \(step)" : "step \(step)\nof a burst")
            if step % 100 == 0 { await Task.yield() }
        }
        afterPaint.disconnect()
        update.disconnect()
        progress.update(1, detail: "burst done")
        return "work burst frames=\(painted) changes=\(presenter.dialogChanges - changesBefore) most=\(most) repeated=\(repeated)"
    }
}

@MainActor private var work: ProgressWork?

extension Host {

    /// Run a long-work command; `false` when `command` is not one.
    func handleProgress(_ command: String, _ argument: String) -> Bool {
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        switch command {
        case "work-notify-after":
            guard let window else { return true }
            let current = work ?? ProgressWork(host: self, window: window)
            work = current
            current.progressPresenter.notificationThreshold = .milliseconds(Int(argument) ?? 10_000)
        case "work-start":
            guard let window else { return true }
            let current = work ?? ProgressWork(host: self, window: window)
            work = current
            current.progressDelay = .milliseconds(Int(words.first ?? "") ?? 2000)
            current.start(retry: words.dropFirst().first == "retry")
        case "work-step":
            let fraction = words.first.flatMap { $0 == "nil" ? nil : Double($0) }
            work?.steps?.yield(.update(fraction, words.dropFirst().first))
        case "work-steps":
            let numbers = argument.split(separator: " ").compactMap { Int($0) }
            work?.steps?.yield(.steps(numbers.first ?? 100, numbers.dropFirst().first ?? 20))
        case "work-burst": work?.steps?.yield(.burst(Int(argument) ?? 30))
        case "work-fail": work?.steps?.yield(.fail)
        case "work-finish": work?.steps?.yield(.finish)
        default: return false
        }
        return true
    }
}
