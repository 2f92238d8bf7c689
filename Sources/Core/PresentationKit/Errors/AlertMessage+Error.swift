import Foundation

public extension AlertMessage {

    /// Create the standard alert for an error.
    ///
    /// - An ``AlertableError`` gives its own ``AlertableError/alertMessage``.
    /// - A `LocalizedError` with an `errorDescription` is titled with it; its
    ///   `failureReason` and `recoverySuggestion`, joined by a blank line, are the message.
    /// - Any other error is titled `Error`, with a readable sentence as the message:
    ///   Foundation's URL, file, POSIX and decoding errors are described in words
    ///   (see ``readableDescription(of:)``), others by their `localizedDescription`.
    ///
    /// Both standard forms have one `OK` action.
    init(error: any Error) {
        if let alertable = error as? any AlertableError {
            self = alertable.alertMessage
        } else if !isFoundationError(error),
                  let localized = error as? any LocalizedError,
                  let description = localized.errorDescription {
            let details = [localized.failureReason, localized.recoverySuggestion].compactMap { $0 }
            self.init(
                title: description,
                message: details.isEmpty ? nil : details.joined(separator: "\n\n"),
                actions: [.ok]
            )
        } else {
            self.init(title: localized("Error"), message: readableDescription(of: error), actions: [.ok])
        }
    }
}

/// Foundation's own errors conform to `LocalizedError` on some platforms with
/// descriptions that only name a domain and a code; they get sentences instead.
private func isFoundationError(_ error: any Error) -> Bool {
    error is URLError || error is CocoaError || error is POSIXError || error is DecodingError
        || error is EncodingError
}
