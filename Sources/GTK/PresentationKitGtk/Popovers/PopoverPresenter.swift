import CGtk
import PresentationKit
@_spi(Testing) import PresentationKitGtkCore   // SignalHandler

/// Shows the items of a ``PresentationContext`` in a `GtkPopover` pointed at a widget:
/// the GTK counterpart of PresentationKit's `popover(for:attachmentAnchor:arrowEdge:content:)`.
///
/// Escape, a click outside it, or `context.dismiss()` from code close it; each shown item
/// that ends (closed, or replaced by an item of another identity) calls `onDismiss` once,
/// as sheets do. Items presented while one is shown wait in the context's queue.
///
/// ```swift
/// let details = PresentationContext<SyncStatus>()
/// let popover = window.popover(for: details, anchor: statusIcon) { status in
///     gtk_label_new(status.summary)
/// }
/// ```
/// `window.popover(…)` makes one its window owns (see ``detach()``); one made with this
/// initializer lives while it is kept, and releasing it closes its popover.
@MainActor
public final class PopoverPresenter: WindowOwned {

    /// The edge of the popover its arrow points from, as SwiftUI's `arrowEdge`: `.top`
    /// puts the popover below the anchor, with its arrow on top pointing up at it.
    public enum ArrowEdge: Sendable {
        case top, bottom, leading, trailing

        /// The side of the anchor GTK puts the popover on.
        var position: GtkPositionType {
            switch self {
            case .top: GTK_POS_BOTTOM
            case .bottom: GTK_POS_TOP
            case .leading: GTK_POS_RIGHT
            case .trailing: GTK_POS_LEFT
            }
        }
    }

    /// What to show; let go of on ``detach()``, so what its closures captured is freed.
    private var source: PopoverSource?
    /// Not retained: never used after ``detach()``, which the anchor's `destroy` runs.
    private let anchor: UnsafeMutablePointer<GtkWidget>
    private let arrowEdge: ArrowEdge
    private var onDismiss: (@MainActor () -> Void)?
    let lifecycle = PresenterLifecycle()
    private var shown: (popover: UnsafeMutablePointer<GtkWidget>, id: AnyHashable)?

    /// Show each item of `context` as the widget `content` makes for it, in a popover
    /// pointed at `anchor`.
    public init<Item: Identifiable>(
        context: PresentationContext<Item>,
        anchor: UnsafeMutablePointer<GtkWidget>,
        arrowEdge: ArrowEdge = .top,
        onDismiss: (@MainActor () -> Void)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) {
        self.source = PopoverSource(
            currentID: { context.item.map { AnyHashable($0.id) } },
            content: { context.item.map(content) },
            dismiss: { context.dismiss() })
        self.anchor = anchor
        self.arrowEdge = arrowEdge
        self.onDismiss = onDismiss
        // A popover must leave its anchor before the anchor is finalized: close it then.
        lifecycle.start(on: anchor, detach: { [weak self] in self?.detach() }, refresh: { [weak self] in self?.refresh() })
    }

    isolated deinit {
        detach()
    }

    /// Stop presenting, close the popover shown, disconnect from the anchor, and let go of
    /// the closures; the context is left as it is, and the window no longer owns it.
    public func detach() {
        lifecycle.detach {
            if let shown { close(shown.popover) }
            source = nil
            onDismiss = nil
        }
    }

    private func refresh() {
        guard let source else { return }
        let currentID = lifecycle.observe { source.currentID() }
        switch (shown, currentID) {
        case (let shown?, nil):
            close(shown.popover)
            onDismiss?()
        case (nil, let id?):
            open(source.content()!, id: id)
        case (let shown?, let id?) where shown.id != id:
            gtk_popover_set_child(pk_popover(shown.popover), source.content())
            self.shown = (shown.popover, id)
            onDismiss?()
        default:
            break
        }
    }

    private func open(_ content: UnsafeMutablePointer<GtkWidget>, id: AnyHashable) {
        let popover = pk_popover_new_at(anchor, arrowEdge.position)!
        shown = (popover, id)
        // Goes with the popover, so it needs no disconnecting.
        _ = SignalHandler.connect(popover, "closed") { [weak self] in
            // Closed by the person (Escape, a click outside): the item ends here.
            guard let self, self.shown?.popover == popover else { return }
            self.shown = nil
            pk_popover_detach(popover)
            self.onDismiss?()
            if self.lifecycle.isAttached { self.source?.dismiss() }
        }
        pk_popover_popup_with_child(popover, content)
    }

    /// Close a popover this presenter closes itself, without dismissing the context.
    private func close(_ popover: UnsafeMutablePointer<GtkWidget>) {
        shown = nil
        gtk_popover_popdown(pk_popover(popover))
        pk_popover_detach(popover)
    }
}

/// What a popover presenter reads of its context, with the item type erased.
@MainActor
private struct PopoverSource {
    /// The identity of the item shown now, if any.
    let currentID: @MainActor () -> AnyHashable?
    /// The content for the item shown now.
    let content: @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    let dismiss: @MainActor () -> Void
}
