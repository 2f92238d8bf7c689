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
                queue.removeFirst()
                show(queued.removeFirst())
            } else {
                show(newValue.map { Entry(item: $0, isUnsolicited: false) })
            }
        }
    }

    /// Items waiting behind ``item``, oldest first.
    public private(set) var queue: [Item] = []

    private var shown: Item? { shownEntry?.item }

    /// An item and whether the person did not just ask for it (``presentUnsolicited(_:)``).
    private struct Entry {
        var item: Item
        var isUnsolicited: Bool
    }

    private var shownEntry: Entry?
    /// ``queue``'s entries, in its order.
    private var queued: [Entry] = []

    /// Counts the presentations: it changes whenever another item is shown or the shown
    /// one ends, and stays when the shown item is only updated. Presenters compare it to
    /// tell a new presentation (a new dialog) from new contents (the same dialog).
    private(set) var presentation = 0

    private func show(_ entry: Entry?) {
        shownEntry = entry
        presentation &+= 1
    }

    private func enqueue(_ entry: Entry) {
        if shownEntry == nil {
            show(entry)
        } else {
            queue.append(entry.item)
            queued.append(entry)
        }
    }
}

public extension PresentationContext {

    /// Show `item` now, or queue it behind the item already shown.
    func present(_ item: Item) {
        enqueue(Entry(item: item, isUnsolicited: false))
    }

    /// End the shown item; the oldest queued item, if any, is shown next.
    func dismiss() {
        item = nil
    }

    /// Take away the queued items that match, and the shown one if it matches (the oldest
    /// queued item left is shown next): for a question its asker no longer waits on.
    package func withdraw(where matches: (Item) -> Bool) {
        queued.removeAll { matches($0.item) }
        queue = queued.map(\.item)
        if let shown, matches(shown) {
            dismiss()
        }
    }

    /// Replace the item that matches, shown or queued, in place: the shown one stays the same
    /// presentation (its presenter updates what it shows), for a progress report.
    package func replace(where matches: (Item) -> Bool, with item: Item) {
        if let shown, matches(shown) {
            updateShown(to: item)
        } else if let index = queued.firstIndex(where: { matches($0.item) }) {
            queued[index].item = item
            queue[index] = item
        }
    }

    /// Replace the newest queued item, for merging a repeat into the item it repeats.
    package func replaceLastQueued(with item: Item) {
        queue[queue.count - 1] = item
        queued[queued.count - 1].item = item
    }

    /// Replace the shown item in the same presentation, for merging a repeat into the
    /// item on screen: presenters update what they show instead of showing it anew.
    package func updateShown(to item: Item) {
        shownEntry?.item = item
    }

    /// Present `item` as one the person did not just ask for (an error that arrived after
    /// its operation ran a while): its alert is ``AlertMessage/unsolicited()``, and the
    /// item itself stays as given, for the presenter's content and for ``item``.
    package func presentUnsolicited(_ item: Item) {
        enqueue(Entry(item: item, isUnsolicited: true))
    }

    /// Whether the item shown now came through ``presentUnsolicited(_:)``.
    package var isShownUnsolicited: Bool { shownEntry?.isUnsolicited ?? false }
}
