// `list-scroll N FRAMES [--adwaita]`: an alert's list of N rows (issue 42: zenity's
// --list, the `AlertOptions.List` that `alert --list` shows, through the same
// `AlertSession`), scrolled by its frame clock as a fast flick scrolls it: each frame moves
// the view down a fixed step, for FRAMES frames; then one jump to the last row, as End
// does. A frame that takes longer than the clock's interval shows as a longer interval
// between two paints, which is what a person sees as a stutter.
//   list_scroll_*      the frames while scrolling: intervals between paints p50, p99,
//                      max (ms), the late ones (over 1.25 of the clock's 16.7 ms: a frame
//                      that would miss its slot on a 60 Hz screen), the rows passed
//   list_scroll_jump_* the frame that shows the last row after the jump (ms)
// Goal (issue 42): "10,000 rows … scroll smoothly": at most 1 % of the frames late (p99
// of the intervals ≤ 20.8 ms).
import CGtk
import Foundation
@_spi(Testing) import PresentationKitGtk
import PresentationKitAdwaita
import PresentationKitDialogs

@MainActor
final class ListScrollBench {
    /// Pixels a frame: 2,400 px a second at 60 Hz, a fast flick.
    private static let step = 40.0
    private let app: UnsafeMutablePointer<GtkApplication>
    private let rows: Int
    private let frames: Int
    private let prefix: String
    private var session: AlertSession?

    init(app: UnsafeMutablePointer<GtkApplication>, rows: Int, frames: Int, adwaita: Bool) {
        self.app = app
        self.rows = rows
        self.frames = frames
        prefix = adwaita ? "adw_list_scroll" : "list_scroll"
        if adwaita { AdwaitaStyle.install() }
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(pk_window(window), "alert-bench list-scroll")
        gtk_window_set_default_size(pk_window(window), 320, 200)
        onFirstPaint(of: window) { [unowned self] in show(on: window) }
        gtk_window_present(pk_window(window))
    }

    private func show(on window: UnsafeMutablePointer<GtkWidget>) {
        var options = AlertOptions()
        options.list = AlertOptions.List(columns: ["Number", "Package"])
        let message = AlertMessage(title: "Choose a package") {
            AlertAction("Cancel", role: .cancel)
            AlertAction("OK", isDefault: true)
        }
        let session = AlertSession(message, window: pk_window(window), style: PresentationStyle.current.dialogs,
                                   memory: nil, options: options)
        self.session = session
        session.start { _ in }
        session.appendListRows((1...rows).map { (cells: ["\($0)", "package-\($0) (version 1.\($0))"], isChecked: false) })
        guard let view = columnView(), let root = gtk_widget_get_root(view) else {
            fail("no list view was shown")
        }
        onFirstPaint(of: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)) { [unowned self] in
            scroll(view)
        }
    }

    /// Scroll `view` a step each frame, then jump to its end, and report.
    private func scroll(_ view: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = frameClock(of: view), let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(view)) else {
            fail("the list has no frame clock or adjustment")
        }
        var paints: [Int64] = []
        paints.reserveCapacity(frames + 1)
        var jumpedAt: Int64?
        var jumpPainted: Int64?
        let start = gtk_adjustment_get_value(adjustment)
        let frames = frames
        let moving = SignalHandler.connect(UnsafeMutableRawPointer(clock), "update") {
            guard paints.count <= frames else { return }
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Self.step)
        }
        var painted: SignalConnection?
        painted = SignalHandler.connect(UnsafeMutableRawPointer(clock), "after-paint") { [unowned self] in
            let now = nowMicroseconds()
            if paints.count <= frames {
                paints.append(now)
                if paints.count == frames + 1 {
                    // The jump: to the last row in one frame, as End does.
                    jumpedAt = now
                    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
                }
                return
            }
            guard jumpPainted == nil else { return }
            jumpPainted = now
            moving.disconnect()
            painted?.disconnect()
            gdk_frame_clock_end_updating(clock)
            let upper = gtk_adjustment_get_upper(adjustment)
            printFigures(paints, jump: milliseconds(from: jumpedAt ?? now, to: now),
                         rowsPassed: (gtk_adjustment_get_value(adjustment) > start ? Self.step * Double(frames) : 0)
                             / (upper / Double(rows)),
                         atEnd: gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment) >= upper - 1,
                         pagePixels: gtk_adjustment_get_page_size(adjustment))
            g_application_quit(pk_application(app))
        }
        gdk_frame_clock_begin_updating(clock)
    }

    private func printFigures(_ paints: [Int64], jump: Double, rowsPassed: Double, atEnd: Bool, pagePixels: Double) {
        let intervals = zip(paints.dropFirst(), paints).map { milliseconds(from: $1, to: $0) }.sorted()
        let late = intervals.filter { $0 > 1.25 * 1000 / 60 }.count
        report("\(prefix)_rows", rows)
        report("\(prefix)_frames", intervals.count)
        report("\(prefix)_px_per_frame", Self.step)
        report("\(prefix)_page_px", pagePixels)
        report("\(prefix)_rows_passed", rowsPassed)
        report("\(prefix)_interval_p50_ms", percentile(intervals, 0.5))
        report("\(prefix)_interval_p99_ms", percentile(intervals, 0.99))
        report("\(prefix)_interval_max_ms", intervals.last ?? .nan)
        report("\(prefix)_late_frames", late)
        report("\(prefix)_jump_ms", jump)
        report("\(prefix)_jump_reached_end", atEnd ? 1 : 0)
    }

    /// The list's view in the dialog the session shows (the one GtkColumnView of the
    /// process's windows).
    private func columnView() -> UnsafeMutablePointer<GtkWidget>? {
        func find(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                          gtk_column_view_get_type()) != 0 {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = find(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            if let data = current.pointee.data,
               let found = find(data.assumingMemoryBound(to: GtkWidget.self)) { return found }
            node = current.pointee.next
        }
        return nil
    }

    private func fail(_ why: String) -> Never {
        FileHandle.standardError.write(Data("alert-bench list-scroll: \(why)\n".utf8))
        exit(1)
    }
}
