import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import Foundation
internal import CPresentationKitTesting
@_spi(Testing) import PresentationKitGtk
import PresentationKitDialogs   // ClosureBox
import PresentationKitAdwaita
import PresentationKitAdwaitaTesting

/// One named check of the presenters' semantics.
struct Scenario: Sendable {
    let name: String
    let body: @MainActor @Sendable (Stage) async -> Void

    /// Run it on a fresh window; the failures it recorded, none when it passed.
    @MainActor
    func run() async -> [String] {
        let stage = Stage()
        await body(stage)
        await stage.tearDown()
        return stage.failures
    }
}

/// What a scenario works with: a window of its own, a way to let GTK and the main actor
/// catch up, the dialogs on screen, and its expectations.
@MainActor
final class Stage {

    /// A plain, shown window: the parent of the scenario's dialogs.
    let window: UnsafeMutablePointer<GtkWindow>

    /// What went wrong, in the scenario's words.
    private(set) var failures: [String] = []

    private let createdAtStart = DialogCensus.created

    init() {
        window = pk_window(gtk_window_new())!
        gtk_window_set_default_size(window, 480, 320)
        gtk_window_present(window)
    }

    /// Record `what` unless `condition` holds.
    func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    /// Let everything pending run: main-actor jobs (observation refreshes), GTK's
    /// layout and paint, until the loop has nothing of higher priority to do.
    func settle() async {
        for _ in 0..<3 { await idle() }
    }

    /// Settle until `condition` holds, for at most `seconds` of the loop's turns: what
    /// comes back through a task (an awaited answer) may need more turns than `settle()`
    /// on a loaded machine. Returns whether it held.
    @discardableResult
    func settle(until condition: () -> Bool, seconds: Double = 5) async -> Bool {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        while !condition() {
            guard g_get_monotonic_time() < deadline else { return false }
            await idle()
        }
        return true
    }

    /// Whether the scenarios run in libadwaita's style (`PK_STYLE=adwaita`), else GTK's.
    static let isAdwaita = ProcessInfo.processInfo.environment["PK_STYLE"] == "adwaita"

    /// The alert dialogs on screen, oldest first: GTK's message dialogs, or libadwaita's
    /// (an `AdwAlertDialog` is a widget in a window, not a window).
    var dialogs: [UnsafeMutablePointer<GtkWidget>] {
        Self.isAdwaita
            ? shownWindows.compactMap { AdwaitaTesting.alert(in: $0) }
            : shownWindows.map { pk_widget($0) }.filter { pk_is_message_dialog($0) != 0 }
    }

    /// The shown windows other than the stage's own (dialogs, sheets, covers), oldest first.
    var windowsOverTheStage: [UnsafeMutablePointer<GtkWindow>] {
        shownWindows.filter { $0 != window }
    }

    /// Every visible top-level window of the process, oldest first.
    private var shownWindows: [UnsafeMutablePointer<GtkWindow>] {
        let toplevels = gtk_window_get_toplevels()
        var found: [UnsafeMutablePointer<GtkWindow>] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            let shown = item.assumingMemoryBound(to: GtkWindow.self)
            if gtk_widget_get_visible(pk_widget(shown)) != 0 { found.append(shown) }
            g_object_unref(item)
        }
        return found
    }

    /// The only dialog on screen; records a failure and returns nil when there are others or none.
    func onlyDialog(_ context: String) -> UnsafeMutablePointer<GtkWidget>? {
        let shown = dialogs
        expect(shown.count == 1, "\(context): \(shown.count) dialogs on screen, expected 1")
        return shown.count == 1 ? shown[0] : nil
    }

    /// Dialogs built since the scenario started.
    var dialogsCreated: Int { DialogCensus.created - createdAtStart }

    /// Answer `dialog` as a click on the button at `position` does.
    func choose(_ position: Int32, in dialog: UnsafeMutablePointer<GtkWidget>) {
        if Self.isAdwaita {
            expect(AdwaitaTesting.click(Int(position), in: dialog), "no button at \(position)")
        } else {
            pk_dialog_response(dialog, position)
        }
    }

    /// Answer `dialog` as Escape does.
    func pressEscape(in dialog: UnsafeMutablePointer<GtkWidget>) {
        if Self.isAdwaita {
            AdwaitaTesting.escape(dialog)
        } else {
            pk_dialog_response(dialog, GTK_RESPONSE_DELETE_EVENT.rawValue)
        }
    }

    /// Destroy `dialog` from outside, as its window going away does.
    func destroy(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        if let root = gtk_widget_get_root(dialog) { gtk_window_destroy(pk_window(UnsafeMutableRawPointer(root))) }
    }

    /// The dialog's heading and body, as shown.
    func texts(of dialog: UnsafeMutablePointer<GtkWidget>) -> (heading: String, body: String?) {
        Self.isAdwaita
            ? AdwaitaTesting.texts(of: dialog)
            : (take(pk_message_dialog_dup_heading(dialog)) ?? "", take(pk_message_dialog_dup_body(dialog)))
    }

    /// The height of the window showing `widget`, as the display has it (its surface's).
    func windowHeight(of widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        let surface = gtk_widget_get_native(widget).flatMap { gtk_native_get_surface($0) }
        return surface.map { gdk_surface_get_height($0) } ?? gtk_widget_get_height(widget)
    }

    /// Let the window showing `widget` settle, frame by frame, until its height stays the
    /// same over three painted frames (at most 30): a window that grows and is then fitted
    /// changes size over several frames, as the display answers each resize. Returns the
    /// greatest height a frame had: what a person saw, if only for a moment.
    @discardableResult
    func untilTheWindowKeepsItsSize(_ widget: UnsafeMutablePointer<GtkWidget>) async -> Int32 {
        var last: Int32 = -1
        var tallest: Int32 = 0
        var unchanged = 0
        for _ in 0..<30 {
            guard let clock = gtk_widget_get_frame_clock(widget) else { return tallest }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                _ = SignalHandler.connectOnce(UnsafeMutableRawPointer(clock), "after-paint") { continuation.resume() }
                gtk_widget_queue_draw(widget)
            }
            await settle()
            let height = windowHeight(of: widget)
            tallest = max(tallest, height)
            unchanged = height == last ? unchanged + 1 : 0
            last = height
            if unchanged == 3 { break }
        }
        return tallest
    }

    /// Close the scenario's window (and so its dialogs), and let GTK finish.
    func tearDown() async {
        gtk_window_destroy(window)
        await settle()
        for dialog in dialogs { destroy(dialog) }
        await settle()
    }

    private func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            g_idle_add_full(G_PRIORITY_LOW, { data in
                ClosureBox<() -> Void>.closure(from: data)()
                return 0  // G_SOURCE_REMOVE
            }, ClosureBox<() -> Void>.retained { continuation.resume() }, releaseClosureBox)
        }
    }
}

/// A GLib-allocated string as a Swift one, freed.
private func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}
