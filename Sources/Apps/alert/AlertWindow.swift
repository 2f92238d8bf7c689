import CGtk
import PresentationKit
@_spi(Testing) import PresentationKitGtk

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

    private let loop: OpaquePointer
    private var dialog: AlertDialog?
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
        // Escape ends with the close response: nothing chosen, whatever the layout's
        // close action is, so a script can tell it from a click on the cancel button.
        dialog = AlertDialog(DialogLayout(message), icon: request.icon, parent: nil) { [self] ending, action in
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

        if exitAfterPaint, let widget = dialog?.widget, let clock = gtk_widget_get_frame_clock(widget) {
            SignalHandler.connectAny(UnsafeMutableRawPointer(clock), "after-paint") { [self] in end(.painted) }
        }

        if outcome == nil { g_main_loop_run(loop) }
        return outcome ?? .dismissed
    }

    /// The time limit ran out: the dialog ends as timed out.
    private func timeOut() {
        dialog?.close(as: .timedOut)
    }

    /// Record the first way the dialog ended, close it, and stop the loop.
    private func end(_ how: Outcome) {
        guard outcome == nil else { return }
        outcome = how
        dialog?.close()
        g_main_loop_quit(loop)
    }
}
