import CGtk
import PresentationKitCore
import PresentationKitGtkCore

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
    }

    private let loop: OpaquePointer
    private var dialog: AlertDialog?
    private var outcome: Outcome?

    init() {
        loop = g_main_loop_new(nil, 0)
    }

    /// Show the dialog for `request` with `heading` and `body` under it, and wait for its end.
    func run(_ request: Request, heading: String, body: String?) -> Outcome {
        let message = AlertMessage(
            title: heading, message: body,
            actions: request.choices.map { choice in
                AlertAction(choice.label, role: choice.role, isDefault: choice.isDefault) { [self] in
                    end(.chosen(choice))
                }
            })
        // Only a chosen button runs its action. Escape ends the dialog as dismissed, not
        // with the layout's escape action, so a script can tell it from a click on the
        // cancel button.
        dialog = AlertDialog(
            DialogLayout(message), kind: request.icon, parent: nil,
            prepare: { widget in Self.apply(request, to: widget) }
        ) { [self] ending, action in
            switch ending {
            case .chosen: action?.perform()
            case .dismissed, .closed: end(.dismissed)
            case .timedOut: end(.timedOut)
            }
        }

        // The command keeps this object until it exits: the timeout carries it unretained.
        let me = Unmanaged.passUnretained(self).toOpaque()
        if let seconds = request.timeout {
            let milliseconds = UInt32(min(seconds * 1000, Double(UInt32.max)).rounded(.up))
            _ = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { me in
                MainActor.assumeIsolated { Unmanaged<AlertWindow>.fromOpaque(me!).takeUnretainedValue().timeOut() }
                return 0  // G_SOURCE_REMOVE
            }, me, nil)
        }

        if outcome == nil { g_main_loop_run(loop) }
        return outcome ?? .dismissed
    }

    /// The time limit ran out: the dialog ends as timed out.
    private func timeOut() {
        dialog?.close(as: .timedOut)
    }

    /// The zenity form's settings, on the built dialog before it is shown.
    private static func apply(_ request: Request, to dialog: UnsafeMutablePointer<GtkWidget>) {
        if let markup = request.headingMarkup {
            pk_message_dialog_set_heading_markup(dialog, markup)
        }
        if let title = request.windowTitle, let text = pk_message_dialog_get_heading(dialog) {
            // Named by its window title and described by its text, as zenity's dialogs are
            // read: the title is what the form gives the dialog ("Question" by default).
            gtk_window_set_title(pk_window(dialog), title)
            pk_accessible_reset_labelled_by(dialog)
            pk_accessible_describe_by_label(dialog, text, gtk_label_get_text(pk_label(text)))
        }
        if request.width != nil || request.height != nil {
            gtk_widget_set_size_request(dialog, request.width ?? -1, request.height ?? -1)
        }
        if let heading = pk_message_dialog_get_heading(dialog) {
            let label = pk_label(heading)
            if !request.wraps { gtk_label_set_wrap(label, 0) }
            if request.ellipsizes { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
        }
    }

    /// Record the first way the dialog ended, close it, and stop the loop.
    private func end(_ how: Outcome) {
        guard outcome == nil else { return }
        outcome = how
        dialog?.close()
        g_main_loop_quit(loop)
    }
}
