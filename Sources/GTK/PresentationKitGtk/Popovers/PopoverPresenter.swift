import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import PresentationKit
import PresentationKitDialogs   // SignalHandler

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

    /// Not retained: never used after ``detach()``, which the anchor's `destroy` runs.
    private let anchor: UnsafeMutablePointer<GtkWidget>
    private let arrowEdge: ArrowEdge
    let lifecycle = PresenterLifecycle()
    let items: ShownItem<PopoverPresenter>

    /// Show each item of `context` as the widget `content` makes for it, in a popover
    /// pointed at `anchor`.
    public init<Item: Identifiable>(
        context: PresentationContext<Item>,
        anchor: UnsafeMutablePointer<GtkWidget>,
        arrowEdge: ArrowEdge = .top,
        onDismiss: (@MainActor () -> Void)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) {
        items = ShownItem(source: ItemSource(context: context, content: content), onDismiss: onDismiss)
        self.anchor = anchor
        self.arrowEdge = arrowEdge
        // A popover must leave its anchor before the anchor is finalized: close it then.
        lifecycle.start(self, on: anchor)
    }

    isolated deinit { detach() }

    /// Stop presenting, close the popover shown, disconnect from the anchor, and let go of
    /// the closures; the context is left as it is, and the window no longer owns it.
    public func detach() { lifecycle.detach { items.end(in: self) } }
}

extension PopoverPresenter: ItemHost {

    /// The popover follows the context's item (``ShownItem``).
    func refresh() { items.refresh(in: self) }

    func makeContainer() -> UnsafeMutablePointer<GtkWidget> {
        let popover = pk_popover_new_at(anchor, arrowEdge.position)!
        // Goes with the popover, so it needs no disconnecting.
        _ = SignalHandler.connect(popover, "closed") { [weak self] in
            // Closed by the person (Escape, a click outside): the item ends here.
            guard let self else { return }
            items.closedByPerson(popover, in: self) { pk_popover_detach(popover) }
        }
        return popover
    }

    func show(_ content: UnsafeMutablePointer<GtkWidget>, in popover: UnsafeMutablePointer<GtkWidget>) {
        pk_popover_popup_with_child(popover, content)
    }

    func replaceContent(of popover: UnsafeMutablePointer<GtkWidget>, with content: UnsafeMutablePointer<GtkWidget>?) {
        gtk_popover_set_child(pk_popover(popover), content)
    }

    /// Close a popover this presenter closes itself, without dismissing the context.
    func remove(_ popover: UnsafeMutablePointer<GtkWidget>) {
        gtk_popover_popdown(pk_popover(popover))
        pk_popover_detach(popover)
    }
}
