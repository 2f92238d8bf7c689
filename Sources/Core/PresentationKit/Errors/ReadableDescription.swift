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
    // Whole sentences, with and without the file's name, so each language can build its
    // own; %@ is the file's name in quotation marks.
    let name = (error.filePath ?? error.url?.path).map { "“\(($0 as NSString).lastPathComponent)”" }
    switch error.code {
    case .fileNoSuchFile, .fileReadNoSuchFile:
        return name.map { localized("The file %@ doesn’t exist.", $0) }
            ?? localized("The file doesn’t exist.")
    case .fileReadNoPermission:
        return name.map { localized("You don’t have permission to open %@.", $0) }
            ?? localized("You don’t have permission to open the file.")
    case .fileWriteNoPermission:
        return name.map { localized("You don’t have permission to save %@.", $0) }
            ?? localized("You don’t have permission to save the file.")
    case .fileWriteFileExists:
        return name.map { localized("The file %@ already exists.", $0) }
            ?? localized("The file already exists.")
    case .fileWriteOutOfSpace:
        return localized("There isn’t enough space on the disk.")
    case .fileWriteVolumeReadOnly:
        return localized("The disk is read-only.")
    case .fileReadCorruptFile:
        return name.map { localized("The file %@ is damaged or in a format that can’t be read.", $0) }
            ?? localized("The file is damaged or in a format that can’t be read.")
    case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding:
        return name.map { localized("The file %@ uses a text encoding that can’t be read.", $0) }
            ?? localized("The file uses a text encoding that can’t be read.")
    case .fileReadTooLarge:
        return name.map { localized("The file %@ is too large to open.", $0) }
            ?? localized("The file is too large to open.")
    case .fileLocking:
        return name.map { localized("The file %@ is locked by another program.", $0) }
            ?? localized("The file is locked by another program.")
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
        // TRANSLATORS: %1$@ is a key's name; %2$@ a place in the document, as “at
        // items[2].name” or “at the top level” (both translated below). Put them in the
        // order your language needs; so for every sentence here.
        return localized("The data could not be read: “%1$@” is missing %2$@.",
            key.stringValue, location(of: context.codingPath))
    case .valueNotFound(let type, let context):
        // TRANSLATORS: %1$@ is a Swift type's name (String, Int); %2$@ a place in the document.
        return localized("The data could not be read: a %1$@ value is missing %2$@.",
            "\(type)", location(of: context.codingPath))
    case .typeMismatch(let type, let context):
        // TRANSLATORS: %1$@ is a Swift type's name (String, Int); %2$@ a place in the document.
        return localized("The data could not be read: expected %1$@ %2$@.",
            "\(type)", location(of: context.codingPath))
    case .dataCorrupted(let context):
        // TRANSLATORS: %1$@ is a place in the document; %2$@ the decoder's own English detail.
        return localized("The data could not be read: it is damaged %1$@ (%2$@).",
            location(of: context.codingPath), context.debugDescription)
    @unknown default:
        return localized("The data could not be read.")
    }
}

private func describe(_ error: EncodingError) -> String {
    switch error {
    case .invalidValue(let value, let context):
        // TRANSLATORS: %1$@ is the value, as Swift prints it; %2$@ a place in the document.
        return localized("The data could not be written: %1$@ is not a valid value %2$@.",
            "\(value)", location(of: context.codingPath))
    @unknown default:
        return localized("The data could not be written.")
    }
}

/// Where in a decoded document a coding path points, as `at items[2].name`.
private func location(of path: [any CodingKey]) -> String {
    // TRANSLATORS: a place in a document, ending the data sentences above.
    guard !path.isEmpty else { return localized("at the top level") }
    var rendered = ""
    for key in path {
        if let index = key.intValue {
            rendered += "[\(index)]"
        } else {
            rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
    }
    // TRANSLATORS: %@ is a coding path, such as items[2].name.
    return localized("at %@", rendered)
}
