import CGtk

/// Gives keyboard focus back to the widget that had it in a window when a dialog over
/// that window ends, as GNOME applications do: the button that started the work.
///
/// The window keeps its focus widget while a dialog is up, and a window manager returns
/// focus to it; this covers what it does not: a dialog whose action moved the window's
/// focus, or focus that GTK left on no widget. The widget gets focus back only if it is
/// still in that window and can take it (visible, sensitive); else GTK's choice stands.
@MainActor
enum FocusReturn {

    /// When `dialog` is destroyed, give focus back to the widget focused in `window` now.
    static func track(_ dialog: UnsafeMutablePointer<GtkWidget>, over window: UnsafeMutablePointer<GtkWindow>?) {
        guard let window, let focused = gtk_window_get_focus(window) else { return }
        // A strong reference, dropped when the dialog goes: the widget may leave its
        // window meanwhile, and the check below needs it alive to see that.
        g_object_ref(UnsafeMutableRawPointer(focused))
        SignalHandler.connect(dialog, "destroy") {
            defer { g_object_unref(UnsafeMutableRawPointer(focused)) }
            restore(focused, in: window)
        }
    }

    private static func restore(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>) {
        // `window` outlives the dialog unless it is being destroyed right now (the
        // dialog is destroyed with its parent): then nothing is left to focus.
        let root = gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0) }
        guard root == UnsafeMutableRawPointer(window),
              gtk_widget_in_destruction(pk_widget(window)) == 0,
              gtk_widget_is_visible(widget) != 0,
              gtk_widget_is_sensitive(widget) != 0
        else { return }
        gtk_widget_grab_focus(widget)
    }
}
