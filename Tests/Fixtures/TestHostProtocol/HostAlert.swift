import Foundation

/// An alert as pk-test-host's `present`, `replace` and `ask` commands carry it: one JSON
/// object after the command word. The tests encode it, the host decodes it; this is the
/// one declaration both read.
public struct HostAlert: Codable, Sendable {

    /// One action of the alert.
    public struct Action: Codable, Sendable {
        /// The button's label, and what the host prints when its handler runs (`action LABEL`).
        public var label: String
        /// `cancel`, `destructive`, or none.
        public var role: String?
        /// Marked as the alert's default action.
        public var isDefault: Bool?
        /// The action's `AlertAction.id`.
        public var id: String?
        /// An alert the action's handler presents, for re-entrancy.
        public var presents: NestedAlert?

        /// An action, from its parts.
        public init(label: String, role: String? = nil, isDefault: Bool? = nil, id: String? = nil, presents: NestedAlert? = nil) {
            self.label = label
            self.role = role
            self.isDefault = isDefault
            self.id = id
            self.presents = presents
        }

        /// The cancel action.
        public static func cancel(_ label: String = "Cancel") -> Action { Action(label: label, role: "cancel") }
        /// A destructive action.
        public static func destructive(_ label: String) -> Action { Action(label: label, role: "destructive") }
        /// An action with no role; `presents` is an alert its handler presents.
        public static func plain(_ label: String, isDefault: Bool? = nil, presents: HostAlert? = nil) -> Action {
            Action(label: label, isDefault: isDefault, presents: presents.map(NestedAlert.init))
        }
    }

    /// The heading.
    public var title: String
    /// The body under the heading.
    public var message: String?
    /// The actions as declared; none gets the library's standard OK.
    public var actions: [Action]
    /// Text under a Details expander.
    public var details: String?
    /// Details as bytes, which the host decodes as `String(decoding:as:)` does (invalid
    /// UTF-8 repaired).
    public var detailsBytes: [UInt8]?
    /// The key of a suppressible alert (`AlertMessage.suppressible(key:)`).
    public var suppressionKey: String?

    /// An alert, from its parts.
    public init(title: String, message: String? = nil, actions: [Action] = [], details: String? = nil,
                detailsBytes: [UInt8]? = nil, suppressionKey: String? = nil) {
        self.title = title
        self.message = message
        self.actions = actions
        self.details = details
        self.detailsBytes = detailsBytes
        self.suppressionKey = suppressionKey
    }

    /// The alert as the host's command argument.
    public var json: String { encodedLine(self) }
}

/// An alert inside an action, encoded as the alert itself: a class, because a struct
/// cannot hold a value of its own type.
public final class NestedAlert: Codable, Sendable {
    /// The alert the action presents.
    public let alert: HostAlert

    /// Wrap `alert`.
    public init(_ alert: HostAlert) { self.alert = alert }

    /// Decode the alert itself, with no wrapping key.
    public init(from decoder: any Decoder) throws { alert = try HostAlert(from: decoder) }

    /// Encode the alert itself, with no wrapping key.
    public func encode(to encoder: any Encoder) throws { try alert.encode(to: encoder) }
}

/// `value` as one line of JSON, what every host command argument is.
func encodedLine(_ value: some Encodable) -> String {
    // Encoding these plain structs cannot fail: no floats that are not finite, no keys
    // that are not strings.
    String(decoding: try! JSONEncoder().encode(value), as: UTF8.self)
}
