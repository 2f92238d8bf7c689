/// What an alert says and which actions it offers.
///
/// ```swift
/// AlertMessage(
///     title: "Delete 3 files?",
///     message: "You can’t undo this.",
///     actions: [
///         AlertAction("Cancel", role: .cancel),
///         AlertAction("Delete", role: .destructive) { store.delete() },
///     ]
/// )
/// ```
public struct AlertMessage: Sendable {

    /// Create an alert from its texts and actions. With no actions, the alert shows one `OK`.
    /// `details`: technical text for a bug report (an error's type, domain and code), or `nil`.
    public init(title: String, message: String? = nil, details: String? = nil, actions: [AlertAction] = []) {
        self.init(title: title, message: message, details: details, listing: AlertActions(actions))
    }

    /// Create an alert from its texts and what an ``AlertActionsBuilder`` built: its
    /// actions, fields and items.
    package init(title: String, message: String? = nil, details: String? = nil, listing list: AlertActions) {
        self.title = title
        self.message = message
        self.details = details
        self.actions = list.actions
        self.fields = list.fields
        self.items = list.items
    }

    /// Create an alert whose actions are listed like SwiftUI's alert buttons, and its fields
    /// (``AlertTextField``, ``AlertSecureField``) among them, as in SwiftUI.
    ///
    /// ```swift
    /// AlertMessage(title: "Sign out?") {
    ///     AlertAction("Cancel", role: .cancel)
    ///     AlertAction("Sign Out") { session.end() }
    /// }
    /// ```
    public init(
        title: String,
        message: String? = nil,
        details: String? = nil,
        @AlertActionsBuilder actions: () -> AlertActions
    ) {
        self.init(title: title, message: message, details: details, listing: actions())
    }

    /// The heading, shown as plain text.
    public var title: String

    /// The body under the heading, shown as plain text, or `nil` for none.
    public var message: String?

    /// Technical details for a bug report (see `AlertMessage.details(of:)` for an
    /// error's), or `nil` for none.
    public var details: String?

    /// The actions in declared order; the dialog lays them out by role.
    public var actions: [AlertAction]

    /// The fields (``AlertTextField``, ``AlertSecureField``) listed among the actions, in
    /// order: shown above the buttons.
    package var fields: [AlertField]

    /// The key a “Don't ask again” answer is remembered under, or `nil` for an alert that
    /// always asks: set it with ``suppressible(key:)``.
    public internal(set) var suppressionKey: String?

    /// Whether the title is drawn: set it with ``titleVisibility(_:)``.
    public internal(set) var titleVisibility: Visibility = .automatic

    /// How much attention it asks for: set it with ``dialogSeverity(_:)``.
    public internal(set) var severity: DialogSeverity = .automatic

    /// Whether the person did not just ask for this alert: set it with ``unsolicited()``.
    public internal(set) var isUnsolicited = false

    /// How long its buttons ignore activation once it appears: set it with
    /// ``activationDelay(_:)``; ``activationDuration`` is what it comes to.
    public internal(set) var activationDelay: ActivationDelay = .automatic

    /// The items the alert is about (``AlertItem``), each a check row above the buttons, in
    /// order: given to an `items:` initializer, or listed among the actions.
    public var items: [AlertItem] = []
}
