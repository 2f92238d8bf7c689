import CGtk
import Glibc
import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--about`: GTK's about dialog (`GtkAboutDialog`) in this process, run on a
/// plain GLib main loop until it is closed. It names alert, not zenity, under either name:
/// its version is `--version`'s line (as `zenity`, `3.44.0+alert.VERSION`), and its comment
/// says which zenity's options it takes. GTK's in both styles: libadwaita's about window is
/// not in alert's plug-in (docs/alert.md, "About").
@MainActor
final class AboutWindow {

    /// How the dialog ended.
    enum Outcome: Equatable {
        /// Escape, or the window's close button (zenity 3.44's Close button too: GTK 3's
        /// about dialog answers DELETE_EVENT to it, and zenity exits 1).
        case dismissed
        /// `--timeout` ran out.
        case timedOut
    }

    private let loop: OpaquePointer
    private var outcome: Outcome?
    private var window: UnsafeMutablePointer<GtkWindow>?

    init() {
        loop = g_main_loop_new(nil, 0)
    }

    /// Show the about dialog with `request`'s window hints and time limit, and wait for its end.
    func run(_ request: Request) -> Outcome {
        let widget = gtk_about_dialog_new()!
        let about = OpaquePointer(widget)
        gtk_about_dialog_set_program_name(about, "alert")
        gtk_about_dialog_set_version(about, versionLine)
        gtk_about_dialog_set_comments(about, tr("Shows dialogs from shell scripts; zenity-compatible: takes zenity %@'s options",
                                                zenityVersionTaken))
        gtk_about_dialog_set_copyright(about, "© 2026 The PresentationKit for GTK authors")
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_logo_icon_name(about, "dialog-information")
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        self.window = window
        if let title = request.windowTitle { gtk_window_set_title(window, title) }
        window.onCloseRequest { [self] _ in
            end(.dismissed)
            return false
        }
        request.windowHints.prepare(window)
        gtk_window_present(window)
        if let seconds = request.timeout {
            MainLoopTimer.after(seconds: seconds) { [self] in end(.timedOut) }
        }
        if outcome == nil { g_main_loop_run(loop) }
        return outcome ?? .dismissed
    }

    /// Record the first way the dialog ended, close it, and stop the loop.
    private func end(_ how: Outcome) {
        guard outcome == nil else { return }
        outcome = how
        if how == .timedOut, let window { gtk_window_destroy(window) }
        window = nil
        g_main_loop_quit(loop)
    }
}

extension AboutWindow.Outcome {

    /// The exit status, zenity's `ZENITY_*` variables taken into account.
    func status(_ statuses: ExitStatuses) -> Int32 {
        switch self {
        case .dismissed: statuses.dismissed
        case .timedOut: statuses.timedOut
        }
    }
}
