import Foundation

/// An error that arrived several times in a row, alerted once with how often it happened.
///
/// ``ErrorAlerter/alert(error:)`` merges consecutive identical errors into one of these,
/// so a burst of the same failure asks for one answer instead of hundreds.
public struct RepeatedError: AlertableError {

    /// The error that repeated.
    public let error: any Error

    /// How many times it arrived; at least 2.
    public let count: Int

    /// The repeated error's own alert, with a line saying how often it happened.
    public var alertMessage: AlertMessage {
        var message = AlertMessage(error: error)
        // TRANSLATORS: the count is at least 2; %@ is the number, as digits.
        let times = localized.plural("This happened %@ time.", "This happened %@ times.", count: count, String(count))
        message.message = [message.message, times].compactMap { $0 }.joined(separator: "\n\n")
        return message
    }
}

extension RepeatedError {

    /// `error` merged into `earlier`, when it repeats it (or repeats the error that
    /// `earlier` already counts); `nil` when it is a different error.
    static func merging(_ error: any Error, into earlier: any Error) -> RepeatedError? {
        if let repeated = earlier as? RepeatedError {
            return areIdentical(repeated.error, error) ? RepeatedError(error: repeated.error, count: repeated.count + 1) : nil
        }
        return areIdentical(earlier, error) ? RepeatedError(error: earlier, count: 2) : nil
    }

    /// Whether two errors count as the same for merging: same type and same alert text.
    static func areIdentical(_ lhs: any Error, _ rhs: any Error) -> Bool {
        // Each failed attempt carries its own operation's Try Again: never merged.
        let thrown = (lhs as? UnsolicitedError)?.error ?? lhs
        guard type(of: lhs) == type(of: rhs), !(thrown is FailedAttempt) else { return false }
        let left = AlertMessage(error: lhs)
        let right = AlertMessage(error: rhs)
        return left.title == right.title && left.message == right.message
            && left.actions.map(\.label) == right.actions.map(\.label)
    }
}
