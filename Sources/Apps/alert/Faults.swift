import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import Glibc

/// End the command as a script expects when the dialog cannot finish: SIGTERM and SIGINT
/// end it with 128 + the signal's number and print nothing (as a shell reports a process
/// killed by the signal); the X display going away ends it with the no-display status
/// and one line on stderr. Call once GTK has opened the display.
///
/// On Wayland, GDK ends the process itself, with `_exit(1)`, right after it logs
/// “Lost connection to Wayland compositor.” (or “Error … dispatching to Wayland
/// display.”): the command's log writer (``dropParentlessDialogNotice()``) sees that
/// message first and ends with the no-display status there too.
@MainActor
func endOnLostDisplayAndSignals() {
    // A parent may hand the signals on blocked (Foundation's Process does): they would
    // stay pending for ever, and the dialog with them.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    for signal in [SIGTERM, SIGINT] {
        _ = g_unix_signal_add_full(G_PRIORITY_HIGH, signal, { data in
            exit(128 + Int32(Int(bitPattern: data)))
        }, UnsafeMutableRawPointer(bitPattern: Int(signal)), nil)
    }
    _ = pk_exit_when_x_display_lost(ExitStatus.noDisplay.code, "alert: " + lostDisplayMessage + "\n")
}

/// The line on stderr when the display goes away while the dialog is up.
var lostDisplayMessage: String {
    tr("the display went away before an answer was chosen")
}
