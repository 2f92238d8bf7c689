/// How a person answered an alert: the action chosen, or ``dismissed``.
///
/// ```swift
/// let answer = await AlertMessage(title: "Delete 3 files?") {
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Delete", id: "delete", role: .destructive)
/// }.present(on: window)
/// if answer.role == .destructive { try deleteFiles() }
/// switch answer.id { case "delete": …; default: break }
/// ```
public struct AlertAnswer: Equatable, Sendable {

    /// The chosen action's position in the alert's `actions` as declared (0 for the
    /// standard OK of an alert without actions); `nil` when dismissed.
    public let index: Int?
    /// The chosen action's role.
    public let role: AlertAction.Role?
    /// The chosen action's label, as shown; `nil` when dismissed.
    public let label: String?
    /// The chosen action's ``AlertAction/id``, when it has one.
    public let id: String?
    /// The texts of the alert's ``AlertTextField``s that have an id, keyed by that id, as
    /// they were when the alert was answered. Fields without an id, and every
    /// ``AlertSecureField``, reach only their binding.
    public let texts: [String: String]
    /// The ids of the alert's ``AlertItem``s that were checked when it was answered, in
    /// the items' order; empty for an alert without items, and when dismissed.
    public let checkedItems: [String]

    /// An answer, from its parts.
    public init(
        index: Int?, role: AlertAction.Role? = nil, label: String? = nil, id: String? = nil,
        texts: [String: String] = [:], checkedItems: [String] = []
    ) {
        self.index = index
        self.role = role
        self.label = label
        self.id = id
        self.texts = texts
        self.checkedItems = checkedItems
    }

    /// The answer when nothing was chosen: Escape or the window's close with no cancel
    /// action, the window destroyed, the waiting task cancelled.
    public static let dismissed = AlertAnswer(index: nil)

    /// Whether nothing was chosen.
    public var isDismissed: Bool { index == nil }
}

public extension AlertAnswer {

    /// The answer for `action`, standing at `index` in the alert's declared actions; with
    /// `checkedItems`, its label is the one it showed for that many checked items
    /// (``AlertAction/countingLabel(_:)``).
    init(_ action: AlertAction, at index: Int, texts: [String: String] = [:], checkedItems: [String] = []) {
        self.init(
            index: index, role: action.role, label: action.label, id: action.id, texts: texts,
            checkedItems: checkedItems)
    }
}
