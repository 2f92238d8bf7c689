import CGtk
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

    /// What to show; let go of on ``detach()``, so what its closures captured is freed.
    private var source: SheetSource?
    /// Not retained: never used after ``detach()``, which the parent's `destroy` runs.
    private let parent: UnsafeMutablePointer<GtkWindow>
    private let style: Style
    private var onDismiss: (@MainActor () -> Void)?
    let lifecycle = PresenterLifecycle()
    private var shown: (window: UnsafeMutablePointer<GtkWindow>, id: AnyHashable)?

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
        self.source = SheetSource(
            currentID: { context.item.map { AnyHashable($0.id) } },
            content: { context.item.map(content) },
            title: { context.item.flatMap { item in title?(item) } },
            dismiss: { context.dismiss() })
        self.parent = window
        self.style = style
        self.onDismiss = onDismiss
        lifecycle.start(on: window, detach: { [weak self] in self?.detach() }, refresh: { [weak self] in self?.refresh() })
    }

    isolated deinit {
        detach()
    }

    /// Stop presenting, close the window shown, disconnect from the parent, and let go of
    /// the closures; the context is left as it is, and the window no longer owns it.
    public func detach() {
        lifecycle.detach {
            if let shown { close(shown.window) }
            source = nil
            onDismiss = nil
        }
    }

    private func refresh() {
        guard let source else { return }
        let currentID = lifecycle.observe { source.currentID() }
        switch (shown, currentID) {
        case (let shown?, nil):
            close(shown.window)
            onDismiss?()
        case (nil, let id?):
            open(source.content()!, id: id)
        case (let shown?, let id?) where shown.id != id:
            gtk_window_set_child(shown.window, source.content())
            setTitle(of: shown.window)
            self.shown = (shown.window, id)
            onDismiss?()
        default:
            break
        }
        // The title follows what it reads (an item's name edited in the sheet).
        if let shown = self.shown { setTitle(of: shown.window, observed: true) }
    }

    private func open(_ content: UnsafeMutablePointer<GtkWidget>, id: AnyHashable) {
        let window = pk_window(gtk_window_new())!
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_titlebar(window, gtk_header_bar_new())
        gtk_window_set_child(window, content)
        setTitle(of: window)
        pk_window_close_on_escape(window)
        shown = (window, id)
        // Goes with the window, so it needs no disconnecting.
        window.onDestroy { [weak self] in
            // Closed by the person (Escape, close button): the item ends here.
            guard let self, self.shown?.window == window else { return }
            self.shown = nil
            self.onDismiss?()
            if self.lifecycle.isAttached { self.source?.dismiss() }
        }
        if style == .fullScreenCover { gtk_window_fullscreen(window) }
        gtk_window_present(window)
    }

    /// Title `window` for the item shown now (its accessible name too); `observed`: a
    /// change of what the title reads refreshes again.
    private func setTitle(of window: UnsafeMutablePointer<GtkWindow>, observed: Bool = false) {
        let itemTitle = observed ? lifecycle.observe { source?.title() } : source?.title()
        let title = itemTitle ?? gtk_window_get_title(parent).map { String(cString: $0) }
        if gtk_window_get_title(window).map({ String(cString: $0) }) != title {
            gtk_window_set_title(window, title)
        }
    }

    /// Destroy a window this presenter closes itself, without dismissing the context.
    private func close(_ window: UnsafeMutablePointer<GtkWindow>) {
        shown = nil
        gtk_window_destroy(window)
    }
}

/// What a sheet presenter reads of its context, with the item type erased.
@MainActor
private struct SheetSource {
    /// The identity of the item shown now, if any.
    let currentID: @MainActor () -> AnyHashable?
    /// The content for the item shown now.
    let content: @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    /// The title for the item shown now, if the caller gives one.
    let title: @MainActor () -> String?
    let dismiss: @MainActor () -> Void
}
