/// How many times ``ErrorAlerter/tryWithErrorAlert(retry:_:)`` may run its operation:
/// `true` (Try Again as often as the person likes), `false` (once, as
/// ``ErrorAlerter/tryWithErrorAlert(retry:_:)``), or `.upTo(3)` (three attempts in all).
///
/// ```swift
/// tryWithErrorAlert(retry: true) { try await sync() }
/// tryWithErrorAlert(retry: .upTo(3)) { try await upload() }
/// ```
public struct RetryPolicy: Sendable, Hashable, ExpressibleByBooleanLiteral {

    /// The most attempts in all, the first included; `nil` for no limit.
    public let maximumAttempts: Int?

    /// `true`: no limit; `false`: one attempt, no Try Again.
    public init(booleanLiteral value: Bool) {
        maximumAttempts = value ? nil : 1
    }

    private init(maximumAttempts: Int?) {
        self.maximumAttempts = maximumAttempts
    }

    /// At most `attempts` attempts in all, the first included (fewer than 1 counts as 1):
    /// the alert after the last one has no Try Again.
    public static func upTo(_ attempts: Int) -> RetryPolicy {
        RetryPolicy(maximumAttempts: max(1, attempts))
    }
}

extension RetryPolicy {

    /// Whether another attempt may follow attempt number `attempt` (counting from 1).
    func allowsAttempt(after attempt: Int) -> Bool {
        maximumAttempts.map { attempt < $0 } ?? true
    }
}
