// `typing N`: N keys typed into an alert's text field (issue 33), against a plain C
// GtkEntry (Benchmarks/baselines/c-typing.c).
//
// The alert is the demo's Rename shape: an `AlertTextField` bound to a model, a live
// `.validation`, a default action `.disabled` while the text is empty, and a message
// that counts the characters, so every key changes the model the dialog reads. The keys
// are real X key events, typed by `xdotool type` into the focused dialog. The clock
// starts when the key reaches the dialog's window (a key controller in the capture
// phase, before the entry sees it) and stops when the binding's setter runs; c-typing.c
// stops at its entry's `changed`, where the library's binding is written from.
//
// Besides the times it prints what a person would notice: dialogs built while typing
// (0: no rebuild), whether the field shown is still the one first focused, and whether
// the cursor is still at the end of the text typed.
import CGtk
import Foundation
import Observation
import PresentationKit
@_spi(Testing) import PresentationKitGtk
import PresentationKitAdwaita

/// The keys typed: lowercase letters only, so `xdotool type` sends one key press each.
func typingText(_ count: Int) -> String {
    String((0..<count).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
}

/// The window title `xdotool search` finds the dialog by.
let typingWindowTitle = "alert-bench typing"

@MainActor @Observable
private final class TypingModel {
    var renaming = false
    var name = ""
}

/// When each key reached the dialog, oldest first; the binding's setter takes them in order.
@MainActor private var keyPressTimes: [Int64] = []

@MainActor
final class TypingBench {
    private let app: UnsafeMutablePointer<GtkApplication>
    private let keys: Int
    private let prefix: String
    private let model = TypingModel()
    private var presenter: AlertPresenter?
    private var dialog: UnsafeMutablePointer<GtkWidget>?
    private var field: UnsafeMutablePointer<GtkWidget>?
    private var samples: [Double] = []
    private var writes = 0
    private var validations = 0
    private var dialogsAtStart = 0

    init(app: UnsafeMutablePointer<GtkApplication>, keys: Int, adwaita: Bool) {
        self.app = app
        self.keys = keys
        prefix = adwaita ? "adw_typing" : "lib_typing"
        if adwaita { AdwaitaStyle.install() }
        samples.reserveCapacity(keys)
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(pk_window(window), "alert-bench")
        gtk_window_set_default_size(pk_window(window), 320, 200)

        let model = model
        let name = Binding<String>(get: { model.name }, set: { [unowned self] in nameWritten($0) })
        let presenter = pk_window(window).alert(
            "Rename “notes.txt”", isPresented: Binding(model, \.renaming),
            message: "\(model.name.count) characters"
        ) {
            AlertTextField("Name", text: name, id: "name")
                .validation { [unowned self] in validate($0) }
                .selection(.end)
            AlertAction("Cancel", role: .cancel)
            AlertAction("Rename", isDefault: true).disabled(model.name.isEmpty)
        }
        presenter.onDialogShown = { [unowned self] in dialogShown($0) }
        self.presenter = presenter
        onFirstPaint(of: window) { [unowned self] in
            dialogsAtStart = DialogCensus.created
            model.renaming = true
        }
        gtk_window_present(pk_window(window))
    }

    private func validate(_ text: String) -> String? {
        validations += 1
        return text.contains("/") ? "A name cannot contain “/”." : nil
    }

    private func dialogShown(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        guard self.dialog == nil else { return }   // a second one is a rebuild, counted at the end
        self.dialog = dialog
        g_object_ref(dialog)
        let root = gtk_widget_get_root(dialog).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) } ?? dialog
        gtk_window_set_title(pk_window(root), typingWindowTitle)
        recordKeyPresses(on: root)
        onFirstPaint(of: root) { [unowned self] in
            field = gtk_window_get_focus(pk_window(root))
            type()
        }
    }

    /// Type the keys from another process, as a person's keyboard would.
    private func type() {
        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        xdotool.arguments = [
            "search", "--sync", "--onlyvisible", "--name", "^\(typingWindowTitle)$",
            "windowfocus", "--sync", "type", "--delay", "12", typingText(keys),
        ]
        xdotool.terminationHandler = { process in
            let status = process.terminationStatus
            Task { @MainActor [unowned self] in typed(status) }
        }
        do { try xdotool.run() } catch { fatalError("cannot run xdotool: \(error)") }
    }

    private func nameWritten(_ text: String) {
        let now = nowMicroseconds()
        writes += 1
        if !keyPressTimes.isEmpty { samples.append(milliseconds(from: keyPressTimes.removeFirst(), to: now)) }
        model.name = text
    }

    /// xdotool has sent the last key; the binding has it once the loop has run that key.
    /// A key that never reaches the binding (a rebuilt dialog lost it) must not hang the
    /// run: after 5 s it ends with the figures it has, which then miss their goal.
    private func typed(_ status: Int32) {
        guard status == 0 else { fatalError("xdotool exited \(status)") }
        let deadline = nowMicroseconds() + 5_000_000
        every(milliseconds: 10) { [unowned self] in
            guard writes < keys, nowMicroseconds() < deadline else {
                finish()
                return false
            }
            return true
        }
    }

    private func finish() {
        let sorted = samples.sorted()
        let focused = dialog.flatMap { gtk_widget_get_root($0) }
            .flatMap { gtk_window_get_focus(pk_window(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self))) }
        let shown = field.map { String(cString: gtk_editable_get_text(pk_editable($0))) } ?? ""
        let cursor = field.map { Int(gtk_editable_get_position(pk_editable($0))) } ?? -1
        report("\(prefix)_keys", keys)
        report("\(prefix)_binding_writes", writes)
        report("\(prefix)_validations", validations)
        report("\(prefix)_key_to_binding_p50_ms", percentile(sorted, 0.50))
        report("\(prefix)_key_to_binding_p99_ms", percentile(sorted, 0.99))
        report("\(prefix)_key_to_binding_max_ms", sorted.last ?? .nan)
        report("\(prefix)_dialogs_rebuilt", DialogCensus.created - dialogsAtStart - 1)
        report("\(prefix)_same_field_focused", focused != nil && focused == field ? 1 : 0)
        report("\(prefix)_text_as_typed", shown == typingText(keys) && model.name == shown ? 1 : 0)
        report("\(prefix)_cursor_at_end", cursor == shown.count ? 1 : 0)
        if let dialog { g_object_unref(dialog) }
        presenter = nil
        g_application_quit(pk_application(app))
    }
}

/// Note when each key reaches `window`, before any widget in it handles the key.
@MainActor
private func recordKeyPresses(on window: UnsafeMutablePointer<GtkWidget>) {
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    let pressed: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
        _, _, _, _, _ in
        MainActor.assumeIsolated { keyPressTimes.append(nowMicroseconds()) }
        return 0   // GDK_EVENT_PROPAGATE: the entry still gets the key
    }
    g_signal_connect_data(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(pressed, to: GCallback.self), nil, nil, GConnectFlags(0))
    gtk_widget_add_controller(window, keys)
}
