// Commands for the tests of the presenters' desktop notifications (issue 41):
//
//   window-present   present the host window again (gtk_window_present): a mapped window
//                    given the keyboard focus becomes active, with or without a window manager
//   app-state        prints "app active=true" when a window of the host (its window or a
//                    dialog) is active, else "app active=false"
//   alert-error TEXT alert an error titled TEXT through an ErrorAlerter on the host's error
//                    context: the same TEXT again while it shows merges into it ("2 times")
//
// Event: "window active=true|false" each time the host window's is-active changes.
// The presenters notify only when PK_TEST_NOTIFICATIONS=1 (main.swift): on a display
// without a window manager no window is active once a dialog has closed, so in every
// other test alerts would notify.
import CGtk
import Foundation
import PresentationKit
import PresentationKitGtk

/// Alerts the host's errors with the alerter's rules (repeats merge).
@MainActor
private final class HostErrorAlerter: ErrorAlerter {
    let errorContext: PresentationContext<any Error>
    init(errorContext: PresentationContext<any Error>) { self.errorContext = errorContext }

    /// An error whose alert is titled `errorDescription`.
    struct HostError: LocalizedError {
        let errorDescription: String?
    }
}

extension Host {

    /// Print each change of the host window's is-active.
    func reportActivity(of window: UnsafeMutablePointer<GtkWindow>) {
        window.connect("notify::is-active") { [unowned self] (window, _: UnsafeMutableRawPointer?) in
            emit("window active=\(gtk_window_is_active(window) != 0)")
        }
    }

    /// Run a notification command; `false` when `command` is not one.
    func handleNotifications(_ command: String, _ argument: String) -> Bool {
        switch command {
        case "window-present": if let window { gtk_window_present(window) }
        case "app-state": emit("app active=\(anyWindowIsActive)")
        case "alert-error":
            HostErrorAlerter(errorContext: errorContext).alert(error: HostErrorAlerter.HostError(errorDescription: argument))
        default: return false
        }
        return true
    }

    /// Whether a window of this program is active.
    private var anyWindowIsActive: Bool {
        let toplevels = gtk_window_get_toplevels()
        return (0..<g_list_model_get_n_items(toplevels)).contains { index in
            guard let window = g_list_model_get_item(toplevels, index) else { return false }
            defer { g_object_unref(window) }
            return gtk_window_is_active(pk_window(window)) != 0
        }
    }
}
