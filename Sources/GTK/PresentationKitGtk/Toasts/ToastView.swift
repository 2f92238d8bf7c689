import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import PresentationKit
import PresentationKitDialogs   // SignalHandler

/// The widgets of one toast: its text, its action button if any, and a close button, in
/// a pill styled by the theme's `app-notification` (GTK's in-app notification, the same
/// colours as its on-screen displays) with rounder corners.
///
/// A screen reader finds it as an `alert` named by its text; each button is named once.
/// It reports the pointer resting on it and focus inside it, so the presenter can stop
/// the clock while the person reads.
@MainActor
final class ToastView {

    /// The toast's box, until the presenter drops it.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The action button, when the toast has an action.
    let actionButton: UnsafeMutablePointer<GtkWidget>?
    /// The close button.
    let closeButton: UnsafeMutablePointer<GtkWidget>
    /// The label of the action shown, to tell whether an update needs new buttons.
    let actionLabel: String?

    private let label: OpaquePointer
    private var connections: [SignalConnection] = []
    private var isHovered = false
    private var hasFocus = false

    /// Build the toast for `message`; `onChange` runs when the pointer or focus moves in
    /// or out, `onEscape` for Escape inside it.
    init(
        _ message: ToastMessage,
        close: @escaping @MainActor () -> Void,
        act: @escaping @MainActor () -> Void,
        onEscape: @escaping @MainActor () -> Void,
        onAttentionChange: @escaping @MainActor (Bool) -> Void
    ) {
        ToastStyle.install()
        widget = pk_toast_box_new()!
        gtk_widget_add_css_class(widget, "app-notification")
        gtk_widget_add_css_class(widget, "pk-toast")
        gtk_box_set_spacing(pk_box(widget), 6)

        let text = gtk_label_new(message.title)!
        label = pk_label(text)
        // One line, as GNOME's toasts: a longer text ends in "…" (a screen reader still
        // reads all of it). A wrapping label here made GTK 4.8 give the box more than the
        // window's width and the text went off its left edge (measured).
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(label, 50)
        gtk_label_set_xalign(label, 0)
        gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
        gtk_box_append(pk_box(widget), text)
        // Read as "Note deleted, alert": named by its text, which it follows when updated.
        pk_accessible_set_labelled_by(widget, text)

        actionLabel = message.action?.label
        if let title = actionLabel {
            let button = gtk_button_new_with_label(title)!
            gtk_button_set_use_underline(pk_button(button), 0)
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            // GTK 4.8 names a labelled button twice (its label and its label child).
            pk_accessible_reset_labelled_by(button)
            gtk_box_append(pk_box(widget), button)
            connections.append(pk_button(button).onClicked(act))
            actionButton = button
        } else {
            actionButton = nil
        }

        closeButton = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_add_css_class(closeButton, "flat")
        gtk_widget_add_css_class(closeButton, "circular")
        gtk_widget_set_valign(closeButton, GTK_ALIGN_CENTER)
        // TRANSLATORS: leave it untranslated to get GTK's own “_Close” (domain gtk40).
        let closeName = localized.standardLabel("Close")
        pk_accessible_set_label(closeButton, closeName)
        gtk_widget_set_tooltip_text(closeButton, closeName)
        gtk_box_append(pk_box(widget), closeButton)
        connections.append(pk_button(closeButton).onClicked(close))

        let escape = ClosureBox<@MainActor () -> Bool>.retained {
            onEscape()
            return true
        }
        _ = pk_widget_add_key_shortcut(widget, guint(GDK_KEY_Escape), keyCallback, escape, releaseClosureBox)

        // The clock stops while the pointer rests on the toast or focus is inside it.
        let motion = gtk_event_controller_motion_new()!
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(widget, motion)
        gtk_widget_add_controller(widget, focus)
        connections.append(SignalHandler.connect(UnsafeMutableRawPointer(motion), notify: "contains-pointer") { [weak self] in
            guard let self else { return }
            self.isHovered = gtk_event_controller_motion_contains_pointer(motion) != 0
            onAttentionChange(self.hasAttention)
        })
        connections.append(SignalHandler.connect(UnsafeMutableRawPointer(focus), notify: "contains-focus") { [weak self] in
            guard let self else { return }
            self.hasFocus = gtk_event_controller_focus_contains_focus(focus) != 0
            onAttentionChange(self.hasAttention)
        })
    }

    /// Whether the person is reading it now: pointer on it, or focus inside it.
    var hasAttention: Bool { isHovered || hasFocus }

    /// Whether keyboard focus is inside the toast.
    var containsFocus: Bool { hasFocus }

    /// Show `title` in place (a repeated error's count).
    func setTitle(_ title: String) {
        gtk_label_set_text(label, title)
    }

    /// Stop reporting: the widget is about to go.
    func disconnect() {
        connections.forEach { $0.disconnect() }
        connections = []
    }
}

/// The toast's shape, over the theme's `app-notification` colours: installed once per
/// display, above the theme. No colour is named. Its buttons keep their own size even
/// where an app's CSS sizes every button of its window (the demo's rule, once
/// `window.alert-demo button { min-width: 16em }`, made a toast wider than its window).
@MainActor
enum ToastStyle {
    static let css = """
        .app-notification.pk-toast {
          border-radius: 999px;
          padding: 6px 6px 6px 18px;
          margin: 12px;
          background-image: none;
          box-shadow: 0 2px 8px 2px alpha(black, 0.2);
        }
        .app-notification.pk-toast > label { margin: 6px 6px 6px 0; }
        .app-notification.pk-toast > button { min-width: 24px; min-height: 24px; }
        """

    private static var installed = false

    static func install() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        pk_css_provider_load_from_string(provider, css)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}

/// The `GtkShortcutFunc` behind ``pk_widget_add_key_shortcut``: runs the handler in its
/// ``ClosureBox``, whose release the controller calls.
let keyCallback: GtkShortcutFunc = { _, _, data in
    let handler = ClosureBox<@MainActor () -> Bool>.closure(from: data)
    return MainActor.assumeIsolated { handler() } ? 1 : 0
}

/// The library's strings in the GTK layer (the close button's name): the core's domain.
private let localized = TextDomain("presentationkit")
