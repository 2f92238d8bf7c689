/// What a batch skipped, said once it ends: "3 of 40 items skipped". Shown as a toast in
/// the alerter's ``ErrorAlerter/errorToastContext`` with a **Details…** button, which
/// opens an alert listing each skipped item and its error.
public struct SkippedItems: AlertableError {

    /// A skipped item: its name and the error it failed with.
    public struct Entry: Sendable {
        /// The text that names the item (the batch's `name:`).
        public let name: String
        /// The error its operation threw.
        public let error: any Error
    }

    /// The skipped items, in the batch's order.
    public let entries: [Entry]

    /// How many items the batch had.
    public let total: Int

    /// Opens the listing alert; `nil` for the listing itself.
    let showDetails: (@MainActor @Sendable () -> Void)?

    /// "3 of 40 items skipped", in the plural form the language needs.
    public var summary: String {
        // TRANSLATORS: a toast after a batch; %1$@ is how many items were skipped, %2$@ how many the batch had.
        localized.plural("%1$@ of %2$@ items skipped", "%1$@ of %2$@ items skipped", count: entries.count,
                         String(entries.count), String(total))
    }

    /// The toast's form (the summary, with a Details… action) or, for the alert that
    /// Details… opens, the listing: one line per item, its name and what went wrong.
    public var alertMessage: AlertMessage {
        guard let showDetails else {
            let lines = entries.map { entry in
                let alert = AlertMessage(error: entry.error)
                let text = alert.title == localized("Error") ? (alert.message ?? alert.title) : alert.title
                return "\(entry.name): \(text)"
            }
            return AlertMessage(title: summary, message: lines.joined(separator: "\n"))
        }
        // TRANSLATORS: the button of the toast that says how many items a batch skipped; it opens the list.
        return AlertMessage(title: summary, actions: [AlertAction(localized("Details…"), handler: showDetails)])
    }

    /// A toast, as it asks nothing.
    public var preferredPresentation: ErrorPresentation { .toast }
}
