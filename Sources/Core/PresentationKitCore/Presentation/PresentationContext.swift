import Observation

/// An observable place to present items one at a time: the one shown now, and the
/// ones waiting behind it.
///
/// Presenters (the GTK alert presenter, sheets) observe ``item`` and show it; when the
/// person answers they call ``dismiss()``, and the oldest queued item is shown next.
///
/// ```swift
/// let context = PresentationContext<any Error>()
/// context.present(URLError(.timedOut))   // shown now
/// context.present(CocoaError(.fileNoSuchFile))   // waits in `queue`
/// context.dismiss()   // the CocoaError is shown
/// ```
@MainActor @Observable
public final class PresentationContext<Item> {

    /// Create an empty context.
    public init() {}

    /// The item shown now, or `nil` when nothing is shown.
    ///
    /// Setting an item replaces the one shown, as in PresentationKit. Setting `nil`
    /// is ``dismiss()``: the oldest queued item, if any, is shown next, so nothing
    /// waiting is lost when a binding clears the item.
    public var item: Item? {
        get { shown }
        set {
            if newValue == nil, !queue.isEmpty {
                show(queue.removeFirst())
            } else {
                show(newValue)
            }
        }
    }

    /// Items waiting behind ``item``, oldest first.
    public private(set) var queue: [Item] = []

    private var shown: Item?

    /// Counts the presentations: it changes whenever another item is shown or the shown
    /// one ends, and stays when the shown item is only updated. Presenters compare it to
    /// tell a new presentation (a new dialog) from new contents (the same dialog).
    private(set) var presentation = 0

    private func show(_ item: Item?) {
        shown = item
        presentation &+= 1
    }
}

public extension PresentationContext {

    /// Show `item` now, or queue it behind the item already shown.
    func present(_ item: Item) {
        if shown == nil {
            show(item)
        } else {
            queue.append(item)
        }
    }

    /// End the shown item; the oldest queued item, if any, is shown next.
    func dismiss() {
        item = nil
    }

    /// Take away the queued items that match, and the shown one if it matches (the oldest
    /// queued item left is shown next): for a question its asker no longer waits on.
    package func withdraw(where matches: (Item) -> Bool) {
        queue.removeAll(where: matches)
        if let shown, matches(shown) {
            dismiss()
        }
    }

    /// Replace the newest queued item, for merging a repeat into the item it repeats.
    package func replaceLastQueued(with item: Item) {
        queue[queue.count - 1] = item
    }

    /// Replace the shown item in the same presentation, for merging a repeat into the
    /// item on screen: presenters update what they show instead of showing it anew.
    package func updateShown(to item: Item) {
        shown = item
    }
}
