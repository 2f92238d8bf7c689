/// One dialog for pk-layout-host to show and measure: one JSON object a line on its stdin.
public struct LayoutRequest: Codable, Sendable {

    /// One button.
    public struct Button: Codable, Sendable {
        /// The button's label.
        public var label: String
        /// `cancel`, `destructive`, `default`, or none.
        public var role: String?

        /// A button, from its parts.
        public init(label: String, role: String? = nil) {
            self.label = label
            self.role = role
        }
    }

    /// The heading.
    public var title: String
    /// The body under the heading.
    public var message: String?
    /// The buttons as declared.
    public var buttons: [Button]
    /// Transient for the host's window (the presenters' case), or for none (as the
    /// `alert` command's dialog is).
    public var parent: Bool

    /// A request, from its parts.
    public init(title: String, message: String? = nil, buttons: [Button], parent: Bool) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.parent = parent
    }

    /// The request as the host's input line.
    public var json: String { encodedLine(self) }
}
