/// What a toast presenter shows, and what it does when a toast ends: the toast
/// counterpart of ``AlertSource``, free of any toolkit.
///
/// A presenter shows ``current`` whenever ``presentation`` is not `nil`, observing both.
/// A new ``presentation`` value is a new toast; while it stays the same, a change of
/// ``current`` (a repeated error's count) updates the toast shown. When a toast ends
/// (its time ran out, its close button, its action) the presenter calls ``ended``, then
/// runs the action if that ended it.
///
/// ```swift
/// let source = ToastSource.context(toasts) { $0 }
/// ```
@MainActor
public struct ToastSource {

    /// Create a source from what to show now and what to do when it ends.
    public init(
        presentation: @escaping @MainActor () -> AnyHashable?,
        current: @escaping @MainActor () -> ToastMessage?,
        ended: @escaping @MainActor () -> Void
    ) {
        self.presentation = presentation
        self.current = current
        self.ended = ended
    }

    /// Which presentation is up: `nil` when none, a new value for each new toast.
    public let presentation: @MainActor () -> AnyHashable?

    /// The toast to show now, or `nil` when none should show.
    public let current: @MainActor () -> ToastMessage?

    /// Called once when the toast that ``current`` gave ends; a context moves on to
    /// its next queued item.
    public let ended: @MainActor () -> Void
}

public extension ToastSource {

    /// Each item of a context, one at a time, as the toast `content` makes for it; a
    /// toast that ends dismisses its item, so the next queued one shows.
    static func context<Item>(
        _ context: PresentationContext<Item>, content: @escaping @MainActor (Item) -> ToastMessage
    ) -> ToastSource {
        ToastSource(
            presentation: { context.item == nil ? nil : AnyHashable(context.presentation) },
            current: { context.item.map(content) },
            ended: { context.dismiss() })
    }
}
