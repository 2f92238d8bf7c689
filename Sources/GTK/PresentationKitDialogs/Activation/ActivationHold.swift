import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding
import PresentationKitCore

/// The moment after an unsolicited alert appears during which its buttons ignore
/// activation (``ActivationDelay``): a one-shot GLib timeout on the main loop, removed
/// when the dialog goes. Both styles' dialogs keep one while it holds: they show their
/// buttons insensitive (a button is enabled only when the hold and the fields both allow
/// it), refuse a response, and leave Escape alone.
///
/// Focus sits where it will be once the buttons are live: the widget focused when the
/// dialog appeared (a field, which takes typing at once, or a button) is remembered, and
/// focused again when the buttons come alive if GTK let go of it meanwhile (an insensitive
/// button cannot keep focus). So the first key after the delay does what it would have.
///
/// When the buttons come alive it logs "Alert buttons live: HEADING" at debug level in
/// the `PresentationKit` domain (shown with `G_MESSAGES_DEBUG=PresentationKit`): the
/// marker the end-to-end tests synchronise on, instead of a clock.
@MainActor
package final class ActivationHold {

    // No initial values: `alert` links this module (see AdwaitaAlertDialog's note).
    private var source: guint
    private var focus: Optional<UnsafeMutablePointer<GtkWidget>>
    private let dialog: UnsafeMutablePointer<GtkWidget>
    private let heading: String
    private var live: Optional<@MainActor () -> Void>

    /// Hold `dialog`'s buttons for `duration`, its focus now remembered; `live` runs once
    /// the time is up (not when ``stop()`` comes first), to show the buttons enabled.
    package init(_ duration: Duration, dialog: UnsafeMutablePointer<GtkWidget>, heading: String,
                 live: @escaping @MainActor () -> Void) {
        self.dialog = dialog
        self.heading = heading
        self.live = live
        source = 0
        focus = nil
        if let root = gtk_widget_get_root(dialog), let focused = gtk_root_get_focus(root),
           focused == dialog || gtk_widget_is_ancestor(focused, dialog) != 0 {
            focus = focused
        }
        let milliseconds = guint(clamping: max(1, Int((duration / .milliseconds(1)).rounded(.up))))
        source = OneShotSource.timeout(milliseconds: milliseconds) { [weak self] in self?.expired() }
    }

    isolated deinit { stop() }

    /// Whether the buttons are held now.
    package var isHolding: Bool { source != 0 }

    /// End the hold without making anything live: the dialog is going.
    package func stop() {
        live = nil
        focus = nil
        guard source != 0 else { return }
        g_source_remove(source)
        source = 0
    }

    private func expired() {
        // The callback returns G_SOURCE_REMOVE: the source ends by itself.
        source = 0
        let live = live
        self.live = nil
        live?()
        if let focus, let root = gtk_widget_get_root(dialog), gtk_root_get_focus(root) == nil {
            gtk_widget_grab_focus(focus)
        }
        focus = nil
        pk_log(logDomain, G_LOG_LEVEL_DEBUG, "Alert buttons live: \(heading)")
    }
}
