/// A toast as pk-test-host's `toast` command carries it.
public struct HostToast: Codable, Sendable {
    /// The toast's text.
    public var title: String
    /// The label of its one action; the host prints `action LABEL` when it runs.
    public var action: String?
    /// How long it stays, in seconds; the presenter's default when `nil`.
    public var duration: Double?

    /// A toast, from its parts.
    public init(title: String, action: String? = nil, duration: Double? = nil) {
        self.title = title
        self.action = action
        self.duration = duration
    }

    /// The toast as the host's command argument.
    public var json: String { encodedLine(self) }
}
