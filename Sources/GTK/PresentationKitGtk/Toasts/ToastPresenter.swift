import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import PresentationKit
import PresentationKitDialogs   // SignalHandler

/// Shows toasts over a window, one at a time: the GTK counterpart of PresentationKit's
/// `toast(for:edge:)`. How it behaves (clock, keyboard, overlay): docs/presenters.md.
///
/// ```swift
/// let toasts = PresentationContext<ToastMessage>()
/// window.toast(for: toasts)                            // SwiftUI: .toast(for: $toasts)
/// toasts.present(ToastMessage("Note deleted", action: AlertAction("Undo") { restore() }))
/// ```
/// `window.toast(…)` makes one its window owns until ``detach()``; one made with this
/// initializer lives while it is kept.
@MainActor
public final class ToastPresenter: WindowOwned {

    /// The edge of the window toasts appear at.
    public enum Edge: Sendable {
        /// Under the window's title bar.
        case top
        /// At the window's bottom, GNOME's place for toasts.
        case bottom
    }

    /// How long a toast stays when its message names no duration
    /// (PresentationKit's `toastDuration(seconds:)`).
    public var duration: Duration = ToastMessage.defaultDuration

    /// How a screen reader is told of a toast as it appears.
    public enum Announcement: Sendable {
        /// Said after what the reader is saying now: news.
        case polite
        /// Said at once: an error toast.
        case assertive
    }

    /// How toasts are announced to a screen reader as they appear, on GTK 4.14 or later
    /// (`gtk_accessible_announce`, found at run time; on older GTK the reader finds the
    /// toast as an `alert` when it moves to it). `.polite` unless the presenter shows
    /// errors (a `GtkWindow`'s `toast(for:)` of an error context makes them `.assertive`).
    public var announcement: Announcement = .polite

    /// What to show; let go of on ``detach()``, so what its closures captured is freed.
    private var source: ToastSource?
    /// Not retained: never used after ``detach()``, which the window's `destroy` runs.
    private let window: UnsafeMutablePointer<GtkWindow>
    /// Held with a reference of its own until ``detach()``: the window's `destroy` comes
    /// after GTK has let go of the window's children, and the toast is hidden then.
    private let revealer: UnsafeMutablePointer<GtkWidget>
    let lifecycle = PresenterLifecycle()
    private(set) var shown: Shown?
    private var revealed: SignalConnection?
    private var keyController: OpaquePointer?
    /// The widget that had focus before F6 moved it into the toast (held until used).
    private var focusBeforeToast: UnsafeMutablePointer<GtkWidget>?
    private var toastsShown = 0

    struct Shown {
        let presentation: AnyHashable
        /// The presenter's own toast, or (``styled``) the style's.
        let view: ToastView?
        let styled: (any PresentedToast)?
        /// Its text and its action's label, as shown now.
        let title: String
        let actionLabel: String?
        let timer: ToastTimer
        let action: AlertAction?
        let shownAt: Int
        /// Which toast this is, counting from 1.
        let serial: Int
    }

    /// What tests and benchmarks are told as toasts show, pause and end: set through the
    /// hooks in Testing/TestHooks.swift (`onToastShown`, `onToastEnd`, …).
    struct Observers {
        var shown: ((String) -> Void)?
        var ended: ((EndedToast) -> Void)?
        var announced: ((String, Bool) -> Void)?
        var paused: ((Bool, Duration) -> Void)?
    }

    /// The test hooks' observers; none in an app.
    var observers = Observers()

