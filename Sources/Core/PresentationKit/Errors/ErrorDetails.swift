import Foundation

public extension AlertMessage {

    /// The technical details of `error`, for a bug report: its type
    /// (`String(reflecting:)`), domain and code, its `LocalizedError` texts, and its
    /// underlying errors (`NSUnderlyingErrorKey` in its user info, as `CustomNSError`'s
    /// `errorUserInfo` gives it), each indented under the one it caused, at most
    /// ``maximumUnderlyingDepth`` deep.
    ///
    /// ```swift
    /// AlertMessage.details(of: CocoaError(.fileNoSuchFile))
    /// // Type: Foundation.CocoaError
    /// // Domain: NSCocoaErrorDomain, code 4
    /// ```
    static func details(of error: any Error) -> String {
        detailLines(of: error, depth: 0).joined(separator: "\n")
    }

    /// How many underlying errors deep ``details(of:)`` goes: 8.
    static var maximumUnderlyingDepth: Int { 8 }
}

/// The lines for `error` at `depth` (0 for the error alerted), indented two spaces a level.
private func detailLines(of error: any Error, depth: Int) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let bridged = error as NSError
    var lines = [
        "Type: \(String(reflecting: type(of: error)))",
        "Domain: \(bridged.domain), code \(bridged.code)",
    ]
    if let localized = error as? any LocalizedError {
        let texts: [(String, String?)] = [
            ("Description", localized.errorDescription), ("Failure reason", localized.failureReason),
            ("Recovery suggestion", localized.recoverySuggestion), ("Help anchor", localized.helpAnchor),
        ]
        lines += texts.compactMap { name, text in text.map { "\(name): \($0)" } }
    }
    lines = lines.map { indent + $0 }
    // Linux Foundation has no `underlyingErrors`: the user info's key is the chain.
    if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error {
        if depth + 1 > AlertMessage.maximumUnderlyingDepth {
            lines.append(indent + "Underlying errors deeper than \(AlertMessage.maximumUnderlyingDepth) left out")
        } else {
            lines.append(indent + "Underlying error:")
            lines += detailLines(of: underlying, depth: depth + 1)
        }
    }
    return lines
}
