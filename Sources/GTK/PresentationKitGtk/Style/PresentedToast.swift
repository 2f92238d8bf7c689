import CGtk

/// One toast on screen in a style's own widgets (PresentationKitAdwaita's is libadwaita's
/// `AdwToast`): what ``ToastPresenter`` needs of it.
///
/// The presenter keeps what makes its toasts behave the same in every style: its clock
/// (the message's duration, restarted when a repeat is counted), its queue, the item's
/// ending and the announcement. A style's toast shows the text and the action button and
/// tells the presenter when the person ended it.
@MainActor
public protocol PresentedToast: AnyObject {
    /// Show `title` in place: a repeated error's count.
    func setTitle(_ title: String)
    /// Take it off screen (the clock ran out, the item was dismissed or replaced); the
    /// toast's `ended` is not called for it.
    func dismiss()
    /// Whether the style's toolkit tells a screen reader about the toast itself (libadwaita
    /// from 1.6): the presenter then does not, so it is heard once.
    var announcesItself: Bool { get }
}

public extension PresentedToast {
    /// A style's toast is announced by the presenter unless it says otherwise.
    var announcesItself: Bool { false }
}

extension PresentationStyle {

    /// Shows one toast over a window in the style's own widgets, with its title and action
    /// button (`nil`: none), calling `ended` once when the person ends it (`true`: with its
    /// button, `false`: closed), never for ``PresentedToast/dismiss()``. `nil` when the
    /// window has no place for the style's toasts: the presenter then shows its own.
    public typealias ToastFactory = @MainActor (
        _ window: UnsafeMutablePointer<GtkWindow>, _ title: String, _ actionLabel: String?,
        _ ended: @escaping @MainActor (_ byAction: Bool) -> Void
    ) -> (any PresentedToast)?
}
