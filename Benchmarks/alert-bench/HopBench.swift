// `hop N`: how long a job enqueued on the main actor from another thread waits until
// it runs on the GLib main loop, through MainActorBridge (libdispatch's main-queue
// eventfd watched by a GLib source).
//
// A plain thread reads the clock, enqueues `Task { @MainActor in … }`, and waits for it
// to run before the next one, pausing 0.2–2 ms in between so the main loop is asleep
// in poll() when most jobs arrive, as it is in an idle app.
import CGtk
import Foundation
import PresentationKitGtk

@MainActor
final class HopBench {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let count: Int
    private var samples: [Double] = []
    private var onMainThread = 0

    init(app: UnsafeMutablePointer<GtkApplication>, count: Int) {
        self.app = app
        self.count = count
        samples.reserveCapacity(count)
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(pk_window(window), "alert-bench hop")
        gtk_window_set_default_size(pk_window(window), 320, 200)
        onFirstPaint(of: window) { [unowned self] in start() }
        gtk_window_present(pk_window(window))
    }

    private func start() {
        let count = count
        Thread.detachNewThread { [self] in
            let ran = DispatchSemaphore(value: 0)
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<count {
                usleep(UInt32.random(in: 200...2000, using: &generator))
                let enqueuedAt = nowMicroseconds()
                Task { @MainActor in
                    self.record(milliseconds(from: enqueuedAt, to: nowMicroseconds()))
                    ran.signal()
                }
                ran.wait()
            }
            Task { @MainActor in self.finish() }
        }
    }

    private func record(_ sample: Double) {
        samples.append(sample)
        if Thread.isMainThread { onMainThread += 1 }
    }

    private func finish() {
        let sorted = samples.sorted()
        report("hop_count", samples.count)
        report("hop_on_main_thread", onMainThread)
        report("hop_p50_ms", percentile(sorted, 0.50))
        report("hop_p99_ms", percentile(sorted, 0.99))
        report("hop_max_ms", sorted.last ?? .nan)
        g_application_quit(pk_application(app))
    }
}
