import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import PresentationKit

/// Shows the items of a ``PresentationContext`` as modal windows over a parent: a sheet
/// sized to its content, or a cover filling the screen. The GTK counterpart of
/// PresentationKit's `sheet(for:onDismiss:content:)` and `fullScreenCover(for:…)`.
///
/// Escape, the window's close button, or `context.dismiss()` from code close it; each
/// shown item that ends (closed, or replaced by an item of another identity) calls
/// `onDismiss` once. Items presented while one is shown wait in the context's queue.
///
/// The window is titled by `title` for its item, which is also the name a screen
/// reader reads for it; with no `title`, by the parent window's title. When it closes,
/// keyboard focus is back on the parent's widget that had it (GTK keeps it).
///
/// ```swift
/// let sheets = SheetPresenter(context: editing, window: gtkWindow) { document in
///     DocumentEditor(document).widget
/// }
/// ```
/// `window.sheet(…)` and `window.fullScreenCover(…)` make one its window owns (see
/// ``detach()``); one made with this initializer lives while it is kept.
@MainActor
public final class SheetPresenter: WindowOwned {

    /// How a presented item covers its parent.
    public enum Style: Sendable {
        /// A modal window sized to its content, over the parent.
        case sheet
        /// A modal window filling the parent's monitor.
        case fullScreenCover
    }

    /// Not retained: never used after ``detach()``, which the parent's `destroy` runs.
    private let parent: UnsafeMutablePointer<GtkWindow>
    private let style: Style
    let lifecycle = PresenterLifecycle()
    let items: ShownItem<SheetPresenter>

    /// Show each item of `context` as the widget `content` makes for it, in a window
    /// titled `title` for the item.
    public init<Item: Identifiable>(
        context: PresentationContext<Item>,
        window: UnsafeMutablePointer<GtkWindow>,
        style: Style = .sheet,
        title: (@MainActor (Item) -> String)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) {
        self.items = ShownItem(
            source: ItemSource(context: context, title: title, content: content),
            onDismiss: onDismiss)
        self.parent = window
        self.style = style
        lifecycle.start(self, on: window)
    }

    isolated deinit { detach() }

    /// Stop presenting, close the window shown, disconnect from the parent, and let go of
    /// the closures; the context is left as it is, and the window no longer owns it.
    public func detach() { lifecycle.detach { items.end(in: self) } }

    func refresh() {
        items.refresh(in: self)
        // The title follows what it reads (an item's name edited in the sheet).
        if let window = items.shown?.container { setTitle(of: window, observed: true) }
    }

    /// Title `window` for the item shown now (its accessible name too); `observed`: a
    /// change of what the title reads refreshes again.
    private func setTitle(of window: UnsafeMutablePointer<GtkWindow>, observed: Bool = false) {
        let itemTitle = observed ? lifecycle.observe { items.source?.title() } : items.source?.title()
        let title = itemTitle ?? gtk_window_get_title(parent).map { String(cString: $0) }
        if gtk_window_get_title(window).map({ String(cString: $0) }) != title {
            gtk_window_set_title(window, title)
        }
    }
}

extension SheetPresenter: ItemHost {

    func makeContainer() -> UnsafeMutablePointer<GtkWindow> {
        let window = pk_window(gtk_window_new())!
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_titlebar(window, gtk_header_bar_new())
        pk_window_close_on_escape(window)
        // Goes with the window, so it needs no disconnecting. Destroyed by the person
        // (Escape, close button): the item ends here.
        window.onDestroy { [weak self] in
            guard let self else { return }
            items.closedByPerson(window, in: self)
        }
        return window
    }

    func show(_ content: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_set_child(window, content)
        setTitle(of: window)
        if style == .fullScreenCover { gtk_window_fullscreen(window) }
        gtk_window_present(window)
    }

    func replaceContent(of window: UnsafeMutablePointer<GtkWindow>, with content: UnsafeMutablePointer<GtkWidget>?) {
        gtk_window_set_child(window, content)
        setTitle(of: window)
    }

    /// Destroy a window this presenter closes itself, without dismissing the context.
    func remove(_ window: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_destroy(window)
    }
}
