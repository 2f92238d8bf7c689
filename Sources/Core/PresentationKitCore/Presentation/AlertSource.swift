/// What an alert presenter shows, and what it does once the person answered: the
/// state logic behind each SwiftUI alert form, free of any toolkit.
///
/// A presenter shows ``current`` whenever ``presentation`` is not `nil`, observing
/// what both read. When the person answers it calls ``answered`` first, then runs the
/// chosen action, so an action can present the alert again (a Retry button), as in SwiftUI.
/// A new ``presentation`` value is a new alert (a new dialog); while it stays the same,
/// a change of ``current`` updates the alert shown.
///
/// ```swift
/// // SwiftUI: .alert("Login failed.", isPresented: $didFail) { Button("OK") {} }
/// let source = AlertSource.isPresented(Binding(model, \.didFail)) {
///     AlertMessage(title: "Login failed.") { AlertAction("OK") }
/// }
/// ```
@MainActor
public struct AlertSource {

    /// Create a source from what to show now and what to do after an answer.
    ///
    /// `presentation` tells one presentation from the next: `nil` while nothing shows,
    /// and a value that changes only when another alert replaces the one shown. Without
    /// it, an alert is one presentation for as long as `current` gives one.
    public init(
        presentation: (@MainActor () -> AnyHashable?)? = nil,
        current: @escaping @MainActor () -> AlertMessage?,
        answered: @escaping @MainActor () -> Void
    ) {
        self.presentation = presentation ?? { current() == nil ? nil : AnyHashable(true) }
        self.current = current
        self.answered = answered
    }

    /// Which presentation is up: `nil` when none, a new value for each new alert.
    public let presentation: @MainActor () -> AnyHashable?

    /// The alert to show now, or `nil` when none should show.
    public let current: @MainActor () -> AlertMessage?

    /// Called once the person answered the alert that ``current`` gave.
    public let answered: @MainActor () -> Void
}

public extension AlertSource {

    /// Each item of a context, with the alert `content` makes for it; an answer
    /// dismisses the item, so the next queued one shows. (PresentationKit's
    /// `alert(for:content:)`.)
    static func context<Item>(
        _ context: PresentationContext<Item>, content: @escaping @MainActor (Item) -> AlertMessage
    ) -> AlertSource {
        AlertSource(
            presentation: { context.item == nil ? nil : AnyHashable(context.presentation) },
            current: { context.item.map(content) },
            answered: { context.dismiss() })
    }

    /// The alert `alert` makes, shown while `isPresented` is `true`; an answer sets it
    /// back to `false`, as SwiftUI's `alert(isPresented:)` does. The closure runs when
    /// the alert shows, so it can switch on state set just before (the enum pattern).
    static func isPresented(
        _ isPresented: Binding<Bool>, alert: @escaping @MainActor () -> AlertMessage
    ) -> AlertSource {
        AlertSource(
            presentation: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            current: { isPresented.wrappedValue ? alert() : nil },
            answered: { isPresented.wrappedValue = false })
    }
}
