import PresentationKitDialogs

/// `FILE:KEY` of `--dont-ask-again`: a remembered answer's store and key.
struct RememberedAnswer: Sendable {
    var store: SuppressionStore
    var key: String

    /// Split `argument` at its last colon (kdialog's `FILE:KEY`), or say what is wrong.
    init(_ flag: String, _ argument: String) throws(CommandFailure) {
        guard let colon = argument.lastIndex(of: ":"), colon != argument.startIndex else {
            throw CommandFailure(message: tr("%@ needs FILE:KEY, not “%@”", flag, argument), status: .usage)
        }
        let file = String(argument[..<colon])
        key = String(argument[argument.index(after: colon)...])
        guard SuppressionStore.isValidKey(key) else {
            throw CommandFailure(
                message: tr("%@: the KEY “%@” must not be empty, hold [, ], = or a line break, or start or end with a space",
                            flag, key.replacingNewlines()),
                status: .usage)
        }
        store = SuppressionStore(path: SuppressionStore.path(forName: file, application: "alert"))
    }
}

extension String {
    /// The text with its line breaks written `\n`, for a message that must stay one line.
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}
