import CGtk
import Observation
import PresentationKit

/// Shows alerts as modal `GtkMessageDialog`s on a window, one at a time, for as long
/// as it is kept: the GTK counterpart of SwiftUI's and PresentationKit's `.alert`
/// modifiers.
///
/// It shows whatever its ``AlertSource`` gives, observing it: a context's items, an
/// `isPresented` flag, an optional error. When the person answers, the dialog is
/// destroyed, the chosen action runs once, and the source is told (a context is
/// dismissed, so its next queued item appears; a flag is set back to `false`).
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
/// Releasing the presenter closes its dialog.
@MainActor
public final class AlertPresenter {

    private let source: AlertSource
    private let window: UnsafeMutablePointer<GtkWindow>?
    private let icon: AlertIcon
    private var shown: AlertDialog?
    private var isAttached = true

    /// Called with each dialog widget right after it is presented: realized and mapped,
    /// not painted yet. For what GTK offers beyond the alert itself: a CSS class, an
    /// accessible description, a `GdkFrameClock` hook that times the first paint
    /// (`alert-bench` does).
    ///
    /// ```swift
    /// presenter.onDialogShown = { dialog in gtk_widget_add_css_class(dialog, "compact") }
    /// ```
    /// Set it before anything is presented: the presenter shows the current alert as
    /// soon as it is created. The dialog stays the presenter's: do not destroy it from
    /// here (answering it later, as a person would, is fine).
    public var onDialogShown: ((UnsafeMutablePointer<GtkWidget>) -> Void)?

    /// Show the alerts of `source`, transient for `window` (`nil` for a dialog of its
    /// own, as a command-line tool has).
    public init(source: AlertSource, window: UnsafeMutablePointer<GtkWindow>?, icon: AlertIcon = .info) {
        self.source = source
        self.window = window
        self.icon = icon
        if let window {
            SignalHandler.connect(window, "destroy") { [weak self] in self?.detach() }
        }
        refresh()
    }

    isolated deinit {
        detach()
    }

    /// Stop showing alerts, and close the dialog shown without answering it.
    public func detach() {
        isAttached = false
        let dialog = shown
        shown = nil
        dialog?.close()
    }

    /// Show the source's current alert, re-arming observation for its next change.
    private func refresh() {
        guard isAttached else { return }
        let message = withObservationTracking {
            source.current()
        } onChange: { [weak self] in
            Task { @MainActor in self?.refresh() }
        }
        if let replaced = shown {
            // The source changed without an answer from this presenter: an item set
            // directly, or dismissed from code. Its dialog goes, and nothing runs.
            shown = nil
            replaced.close()
        }
        guard let message else { return }
        var dialog: AlertDialog?
        dialog = AlertDialog(DialogLayout(message), icon: icon, parent: window) { [weak self] ending in
            guard let self, let dialog, self.shown === dialog else { return }
            self.shown = nil
            ending.action?.perform()
            self.source.answered()
        }
        shown = dialog
        if let widget = dialog?.widget { onDialogShown?(widget) }
    }
}

public extension AlertPresenter {

    /// Show each item of `context` with the alert `content` makes for it.
    convenience init<Item>(
        context: PresentationContext<Item>,
        window: UnsafeMutablePointer<GtkWindow>?,
        icon: AlertIcon = .info,
        content: @escaping @MainActor (Item) -> AlertMessage
    ) {
        self.init(source: .context(context, content: content), window: window, icon: icon)
    }

    /// Show each error of `context` with the standard ``AlertMessage/init(error:)`` alert.
    convenience init(context: PresentationContext<any Error>, window: UnsafeMutablePointer<GtkWindow>?) {
        self.init(context: context, window: window, icon: .error) { AlertMessage(error: $0) }
    }
}
