import CGtk

/// A presenter a window can own: ``WindowPresenters`` ends it with `detach()` when the
/// window is destroyed.
@MainActor
protocol WindowOwned: AnyObject {
    /// Its lifecycle, which knows the window's list of presenters while it is in it.
    var lifecycle: PresenterLifecycle { get }
    /// Stop presenting and let go of everything the presenter holds.
    func detach()
    /// Show what the model says now, observing it (through the lifecycle) for the next change.
    func refresh()
}

/// The presenters a window owns: what `window.alert(…)`, `sheet`, `fullScreenCover`,
/// `toast` and `popover` return, kept until the window is destroyed or `detach()` ends one.
///
/// It hangs on the `GtkWindow` as object data and goes with it. On the window's `destroy`
/// signal (not later, at finalization) it detaches every presenter and lets go of them,
/// so what their closures captured (a model) is freed with the window.
@MainActor
final class WindowPresenters {

    private static let key = "pk-window-presenters"

    /// The presenters, in the order they were attached.
    private var owned: [any WindowOwned] = []

    /// Keep `presenter` until `window` is destroyed or the presenter detaches.
    static func attach(_ presenter: some WindowOwned, to window: UnsafeMutablePointer<GtkWindow>) {
        let presenters = of(window)
        presenter.lifecycle.owner = presenters
        presenters.owned.append(presenter)
    }

    /// How many presenters `window` owns now.
    static func count(on window: UnsafeMutablePointer<GtkWindow>) -> Int {
        guard let data = g_object_get_data(pk_object(window), key) else { return 0 }
        return Unmanaged<WindowPresenters>.fromOpaque(data).takeUnretainedValue().owned.count
    }

    /// Let go of the presenter of `lifecycle` (it detached itself).
    func forget(_ lifecycle: PresenterLifecycle) {
        owned.removeAll { $0.lifecycle === lifecycle }
    }

    /// The window's list, made the first time a presenter is attached.
    private static func of(_ window: UnsafeMutablePointer<GtkWindow>) -> WindowPresenters {
        if let data = g_object_get_data(pk_object(window), key) {
            return Unmanaged<WindowPresenters>.fromOpaque(data).takeUnretainedValue()
        }
        let presenters = WindowPresenters()
        // The window's data holds the one strong reference; GLib releases it when the
        // data is removed (on `destroy`, below) or the window is finalized.
        g_object_set_data_full(pk_object(window), key, Unmanaged.passRetained(presenters).toOpaque()) { data in
            Unmanaged<WindowPresenters>.fromOpaque(data!).release()
        }
        // Goes with the window, so it needs no disconnecting.
        window.onDestroy { [weak presenters] in
            guard let presenters else { return }
            let ending = presenters.owned
            presenters.owned = []
            for presenter in ending {
                presenter.lifecycle.owner = nil
                presenter.detach()
            }
            g_object_set_data(pk_object(window), key, nil)
        }
        return presenters
    }
}

@MainActor
extension UnsafeMutablePointer where Pointee == GtkWindow {

    /// `presenter`, now owned by this window.
    func own<Presenter: WindowOwned>(_ presenter: Presenter) -> Presenter {
        WindowPresenters.attach(presenter, to: self)
        return presenter
    }
}
