import CGtk

/// A presenter that shows a context's items one at a time in a container of its own
/// (a sheet's window, a popover): what ``ShownItem`` asks of it.
@MainActor
protocol ItemHost: WindowOwned {
    /// What an item is shown in, told apart by identity.
    associatedtype Container: Equatable
    /// An empty container for a new item, not on screen yet.
    func makeContainer() -> Container
    /// Put a container just made on screen, showing `content`.
    func show(_ content: UnsafeMutablePointer<GtkWidget>, in container: Container)
    /// Show another item's `content` in the container on screen.
    func replaceContent(of container: Container, with content: UnsafeMutablePointer<GtkWidget>?)
    /// Take a container off screen and let it go, without dismissing the context.
    func remove(_ container: Container)
}

/// The item a sheet or popover presenter shows, and the one state machine both follow:
/// a container opens for an item, closes when the item goes (from code, or by the
/// person), and shows the next item in place when one of another identity replaces it.
/// Each shown item that ends calls `onDismiss` once.
@MainActor
final class ShownItem<Host: ItemHost> {

    /// What to show; let go of on ``end(in:)``, so what its closures captured is freed.
    private(set) var source: ItemSource?
    private var onDismiss: (@MainActor () -> Void)?
    /// The container on screen and the identity of its item.
    private(set) var shown: (container: Host.Container, id: AnyHashable)?

    init(source: ItemSource, onDismiss: (@MainActor () -> Void)?) {
        self.source = source
        self.onDismiss = onDismiss
    }

    /// Bring the screen in line with the context's item, observing it for the next change.
    func refresh(in host: Host) {
        guard let source else { return }
        let currentID = host.lifecycle.observe { source.currentID() }
        switch (shown, currentID) {
        case (let shown?, nil):
            remove(shown.container, from: host)
            onDismiss?()
        case (nil, let id?):
            let container = host.makeContainer()
            shown = (container, id)
            host.show(source.content()!, in: container)
        case (let shown?, let id?) where shown.id != id:
            self.shown = (shown.container, id)
            host.replaceContent(of: shown.container, with: source.content())
            onDismiss?()
        default:
            break
        }
    }

    /// The person closed `container` (Escape, a close button, a click outside): its item
    /// ends, `cleanUp` runs, then `onDismiss`, and the context moves on. `false` when
    /// `container` is no longer the one shown (the presenter closed it itself).
    @discardableResult
    func closedByPerson(_ container: Host.Container, in host: Host, cleanUp: () -> Void = {}) -> Bool {
        guard shown?.container == container else { return false }
        shown = nil
        cleanUp()
        onDismiss?()
        if host.lifecycle.isAttached { source?.dismiss() }
        return true
    }

    /// Close what is shown without dismissing the context, and let go of the closures.
    func end(in host: Host) {
        if let shown { remove(shown.container, from: host) }
        source = nil
        onDismiss = nil
    }

    private func remove(_ container: Host.Container, from host: Host) {
        shown = nil
        host.remove(container)
    }
}
