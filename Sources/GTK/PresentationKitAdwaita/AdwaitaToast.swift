import CGtk.Adwaita
import PresentationKitGtk

/// One toast in libadwaita's `AdwToastOverlay`: an `AdwToast` with its title (plain text)
/// and action button. ``ToastPresenter`` keeps the clock (the toast has no timeout of its
/// own, so a message's duration, sub-second or restarted for a repeat, is the same in both
/// styles) and dismisses it; libadwaita's close button and the action button end it from
/// the person's side. `ended` is called once, for those only.
@MainActor
final class AdwaitaToast: PresentedToast {

    /// The `AdwToast`, with a reference of our own: the overlay lets go of it once it is
    /// dismissed, and ``dismiss()`` or ``setTitle(_:)`` may come later.
    private let toast: UnsafeMutableRawPointer
    private let events: ToastEvents

    /// Show `title` on the window's `AdwToastOverlay`, or `nil` when its content is none.
    init?(window: UnsafeMutablePointer<GtkWindow>, title: String, actionLabel: String?,
          ended: @escaping @MainActor (Bool) -> Void) {
        guard let overlay = pk_adw_window_get_toast_overlay(window) else { return nil }
        let events = ToastEvents(ended)
        // Released by the toast's "dismissed" handler's destroy notify, when the toast goes.
        let box = Unmanaged.passRetained(ToastHandlerBox { [weak events] byAction in
            events?.dismissed(byAction: byAction)
        }).toOpaque()
        // The overlay holds the toast it returns while it is queued or shown; our reference
        // keeps it past that.
        let shown = pk_adw_toast_show(overlay, title, actionLabel, 0, 0, toastTrampoline, box, toastReleaseTrampoline)!
        toast = g_object_ref(shown)!
        self.events = events
    }

    isolated deinit {
        g_object_unref(toast)
    }

    func setTitle(_ title: String) {
        pk_adw_toast_set_title(toast, title)
    }

    /// libadwaita 1.6 and later announce a toast to a screen reader as it is shown.
    var announcesItself: Bool { pk_adw_toasts_announce() != 0 }

    func dismiss() {
        // Once dismissed (by the person or before), a second dismissal would ask the overlay
        // to hide a toast it no longer has.
        guard !events.isDismissed else { return }
        events.isDismissed = true
        pk_adw_toast_dismiss(toast)
    }
}

/// Whether the toast was dismissed (by the person, or by ``AdwaitaToast/dismiss()``).
@MainActor
private final class ToastEvents {
    var isDismissed = false
    let ended: @MainActor (Bool) -> Void
    init(_ ended: @escaping @MainActor (Bool) -> Void) { self.ended = ended }

    /// The toast's "dismissed": the presenter's `ended` when the person dismissed it.
    func dismissed(byAction: Bool) {
        guard !isDismissed else { return }
        isDismissed = true
        ended(byAction)
    }
}

/// The toast's "dismissed" handler's closure, released with the handler.
private final class ToastHandlerBox {
    let handler: @MainActor (Bool) -> Void
    init(_ handler: @escaping @MainActor (Bool) -> Void) { self.handler = handler }
}

private let toastTrampoline: PkAdwToastFunc = { clicked, data in
    // `data` is the box retained for the handler, released only after its last call.
    let handler = Unmanaged<ToastHandlerBox>.fromOpaque(data!).takeUnretainedValue().handler
    MainActor.assumeIsolated { handler(clicked != 0) }
}

private let toastReleaseTrampoline: GDestroyNotify = { data in
    Unmanaged<ToastHandlerBox>.fromOpaque(data!).release()
}
