/// What an alert presenter shows, and what it does once the person answered: a
/// ``PresentationSource`` of ``AlertMessage``s.
///
/// When the person answers, the presenter calls ``PresentationSource/answered`` first,
/// then runs the chosen action, so an action can present the alert again (a Retry
/// button), as in SwiftUI.
///
/// ```swift
/// // SwiftUI: .alert("Login failed.", isPresented: $didFail) { Button("OK") {} }
/// let source = AlertSource.isPresented(Binding(model, \.didFail)) {
///     AlertMessage(title: "Login failed.") { AlertAction("OK") }
/// }
/// ```
public typealias AlertSource = PresentationSource<AlertMessage>

public extension PresentationSource where Message == AlertMessage {

    /// Create a source from what to show now and what to do after an answer (see
    /// ``PresentationSource/init(presentation:current:ended:)``).
    init(
        presentation: (@MainActor () -> AnyHashable?)? = nil,
        current: @escaping @MainActor () -> AlertMessage?,
        answered: @escaping @MainActor () -> Void
    ) {
        self.init(presentation: presentation, current: current, ended: answered)
    }

    /// Called once the person answered the alert that ``PresentationSource/current`` gave:
    /// ``PresentationSource/ended``, under the alert's name for it.
    var answered: @MainActor () -> Void { ended }

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

    /// An alert about `data`, shown while `isPresented` is `true` and `data` gives a value
    /// (SwiftUI's `alert(_:isPresented:presenting:actions:message:)`); an answer sets
    /// `isPresented` back to `false`. `title`, `data`, `actions` and `message` run when the
    /// alert shows, so it shows the data of that moment. No actions: one `OK`.
    static func presenting<T>(
        _ title: @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        data: @escaping @MainActor () -> T?,
        @AlertActionsBuilder actions: @escaping @MainActor (T) -> AlertActions,
        message: @escaping @MainActor (T) -> String?
    ) -> AlertSource {
        let current: @MainActor () -> AlertMessage? = {
            guard isPresented.wrappedValue, let data = data() else { return nil }
            return AlertMessage(title: title(), message: message(data), listing: actions(data))
        }
        return AlertSource(
            presentation: { current() == nil ? nil : AnyHashable(true) },
            current: current,
            answered: { isPresented.wrappedValue = false })
    }
}

public extension PresentationSource where Message == AlertMessage {

    /// Each item of a context, one at a time, as the alert `content` makes for it; an
    /// alert that ends dismisses its item, so the next queued one shows
    /// (PresentationKit's `alert(for:content:)`). An item the context was given as one the
    /// person did not just ask for (``ErrorAlerter``'s late errors) gets an
    /// ``AlertMessage/unsolicited()`` alert; `content` still receives the item as given.
    static func context<Item>(
        _ context: PresentationContext<Item>, content: @escaping @MainActor (Item) -> AlertMessage
    ) -> AlertSource {
        PresentationSource(
            presentation: { context.item == nil ? nil : AnyHashable(context.presentation) },
            current: { context.item.map { context.isShownUnsolicited ? content($0).unsolicited() : content($0) } },
            ended: { context.dismiss() })
    }
}
