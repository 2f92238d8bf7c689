import CGtk
import PresentationKit

/// What a sheet or popover presenter reads of its context, with the item type erased.
@MainActor
struct ItemSource {
    /// The identity of the item shown now, if any.
    let currentID: @MainActor () -> AnyHashable?
    /// The content for the item shown now.
    let content: @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    /// The title for the item shown now, if the caller gives one.
    let title: @MainActor () -> String?
    /// Ends the item shown, so the context's next queued one comes.
    let dismiss: @MainActor () -> Void

    /// The items of `context`, each shown as the widget `content` makes for it and titled
    /// by `title` for it.
    init<Item: Identifiable>(
        context: PresentationContext<Item>,
        title: (@MainActor (Item) -> String)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) {
        currentID = { context.item.map { AnyHashable($0.id) } }
        self.content = { context.item.map(content) }
        self.title = { context.item.flatMap { item in title?(item) } }
        dismiss = { context.dismiss() }
    }
}
