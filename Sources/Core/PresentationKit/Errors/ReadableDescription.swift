import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A sentence a person can read for an error, used as the message of the standard alert.
///
/// On Linux, Foundation describes many of its errors only by domain and code
/// ("The operation could not be completed. (NSURLErrorDomain error -1011.)"). This
/// gives real sentences for the URL, file, POSIX and decoding errors a desktop app meets.
/// An error that carries its own description (`NSLocalizedDescriptionKey`) keeps it; a
/// `URLError` shows it below the sentence, since on Linux it is libcurl's technical text.
///
/// ```swift
/// readableDescription(of: URLError(.timedOut))   // "The request timed out."
/// ```
public func readableDescription(of error: any Error) -> String {
    let own = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
    if let error = error as? URLError, let sentence = describe(error) {
        // FoundationNetworking fills in libcurl's text ("Failed to connect to 127.0.0.1
        // port 9 after 0 ms: Couldn't connect to server"): a person reads the sentence
        // first, and the error's own text stays below it as the detail.
        guard let own, !own.isEmpty, own != sentence else { return sentence }
        return sentence + "\n\n" + own
    }
    if let own, !own.isEmpty {
        return own
    }
    let sentence: String? = switch error {
    case let error as URLError: describe(error)
    case let error as CocoaError: describe(error)
    case let error as POSIXError: describe(error.code)
    case let error as DecodingError: describe(error)
    case let error as EncodingError: describe(error)
    default: nil
    }
    return sentence ?? error.localizedDescription
}

private func describe(_ error: URLError) -> String? {
    let sentence: String
    switch error.code {
    case .cannotFindHost: sentence = localized("A server with the specified hostname could not be found.")
    case .dnsLookupFailed: sentence = localized("The server’s address could not be looked up.")
    case .cannotConnectToHost: sentence = localized("Could not connect to the server.")
    case .timedOut: sentence = localized("The request timed out.")
    case .notConnectedToInternet: sentence = localized("The Internet connection appears to be offline.")
    case .networkConnectionLost: sentence = localized("The network connection was lost.")
    case .badServerResponse: sentence = localized("The server returned a response that could not be understood.")
    case .badURL: sentence = localized("The address is not a valid URL.")
    case .unsupportedURL: sentence = localized("The address uses a scheme that is not supported.")
    case .secureConnectionFailed: sentence = localized("A secure connection to the server could not be made.")
    case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot, .serverCertificateHasBadDate,
         .serverCertificateNotYetValid:
        sentence = localized("The server’s certificate is not trusted.")
    case .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse:
        sentence = localized("The server’s response could not be decoded.")
    case .userAuthenticationRequired: sentence = localized("You need to sign in to access this resource.")
    case .userCancelledAuthentication: sentence = localized("Signing in was cancelled.")
    case .httpTooManyRedirects: sentence = localized("The server redirected too many times.")
    case .resourceUnavailable: sentence = localized("The requested resource is not available.")
    case .zeroByteResource: sentence = localized("The server returned no data.")
    case .dataLengthExceedsMaximum: sentence = localized("The response is larger than allowed.")
    case .fileDoesNotExist: sentence = localized("The file does not exist.")
    case .noPermissionsToReadFile: sentence = localized("You don’t have permission to read the file.")
    case .cancelled: sentence = localized("The request was cancelled.")
    default: return nil
    }
    guard let url = error.failingURL else { return sentence }
    return sentence + " (\(url.absoluteString))"
}

private func describe(_ error: CocoaError) -> String? {
    let name = (error.filePath ?? error.url?.path).map { "“\(($0 as NSString).lastPathComponent)”" }
    let subject = name.map { localized("The file %@", $0) } ?? localized("The file")
    switch error.code {
    case .fileNoSuchFile, .fileReadNoSuchFile:
        return subject + " " + localized("doesn’t exist.")
    case .fileReadNoPermission:
        return localized("You don’t have permission to open %@.", name ?? localized("the file"))
    case .fileWriteNoPermission:
        return localized("You don’t have permission to save %@.", name ?? localized("the file"))
    case .fileWriteFileExists:
        return subject + " " + localized("already exists.")
    case .fileWriteOutOfSpace:
        return localized("There isn’t enough space on the disk.")
    case .fileWriteVolumeReadOnly:
        return localized("The disk is read-only.")
    case .fileReadCorruptFile:
        return subject + " " + localized("is damaged or in a format that can’t be read.")
    case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding:
        return subject + " " + localized("uses a text encoding that can’t be read.")
    case .fileReadTooLarge:
        return subject + " " + localized("is too large to open.")
    case .fileLocking:
        return subject + " " + localized("is locked by another program.")
    default:
        return nil
    }
}

private func describe(_ code: POSIXErrorCode) -> String {
    guard let text = strerror(code.rawValue) else { return localized("A system call failed.") }
    return String(cString: text) + "."
}

private func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
        return localized("The data could not be read: “%@” is missing %@.",
            key.stringValue, location(of: context.codingPath))
    case .valueNotFound(let type, let context):
        return localized("The data could not be read: a %@ value is missing %@.",
            "\(type)", location(of: context.codingPath))
    case .typeMismatch(let type, let context):
        return localized("The data could not be read: expected %@ %@.",
            "\(type)", location(of: context.codingPath))
    case .dataCorrupted(let context):
        return localized("The data could not be read: it is damaged %@ (%@).",
            location(of: context.codingPath), context.debugDescription)
    @unknown default:
        return localized("The data could not be read.")
    }
}

private func describe(_ error: EncodingError) -> String {
    switch error {
    case .invalidValue(let value, let context):
        return localized("The data could not be written: %@ is not a valid value %@.",
            "\(value)", location(of: context.codingPath))
    @unknown default:
        return localized("The data could not be written.")
    }
}

/// Where in a decoded document a coding path points, as `at items[2].name`.
private func location(of path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return localized("at the top level") }
    var rendered = ""
    for key in path {
        if let index = key.intValue {
            rendered += "[\(index)]"
        } else {
            rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
    }
    return localized("at %@", rendered)
}
