import CGtk
import PresentationKit

/// Shows alerts as modal dialogs on a window, one at a time, for as long
/// as it is kept: the GTK counterpart of SwiftUI's and PresentationKit's `.alert`
/// modifiers.
///
/// It shows whatever its ``AlertSource`` gives, observing it, each presentation in an
/// ``AlertSession`` of the current ``PresentationStyle``: a context's items, an
/// `isPresented` flag, an optional error. When the person answers, the dialog is
/// destroyed, the source is told (a context is dismissed, so its next queued item
/// appears; a flag is set back to `false`), and then the chosen action runs once, so
/// an action can present its alert again. A change of the alert's texts while it is up
/// (a counter its title shows) updates the dialog in place; a new presentation (another
/// item) replaces the dialog.
///
/// ```swift
/// // errors, mapped with AlertMessage(error:)
/// let presenter = AlertPresenter(context: window.errorContext, window: gtkWindow)
///
/// // any item, with its own alert
/// let deletions = AlertPresenter(context: pendingDeletes, window: gtkWindow) { file in
///     AlertMessage(title: "Delete “\(file.name)”?") {
///         AlertAction("Cancel", role: .cancel)
///         AlertAction("Delete", role: .destructive) { file.delete() }
///     }
/// }
/// ```
/// `window.alert(…)` makes one its window owns (see ``detach()``); one made with this
/// initializer lives while it is kept, and releasing it closes its dialog.
@MainActor
public final class AlertPresenter: WindowOwned {

    /// What to show; let go of on ``detach()``, so what its closures captured is freed.
    private var source: AlertSource?
    /// Not retained: never used after ``detach()``, which the window's `destroy` runs.
    private let window: UnsafeMutablePointer<GtkWindow>?
    let lifecycle = PresenterLifecycle()
    private(set) var shown: (session: AlertSession, presentation: AnyHashable)?
    /// The presentation last answered from memory, until the source shows nothing: a
    /// remembered action that presents the same alert again (a Retry that sets its flag
    /// back) gets the dialog, instead of being answered for ever.
    private var skipped: AnyHashable?

    /// Told of each dialog widget the presenter builds: set through `onDialogShown`, a
    /// test hook (Testing/TestHooks.swift); none in an app.
    var dialogShownObserver: ((UnsafeMutablePointer<GtkWidget>) -> Void)?

    /// Whether an alert shown while no window of the app is active is also sent as a
    /// desktop notification (its title and message), withdrawn when the person answers;
    /// clicking it presents the window with the alert waiting (`true`). Nothing is sent
    /// for an app without an application id, nor where no notification service runs
    /// (docs/presenters.md, "Desktop notifications").
    public var notifiesWhenInactive = DesktopNotification.isOnByDefault

    /// The notification of the alert shown, made on the first one sent.
    private var notification: DesktopNotification?

    /// Show the alerts of `source`, transient for `window` (`nil` for a dialog of its
    /// own, as a command-line tool has).
    public init(source: AlertSource, window: UnsafeMutablePointer<GtkWindow>?) {
        self.source = source
        self.window = window
        lifecycle.start(self, on: window)
    }

    isolated deinit { detach() }

    /// Stop showing alerts, close the dialog shown without answering it, disconnect from
    /// the window, and let go of the source's closures; the window no longer owns it.
    public func detach() {
        lifecycle.detach {
            closeShown()
            source = nil
            notification = nil   // withdrawn as it goes
        }
    }

    /// Show what the source gives now, and observe it for the next change.
    func refresh() {
        guard let source else { return }
        guard let (presentation, message) = lifecycle.observe(source) else {
            // Dismissed from code, or the flag set back: the dialog goes, nothing runs.
            skipped = nil
            closeShown()
            return
        }
        if let shown, shown.presentation == presentation, shown.session.update(message) {
            // A merged repeat: the notification says it too, under the same id.
            if notification?.isSent == true { notification?.send(title: message.title, body: message.message, for: window) }
            return
        }
        closeShown()
        // Asked before the dialog shows: the dialog itself may take the focus.
        let elsewhere = notifiesWhenInactive && DesktopNotification.isElsewhere
        // One session a presentation: it answers from memory, or shows the dialog.
        let session = AlertSession(message, window: window, style: PresentationStyle.current.dialogs)
        shown = (session, presentation)
        session.start(usingRememberedAnswer: skipped != presentation) { [weak self, weak session] _ in
            guard let self, let session, self.shown?.session === session else { return }
            self.shown = nil
            self.notification?.withdraw()
            if session.wasAnsweredFromMemory { self.skipped = presentation }
            // Reset first; the session then acts: the action may present the alert again
            // (SwiftUI's order).
            self.source?.answered()
        }
        guard let widget = session.widget else { return }
        dialogShownObserver?(widget)
        if elsewhere, shown?.session === session { notify(message) }
    }

    /// Send `message` as the desktop notification of the alert shown.
    private func notify(_ message: AlertMessage) {
        let notification = notification ?? DesktopNotification(kind: "alert") { [weak self] in self?.bringBack() }
        self.notification = notification
        notification.send(title: message.title, body: message.message, for: window)
    }

    /// The notification was clicked: the window comes back, the alert waiting over it (the
    /// dialog's own window, or the window a libadwaita dialog shows inside).
    private func bringBack() {
        if let window { gtk_window_present(window) }
        if let root = shown?.session.widget.flatMap({ gtk_widget_get_root($0) }) {
            gtk_window_present(pk_window(UnsafeMutableRawPointer(root)))
        }
    }

    /// Close the dialog shown, if any, without an answer; its notification goes too.
    private func closeShown() {
        notification?.withdraw()
        guard let session = shown?.session else { return }
        shown = nil
        session.close(as: .closed)
    }
}

public extension AlertPresenter {

    /// Show each item of `context` with the alert `content` makes for it.
    convenience init<Item>(
        context: PresentationContext<Item>,
        window: UnsafeMutablePointer<GtkWindow>?,
        content: @escaping @MainActor (Item) -> AlertMessage
    ) {
        self.init(source: .context(context, content: content), window: window)
    }

    /// Show each error of `context` with the standard ``AlertMessage/init(error:)`` alert,
    /// and, unless `showsDetails` is `false`, the error's technical details under a
    /// collapsed **Details** expander (``AlertMessage/init(error:showsDetails:)``).
    convenience init(context: PresentationContext<any Error>, window: UnsafeMutablePointer<GtkWindow>?, showsDetails: Bool = true) {
        self.init(context: context, window: window) { AlertMessage(error: $0, showsDetails: showsDetails) }
    }
}
