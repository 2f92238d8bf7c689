// Small GLib and /proc helpers for the benchmark: closures as GLib sources, first
// paints, the monotonic clock, RSS, percentiles. Benchmark code only.
import CGtk
import Foundation
import PresentationKitGtk
import PresentationKitDialogs   // ClosureBox

/// GLib's monotonic clock, in microseconds (the clock c-dialog.c uses).
func nowMicroseconds() -> Int64 { Int64(g_get_monotonic_time()) }

/// Milliseconds between two `nowMicroseconds()` readings.
func milliseconds(from start: Int64, to end: Int64) -> Double { Double(end - start) / 1000 }

/// Run `body` once from a GLib idle (default idle priority, as c-dialog.c's g_idle_add).
@MainActor
func onIdle(_ body: @escaping @MainActor () -> Void) {
    let function: GSourceFunc = { data in
        let body = ClosureBox<@MainActor () -> Void>.closure(from: data)
        MainActor.assumeIsolated { body() }
        return gboolean(0)  // G_SOURCE_REMOVE
    }
    g_idle_add_full(
        Int32(G_PRIORITY_DEFAULT_IDLE), function, ClosureBox.retained(body), releaseClosureBox)
}

/// Call `body` every `interval` ms from a GLib timeout while it returns `true`.
@MainActor
func every(milliseconds interval: UInt32, _ body: @escaping @MainActor () -> Bool) {
    let function: GSourceFunc = { data in
        let body = ClosureBox<@MainActor () -> Bool>.closure(from: data)
        return MainActor.assumeIsolated { body() } ? gboolean(1) : gboolean(0)
    }
    g_timeout_add_full(
        Int32(G_PRIORITY_DEFAULT), interval, function, ClosureBox.retained(body), releaseClosureBox)
}

/// Run `body` once, `delay` ms from now.
@MainActor
func after(milliseconds delay: UInt32, _ body: @escaping @MainActor () -> Void) {
    every(milliseconds: delay) {
        body()
        return false
    }
}

/// The frame clock of a realized widget's surface: a window's own, or, for libadwaita 1.5's
/// AdwAlertDialog (a widget), that of the window it is shown in.
@MainActor
func frameClock(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
    guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else { return nil }
    return gdk_surface_get_frame_clock(surface)
}

/// Call `body` at the next `GdkFrameClock::after-paint` of `clock`, once.
@MainActor
func onNextAfterPaint(_ clock: OpaquePointer, _ body: @escaping @MainActor () -> Void) {
    SignalHandler.connectOnce(UnsafeMutableRawPointer(clock), "after-paint", body)
}

/// Call `body` once, at the first after-paint of `window` once it is realized (the
/// c-dialog.c endpoint: its own surface's frame clock).
@MainActor
func onFirstPaint(of window: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
    if let clock = frameClock(of: window) {
        onNextAfterPaint(clock, body)
        return
    }
    SignalHandler.connectOnce(window, "realize") {
        if let clock = frameClock(of: window) { onNextAfterPaint(clock, body) }
    }
}

// MARK: - /proc

/// Resident set size of this process, in KB (/proc/self/statm, as c-dialog.c).
func residentKB() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
    return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
}

/// A `Vm…:` line of /proc/PID/status, in KB (VmHWM: the peak RSS).
func statusKB(_ field: String, pid: String = "self") -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first ?? "") ?? -1
    }
    return -1
}

// MARK: - Statistics

/// Nearest-rank percentile of sorted values, as c-dialog.c computes it.
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = min(max(Int((p * Double(sorted.count)).rounded(.up)), 1), sorted.count)
    return sorted[rank - 1]
}

/// Print one `name: value` line, at once (the driver reads them as they come).
func report(_ name: String, _ value: String) {
    // write(2), not FileHandle: a reader that went away must not crash the benchmark.
    let line = Array("\(name): \(value)\n".utf8)
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

func report(_ name: String, _ value: Double) {
    report(name, String(format: "%.3f", value))
}

func report(_ name: String, _ value: Int) {
    report(name, String(value))
}

/// Write one sample a line, for the plot.
func writeSamples(_ samples: [Double], to path: String?) {
    guard let path else { return }
    let text = samples.map { String(format: "%.4f", $0) }.joined(separator: "\n") + "\n"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
}
