import CGtk
import PresentationKit

/// The one dialog of the command: a `GtkMessageDialog` laid out by the core's
/// ``DialogLayout``, run on a plain GLib main loop until it ends, one way or another.
///
/// The command does not go through `AlertPresenter` or `present(on:)`: those run the
/// cancel action for Escape, and a script must tell Escape (nothing chosen) from a click
/// on the cancel button. No `GtkApplication` either: the command needs no D-Bus name,
/// and start-up is part of its job.
@MainActor
final class AlertWindow {

    /// How the dialog ended.
    enum Outcome {
        /// A button was clicked, or Return chose the default one.
        case chosen(Choice)
        /// Escape, the window manager's close, or the dialog destroyed.
        case dismissed
        /// `--timeout` ran out.
        case timedOut
        /// The benchmark mode's end: the dialog's first frame is on screen.
        case painted
    }

    /// The height, in pixels, the texts grow to before they scroll.
    static let textsMaxHeight: Int32 = 480

    private let loop: OpaquePointer
    private var dialog: UnsafeMutablePointer<GtkWidget>?
    private var layout: DialogLayout?
    private var outcome: Outcome?
    private let exitAfterPaint: Bool

    /// - Parameter exitAfterPaint: end as soon as the first frame is painted (benchmarks).
    init(exitAfterPaint: Bool) {
        loop = g_main_loop_new(nil, 0)
        self.exitAfterPaint = exitAfterPaint
    }

    /// Show the dialog for `request` with `body` under the heading, and wait for its end.
    func run(_ request: Request, body: String?) -> Outcome {
        let message = AlertMessage(
            title: request.heading, message: body,
            actions: request.choices.map { choice in
                AlertAction(choice.label, role: choice.role, isDefault: choice.isDefault) { [self] in
                    end(.chosen(choice))
                }
            })
        let layout = DialogLayout(message)
        self.layout = layout
        let dialog = pk_message_dialog_new(nil, request.messageType, layout.heading)!
        self.dialog = dialog
        pk_message_dialog_set_body(dialog, layout.body)
        // Always, not only for long texts: GTK 4.8 is slow to lay out even a few hundred
        // words around the dialog's wrapped labels (220 characters: +150 ms, 2,000: +2 s).
        pk_message_dialog_scroll_texts(dialog, Self.textsMaxHeight)
        for button in layout.buttons {
            let widget = pk_dialog_add_button(dialog, button.label, button.response)
            for style in button.styleClasses {
                gtk_widget_add_css_class(widget, style)
            }
        }
        if let response = layout.defaultResponse {
            pk_dialog_set_default_response(dialog, response)
        }

        // The command keeps this object until it exits: the connections carry it unretained.
        let me = Unmanaged.passUnretained(self).toOpaque()
        let onResponse: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, response, me in
            MainActor.assumeIsolated {
                Unmanaged<AlertWindow>.fromOpaque(me!).takeUnretainedValue().respond(response)
            }
        }
        _ = pk_signal_connect(dialog, "response", unsafeBitCast(onResponse, to: GCallback.self), me, nil)
        let onDestroy: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, me in
            MainActor.assumeIsolated {
                let window = Unmanaged<AlertWindow>.fromOpaque(me!).takeUnretainedValue()
                window.dialog = nil
                window.end(.dismissed)
            }
        }
        _ = pk_signal_connect(dialog, "destroy", unsafeBitCast(onDestroy, to: GCallback.self), me, nil)

        if let seconds = request.timeout {
            let milliseconds = UInt32(min(seconds * 1000, Double(UInt32.max)).rounded(.up))
            _ = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { me in
                MainActor.assumeIsolated { Unmanaged<AlertWindow>.fromOpaque(me!).takeUnretainedValue().end(.timedOut) }
                return 0  // G_SOURCE_REMOVE
            }, me, nil)
        }

        gtk_window_present(pk_window(dialog))
        if layout.defaultResponse == nil {
            // As the presenter: with no default, Return must not choose the focused first
            // button (possibly a destructive one) until the person moves focus.
            gtk_window_set_focus(pk_window(dialog), nil)
        }
        if exitAfterPaint, let clock = gtk_widget_get_frame_clock(dialog) {
            let onPaint: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, me in
                MainActor.assumeIsolated { Unmanaged<AlertWindow>.fromOpaque(me!).takeUnretainedValue().end(.painted) }
            }
            _ = pk_signal_connect(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(onPaint, to: GCallback.self), me, nil)
        }

        if outcome == nil { g_main_loop_run(loop) }
        return outcome ?? .dismissed
    }

    /// A button's response runs its action, which ends the dialog with its choice; the
    /// close response (Escape) chooses nothing, whatever the layout's close action is.
    private func respond(_ response: Int32) {
        if response >= 0, let action = layout?.action(for: response) {
            action.perform()
        } else {
            end(.dismissed)
        }
    }

    /// Record the first way the dialog ended, close it, and stop the loop.
    private func end(_ how: Outcome) {
        guard outcome == nil else { return }
        outcome = how
        if let dialog {
            self.dialog = nil
            gtk_window_destroy(pk_window(dialog))
        }
        g_main_loop_quit(loop)
    }
}
