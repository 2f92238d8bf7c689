/// How long an alert's buttons ignore activation after the alert appears: Return, Space
/// and clicks do nothing for that moment, so a person typing elsewhere cannot answer a
/// question they never saw (Nautilus keeps a long job's dialog insensitive the same way).
/// Escape still cancels, and the buttons show as insensitive until they are live.
///
/// ```swift
/// AlertMessage(title: "Sync failed").unsolicited()                        // 0.8 s
/// AlertMessage(title: "Disk full").activationDelay(.seconds(2))         // 2 s, asked for or not
/// AlertMessage(title: "Nightly job failed").unsolicited().activationDelay(.none)   // ready at once
/// ```
public struct ActivationDelay: Sendable, Hashable {

    private enum Kind: Hashable {
        case automatic
        case fixed(Duration)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The default: ``standard`` for an alert the person did not just ask for (one marked
    /// ``AlertMessage/unsolicited()``, or an error alerted after its operation ran past
    /// ``ErrorAlerter``'s threshold), none for one that follows the person's own action.
    public static let automatic = ActivationDelay(.automatic)

    /// No delay, whether the alert was asked for or not: its buttons are live at once.
    public static let none = ActivationDelay(.fixed(.zero))

    /// A delay of `duration`, asked for or not; zero or less is ``none``.
    public static func duration(_ duration: Duration) -> ActivationDelay {
        ActivationDelay(.fixed(max(duration, .zero)))
    }

    /// A delay of `seconds` (fractions allowed, whole milliseconds kept, a year at most),
    /// asked for or not; zero, less, or not a number is ``none``.
    public static func seconds(_ seconds: Double) -> ActivationDelay {
        guard seconds.isFinite, seconds > 0 else { return .none }
        return .duration(.milliseconds(Int64((min(seconds, 31_536_000) * 1000).rounded())))
    }

    /// The delay of an unsolicited alert under ``automatic``: 0.8 s.
    public static let standard: Duration = .milliseconds(800)

    /// How long the buttons wait, for an alert that is `unsolicited` or not; `nil` for no
    /// wait at all.
    public func duration(unsolicited: Bool) -> Duration? {
        let duration: Duration =
            switch kind {
            case .automatic: unsolicited ? Self.standard : .zero
            case .fixed(let fixed): fixed
            }
        return duration > .zero ? duration : nil
    }
}