    /// Show the toasts of `source` over `window`, at `edge`.
    public init(source: ToastSource, window: UnsafeMutablePointer<GtkWindow>, edge: Edge = .bottom) {
        self.source = source
        self.window = window
        let overlay = pk_window_get_toast_overlay(window)!
        revealer = gtk_revealer_new()!
        g_object_ref_sink(revealer)
        gtk_widget_set_halign(revealer, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(revealer, edge == .bottom ? GTK_ALIGN_END : GTK_ALIGN_START)
        gtk_revealer_set_transition_type(
            OpaquePointer(revealer),
            edge == .bottom ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP : GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(OpaquePointer(revealer), 200)
        gtk_overlay_add_overlay(OpaquePointer(overlay), revealer)
        revealed = SignalHandler.connect(revealer, notify: "child-revealed") { [weak self] in
            self?.dropHiddenContent()
        }
        keyController = pk_widget_add_key_shortcut(
            pk_widget(window), guint(GDK_KEY_F6), keyCallback,
            ClosureBox<@MainActor () -> Bool>.retained { [weak self] in self?.toggleFocus() ?? false }, releaseClosureBox)
        lifecycle.start(self, on: window)
    }

    isolated deinit { detach() }

    /// Stop showing toasts, remove the one shown without ending its item, disconnect from
    /// the window, and let go of the source's closures; the window no longer owns it.
    public func detach() {
        lifecycle.detach {
            revealed?.disconnect()
            revealed = nil
            if let shown { hide(shown, as: nil) }
            if let keyController, gtk_widget_in_destruction(pk_widget(window)) == 0 {
                gtk_widget_remove_controller(pk_widget(window), keyController)
                if let overlay = gtk_widget_get_parent(revealer) {
                    gtk_overlay_remove_overlay(OpaquePointer(overlay), revealer)
                }
            }
            keyController = nil
            releaseSavedFocus()
            g_object_unref(revealer)
            source = nil
        }
    }

    /// Show what the source gives now, and observe it for the next change.
    func refresh() {
        guard let source else { return }
        guard let (presentation, message) = lifecycle.observe(source) else {
            // Dismissed from code: the toast goes, nothing runs.
            if let shown { hide(shown, as: .dismissed) }
            return
        }
        if let shown, shown.presentation == presentation, shown.actionLabel == message.action?.label {
            // The same toast with new contents (a repeat counted): update it, and give the
            // person the full time to read the new count.
            shown.view?.setTitle(message.title)
            shown.styled?.setTitle(message.title)
            self.shown = Shown(presentation: presentation, view: shown.view, styled: shown.styled, title: message.title,
                               actionLabel: shown.actionLabel, timer: shown.timer,
                               action: message.action, shownAt: shown.shownAt, serial: shown.serial)
            shown.timer.restart(duration: message.duration ?? duration)
            return
        }
        if let shown { hide(shown, as: .dismissed) }
        show(message, as: presentation)
    }

    /// The one place this presenter puts a new toast on screen: the style's
    /// (``PresentationStyle/makeToast``) when it builds one (the window has a place for it),
    /// else its own (GTK's style, ``PresentationStyle/gtkToasts``). An update in place of the toast shown is ``refresh()``'s.
    private func show(_ message: ToastMessage, as presentation: AnyHashable) {
        toastsShown += 1
        let serial = toastsShown
        let timer = ToastTimer(duration: message.duration ?? duration) { [weak self] in self?.end(as: .timedOut) }
        let styled = PresentationStyle.current.makeToast(window, message.title, message.action?.label) { [weak self] byAction in
            guard let self, let shown = self.shown, shown.serial == serial else { return }
            self.end(as: byAction ? .action : .closed)
        }
        if let styled {
            shown = Shown(presentation: presentation, view: nil, styled: styled, title: message.title,
                          actionLabel: message.action?.label, timer: timer, action: message.action,
                          shownAt: g_get_monotonic_time(), serial: serial)
        } else {
            showOwn(message, serial: serial, timer: timer, as: presentation)
        }
        timer.resume()
        // Said on behalf of the window: GTK 4.18 speaks only for a widget whose AT-SPI context
        // is realized, which neither the new toast's nor the overlay's is (measured: nothing
        // reached the bus from either); the window's is, from the moment it is shown.
        // A style's toast its toolkit announces (libadwaita ≥ 1.6) is not said a second time.
        let speaker = gtk_widget_get_root(revealer).map { pk_widget(UnsafeMutableRawPointer($0)) } ?? revealer
        let announced = styled?.announcesItself == true
            || pk_accessible_announce(speaker, message.title, announcement == .assertive ? 1 : 0) != 0
        observers.shown?(message.title)
        observers.announced?(message.title, announced)
    }

    /// The presenter's own toast (``ToastView``), revealed in the window's overlay.
    private func showOwn(_ message: ToastMessage, serial: Int, timer: ToastTimer, as presentation: AnyHashable) {
        let view = ToastView(
            message,
            close: { [weak self] in self?.end(as: .closed) },
            act: { [weak self] in self?.end(as: .action) },
            onEscape: { [weak self] in self?.end(as: .escape) },
            onAttentionChange: { [weak self] attending in
                guard let self, let shown = self.shown, shown.serial == serial else { return }
                if attending { shown.timer.pause() } else { shown.timer.resume() }
                self.observers.paused?(attending, .milliseconds(shown.timer.remaining))
            })
        shown = Shown(presentation: presentation, view: view, styled: nil, title: message.title,
                      actionLabel: view.actionLabel, timer: timer, action: message.action,
                      shownAt: g_get_monotonic_time(), serial: serial)
        gtk_revealer_set_child(OpaquePointer(revealer), view.widget)
        gtk_revealer_set_reveal_child(OpaquePointer(revealer), 1)
    }

    /// The toast ended from its side (clock, close button, Escape, action): the source
    /// moves on first, then the action runs (SwiftUI's order: it may present again).
    private func end(as ending: Ending) {
        guard let shown else { return }
        hide(shown, as: ending)
        source?.ended()
        if ending == .action { shown.action?.perform() }
    }

    /// Take the toast off screen; its widgets go once the revealer has closed.
    private func hide(_ shown: Shown, as ending: Ending?) {
        let hadFocus = shown.view?.containsFocus ?? false
        self.shown = nil
        shown.view?.disconnect()
        shown.styled?.dismiss()
        shown.timer.pause()
        if shown.view != nil { gtk_revealer_set_reveal_child(OpaquePointer(revealer), 0) }
        if hadFocus { restoreFocus() }
        if let ending {
            let onScreen = Duration.microseconds(g_get_monotonic_time() - shown.shownAt)
            observers.ended?(EndedToast(title: shown.title, ending: ending, timeOnScreen: onScreen))
        }
    }

    /// Once the revealer has closed with no toast to show, its old content goes.
    private func dropHiddenContent() {
        guard shown == nil, gtk_revealer_get_child_revealed(OpaquePointer(revealer)) == 0 else { return }
        gtk_revealer_set_child(OpaquePointer(revealer), nil)
    }

    /// F6: into the toast shown, or back out of it. `false` lets the key go on.
    /// The style's toasts (libadwaita's) have no F6 of the library's.
    private func toggleFocus() -> Bool {
        guard let view = shown?.view else { return false }
        if view.containsFocus {
            restoreFocus()
            return true
        }
        releaseSavedFocus()
        if let focus = gtk_window_get_focus(window) {
            g_object_ref(focus)
            focusBeforeToast = focus
        }
        gtk_widget_grab_focus(view.actionButton ?? view.closeButton)
        return true
    }

    /// Focus back on the widget F6 took it from, if it is still in this window; else out
    /// of the toast to the window itself, as it was when nothing had focus.
    private func restoreFocus() {
        if let widget = focusBeforeToast, gtk_widget_get_root(widget) == gtk_widget_get_root(pk_widget(window)) {
            gtk_widget_grab_focus(widget)
        } else {
            gtk_window_set_focus(window, nil)
        }
        releaseSavedFocus()
    }

    private func releaseSavedFocus() {
        if let widget = focusBeforeToast { g_object_unref(widget) }
        focusBeforeToast = nil
    }
}

public extension ToastPresenter {

    /// Show each item of `context` as the toast `content` makes for it.
    convenience init<Item>(
        context: PresentationContext<Item>, window: UnsafeMutablePointer<GtkWindow>, edge: Edge = .bottom,
        content: @escaping @MainActor (Item) -> ToastMessage
    ) {
        self.init(source: .context(context, content: content), window: window, edge: edge)
    }
}
