/// What a presenter of messages shows (an ``AlertSource`` its alerts, a ``ToastSource``
/// its toasts), and what it does when one ends: the state logic behind each SwiftUI
/// form, free of any toolkit.
///
/// A presenter shows ``current`` whenever ``presentation`` is not `nil`, observing what
/// both read. A new ``presentation`` value is a new message (a new dialog, a new toast);
/// while it stays the same, a change of ``current`` (a counter in a title, a repeated
/// error's count) updates the one shown. When the message ends (answered, timed out,
/// closed, its action chosen) the presenter calls ``ended`` first, then runs the chosen
/// action, so an action can present again (a Retry button), as in SwiftUI.
///
/// ```swift
/// let alerts = AlertSource.context(deletions) { AlertMessage(title: "Delete “\($0)”?") }
/// let toasts = ToastSource.context(notes) { ToastMessage($0) }
/// ```
@MainActor
public struct PresentationSource<Message> {

    /// Create a source from what to show now and what to do when it ends.
    ///
    /// `presentation` tells one presentation from the next: `nil` while nothing shows,
    /// and a value that changes only when another message replaces the one shown.
    /// Without it, a message is one presentation for as long as `current` gives one.
    public init(
        presentation: (@MainActor () -> AnyHashable?)? = nil,
        current: @escaping @MainActor () -> Message?,
        ended: @escaping @MainActor () -> Void
    ) {
        self.presentation = presentation ?? { current() == nil ? nil : AnyHashable(true) }
        self.current = current
        self.ended = ended
    }

    /// Which presentation is up: `nil` when none, a new value for each new message.
    public let presentation: @MainActor () -> AnyHashable?

    /// The message to show now, or `nil` when none should show.
    public let current: @MainActor () -> Message?

    /// Called once when the message that ``current`` gave ends (the person answered an
    /// alert; a toast timed out, was closed or acted on); a context moves on to its next
    /// queued item.
    public let ended: @MainActor () -> Void
}

public extension PresentationSource {

    /// Each item of a context, one at a time, as the message `content` makes for it; a
    /// message that ends dismisses its item, so the next queued one shows.
    /// (PresentationKit's `alert(for:content:)` and `toast(for:content:)`.)
    static func context<Item>(
        _ context: PresentationContext<Item>, content: @escaping @MainActor (Item) -> Message
    ) -> PresentationSource {
        PresentationSource(
            presentation: { context.item == nil ? nil : AnyHashable(context.presentation) },
            current: { context.item.map(content) },
            ended: { context.dismiss() })
    }
}
