import CGtk
import Observation
import PresentationKit

/// Shows the items of a ``PresentationContext`` as modal `GtkMessageDialog`s on a window,
/// one at a time: the GTK counterpart of PresentationKit's `.alert(for:)`.
///
/// When the person answers, the dialog is destroyed, the chosen action runs once, and
/// the context is dismissed, so its next queued item appears.
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
/// Keep the presenter as long as alerts should show; releasing it closes its dialog.
@MainActor
public final class AlertPresenter<Item> {

    /// The context whose items are shown.
    public let context: PresentationContext<Item>

    private let window: UnsafeMutablePointer<GtkWindow>?
    private let icon: AlertIcon
    private let content: (Item) -> AlertMessage
    private var shown: AlertDialog?
    private var isAttached = true

    /// Show each item of `context` with the alert `content` makes for it, transient for
    /// `window` (`nil` for a dialog of its own, as a command-line tool has).
    public init(
        context: PresentationContext<Item>,
        window: UnsafeMutablePointer<GtkWindow>?,
        icon: AlertIcon = .info,
        content: @escaping (Item) -> AlertMessage
    ) {
        self.context = context
        self.window = window
        self.icon = icon
        self.content = content
        if let window {
            SignalHandler.connect(window, "destroy") { [weak self] in self?.detach() }
        }
        refresh()
    }

    isolated deinit {
        detach()
    }

    /// Stop showing the context's items, and close the dialog shown without answering it.
    public func detach() {
        isAttached = false
        let dialog = shown
        shown = nil
        dialog?.close()
    }

    /// Show the context's current item, re-arming observation for its next change.
    private func refresh() {
        guard isAttached else { return }
        withObservationTracking {
            _ = context.item
        } onChange: { [weak self] in
            Task { @MainActor in self?.refresh() }
        }
        if let replaced = shown {
            // The item changed without an answer from this presenter: set directly, or
            // dismissed from code. Its dialog goes, and nothing runs.
            shown = nil
            replaced.close()
        }
        guard let item = context.item else { return }
        var dialog: AlertDialog?
        dialog = AlertDialog(DialogLayout(content(item)), icon: icon, parent: window) { [weak self] action in
            guard let self, let dialog, self.shown === dialog else { return }
            self.shown = nil
            action?.perform()
            self.context.dismiss()
        }
        shown = dialog
    }
}

public extension AlertPresenter where Item == any Error {

    /// Show each error of `context` with the standard ``AlertMessage/init(error:)`` alert.
    convenience init(context: PresentationContext<any Error>, window: UnsafeMutablePointer<GtkWindow>?) {
        self.init(context: context, window: window, icon: .error) { AlertMessage(error: $0) }
    }
}
