/// What ``ErrorAlerter/tryEachWithErrorAlert(_:concurrently:name:_:)`` did with each item:
/// every item is in exactly one of the four lists, in the batch's order.
///
/// ```swift
/// let outcome = await tryEachWithErrorAlert(files, name: \.lastPathComponent) { try await copy($0) }
/// if outcome.wasCancelled { status = "Stopped after \(outcome.succeeded.count) files" }
/// ```
public struct BatchOutcome<Item> {

    /// The items whose operation finished without throwing, on the first attempt or on a
    /// Try Again.
    public internal(set) var succeeded: [Item] = []

    /// The items that failed and were skipped: by **Skip**, by **Skip All**, or silently
    /// after a Skip All.
    public internal(set) var skipped: [Item] = []

    /// The items that failed and were given up on without a skip: **Cancel** on their
    /// alert, their alert closed without an answer, or their operation cancelled.
    public internal(set) var failed: [Item] = []

    /// The items whose operation never started, because the batch stopped first.
    public internal(set) var notRun: [Item] = []

    /// Whether the batch stopped early: **Cancel** on an alert, or the task running the
    /// batch cancelled.
    public internal(set) var wasCancelled = false

    /// An outcome from its lists (for tests of code that reads one).
    public init(succeeded: [Item] = [], skipped: [Item] = [], failed: [Item] = [], notRun: [Item] = [],
                wasCancelled: Bool = false) {
        self.succeeded = succeeded
        self.skipped = skipped
        self.failed = failed
        self.notRun = notRun
        self.wasCancelled = wasCancelled
    }
}

extension BatchOutcome: Sendable where Item: Sendable {}
