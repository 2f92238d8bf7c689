import Foundation
import PresentationKit
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Whether `text` reads as a sentence rather than a domain and code.
private func isReadableSentence(_ text: String) -> Bool {
    !text.isEmpty
        && !text.contains("NSURLErrorDomain")
        && !text.contains("NSCocoaErrorDomain")
        && !text.contains("NSPOSIXErrorDomain")
        && !text.contains("error -")
        && !text.contains("operation could not be completed")
        && (text.hasSuffix(".") || text.hasSuffix(")"))
        && text.first?.isUppercase == true
}

@Suite("readableDescription(of:) for URLError")
struct URLErrorDescriptionTests {

    static let sentences: [(URLError.Code, String)] = [
        (.cannotFindHost, "A server with the specified hostname could not be found."),
        (.cannotConnectToHost, "Could not connect to the server."),
        (.timedOut, "The request timed out."),
        (.notConnectedToInternet, "The Internet connection appears to be offline."),
        (.networkConnectionLost, "The network connection was lost."),
        (.badServerResponse, "The server returned a response that could not be understood."),
        (.badURL, "The address is not a valid URL."),
        (.secureConnectionFailed, "A secure connection to the server could not be made."),
        (.cannotDecodeContentData, "The server’s response could not be decoded."),
        (.userAuthenticationRequired, "You need to sign in to access this resource."),
    ]

    @Test(arguments: sentences.map(\.0))
    func urlErrorCodeGivesARealSentence(code: URLError.Code) {
        let text = readableDescription(of: URLError(code))
        #expect(isReadableSentence(text), "“\(text)” is not a readable sentence")
        #expect(!text.contains(String(code.rawValue)), "“\(text)” names the code \(code.rawValue)")
    }

    @Test(arguments: sentences)
    func urlErrorCodeGivesItsSentence(code: URLError.Code, sentence: String) {
        #expect(readableDescription(of: URLError(code)) == sentence)
    }

    @Test func differentURLErrorCodesGiveDifferentSentences() {
        let texts = Self.sentences.map { readableDescription(of: URLError($0.0)) }
        #expect(Set(texts).count == texts.count)
    }

    @Test func urlErrorNamesTheFailingURL() {
        let url = URL(string: "https://api.example.com/items")!
        let error = URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: url])
        let text = readableDescription(of: error)
        #expect(text.hasPrefix("The request timed out."))
        #expect(text.contains("https://api.example.com/items"))
    }

    @Test func urlErrorWithItsOwnDescriptionKeepsItBelowTheSentence() {
        let error = URLError(.timedOut, userInfo: [NSLocalizedDescriptionKey: "The proxy gave up."])
        #expect(readableDescription(of: error) == "The request timed out.\n\nThe proxy gave up.")
    }

    @Test func urlErrorFromURLSessionLeadsWithTheSentenceNotCurlsText() {
        let curl = "Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"
        let error = URLError(.cannotConnectToHost, userInfo: [
            NSLocalizedDescriptionKey: curl, NSURLErrorFailingURLErrorKey: URL(string: "http://127.0.0.1:9/")!,
        ])
        #expect(readableDescription(of: error) == "Could not connect to the server. (http://127.0.0.1:9/)\n\n" + curl)
    }
}

@Suite("readableDescription(of:) for file errors")
struct FileErrorDescriptionTests {

    private static let path = "/home/someone/Documents/Quarterly report.ods"

    private func describe(_ code: CocoaError.Code, path: String? = Self.path) -> String {
        let userInfo: [String: Any] = path.map { [NSFilePathErrorKey: $0] } ?? [:]
        return readableDescription(of: CocoaError(code, userInfo: userInfo))
    }

    @Test func noSuchFileSaysItDoesNotExistAndNamesTheFile() {
        let text = describe(.fileNoSuchFile)
        #expect(text == "The file “Quarterly report.ods” doesn’t exist.")
        #expect(!text.contains("/home/someone"), "only the file's name, not its whole path")
    }

    @Test func readNoSuchFileSaysItDoesNotExist() {
        #expect(describe(.fileReadNoSuchFile) == "The file “Quarterly report.ods” doesn’t exist.")
    }

    @Test func noSuchFileWithoutPathSaysTheFile() {
        #expect(describe(.fileNoSuchFile, path: nil) == "The file doesn’t exist.")
    }

    @Test func fileNameIsTakenFromTheURLWhenThereIsNoPath() {
        let url = URL(fileURLWithPath: "/srv/data/export.csv")
        let text = readableDescription(of: CocoaError(.fileNoSuchFile, userInfo: [NSURLErrorKey: url]))
        #expect(text.contains("“export.csv”"))
        #expect(!text.contains("/srv/data"))
    }

    @Test func readNoPermissionSaysPermissionToOpenAndNamesTheFile() {
        let text = describe(.fileReadNoPermission)
        #expect(text.contains("permission"))
        #expect(text.contains("open"))
        #expect(text.contains("“Quarterly report.ods”"))
        #expect(isReadableSentence(text))
    }

    @Test func writeNoPermissionSaysPermissionToSaveAndNamesTheFile() {
        let text = describe(.fileWriteNoPermission)
        #expect(text.contains("permission"))
        #expect(text.contains("save"))
        #expect(text.contains("“Quarterly report.ods”"))
        #expect(isReadableSentence(text))
    }

    @Test func noPermissionWithoutPathStillReads() {
        let text = describe(.fileReadNoPermission, path: nil)
        #expect(text.contains("the file"))
        #expect(isReadableSentence(text))
    }

    @Test func fileExistsSaysItAlreadyExistsAndNamesTheFile() {
        #expect(describe(.fileWriteFileExists) == "The file “Quarterly report.ods” already exists.")
    }

    @Test func outOfSpaceSaysTheDiskIsFull() {
        let text = describe(.fileWriteOutOfSpace)
        #expect(text.contains("enough space"))
        #expect(isReadableSentence(text))
    }

    @Test func readOnlyVolumeSaysTheDiskIsReadOnly() {
        let text = describe(.fileWriteVolumeReadOnly)
        #expect(text.contains("read-only"))
        #expect(isReadableSentence(text))
    }

    @Test func corruptFileSaysItIsDamagedAndNamesTheFile() {
        let text = describe(.fileReadCorruptFile)
        #expect(text.hasPrefix("The file “Quarterly report.ods”"))
        #expect(text.contains("damaged"))
        #expect(isReadableSentence(text))
    }

    @Test func realMissingFileErrorNamesTheFile() throws {
        let missing = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("presentationkit-no-such-dir-\(UUID().uuidString)")
            .appendingPathComponent("missing-notes.txt")
        let error = try #require(throws: (any Error).self) { try Data(contentsOf: missing) }
        let text = readableDescription(of: error)
        #expect(text.contains("“missing-notes.txt”"))
        #expect(text.contains("doesn’t exist"))
        #expect(isReadableSentence(text))
    }
}

@Suite("readableDescription(of:) for POSIX errors")
struct POSIXErrorDescriptionTests {

    @Test func enoentSaysNoSuchFileOrDirectory() {
        #expect(readableDescription(of: POSIXError(.ENOENT)) == "No such file or directory.")
    }

    @Test func eaccesSaysPermissionDenied() {
        #expect(readableDescription(of: POSIXError(.EACCES)) == "Permission denied.")
    }

    @Test func enospcSaysNoSpaceLeftOnDevice() {
        #expect(readableDescription(of: POSIXError(.ENOSPC)) == "No space left on device.")
    }

    /// Fixed sentences (glibc's C-locale strerror texts), not the code's own formula.
    @Test(arguments: [
        (POSIXErrorCode.ENOENT, "No such file or directory."), (.EACCES, "Permission denied."), (.EEXIST, "File exists."),
        (.ENOSPC, "No space left on device."), (.ECONNREFUSED, "Connection refused."),
        (.ETIMEDOUT, "Connection timed out."), (.EPIPE, "Broken pipe."),
    ])
    func posixErrorIsStrerrorAsASentence(code: POSIXErrorCode, expected: String) {
        let text = readableDescription(of: POSIXError(code))
        #expect(text == expected)
        #expect(isReadableSentence(text))
    }
}

// MARK: Decoding

private struct Inventory: Decodable {
    struct Item: Decodable {
        let name: String
        let count: Int
    }
    let items: [Item]
}

private struct Palette: Decodable {
    /// A colour written as `#rrggbb`; anything else is corrupt data.
    struct Colour: Decodable {
        let hex: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            hex = try container.decode(String.self)
            guard hex.hasPrefix("#") else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Colours start with #.")
            }
        }
    }
    struct Entry: Decodable {
        let name: String
        let colour: Colour
    }
    let entries: [Entry]
}

private func decodingError<T: Decodable>(_ type: T.Type, from json: String) throws -> DecodingError {
    try #require(throws: DecodingError.self) {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }
}

@Suite("readableDescription(of:) for DecodingError")
struct DecodingErrorDescriptionTests {

    @Test func keyNotFoundNamesTheKeyAndWhereItIsMissing() throws {
        let error = try decodingError(Inventory.self, from: """
            {"items": [{"name": "bolts", "count": 3}, {"count": 2}]}
            """)
        guard case .keyNotFound = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        let text = readableDescription(of: error)
        #expect(text.contains("“name”"))
        #expect(text.contains("items[1]"))
        #expect(text == "The data could not be read: “name” is missing at items[1].")
    }

    @Test func typeMismatchNamesTheExpectedTypeAndThePath() throws {
        let error = try decodingError(Inventory.self, from: """
            {"items": [{"name": "bolts", "count": 3}, {"name": 5, "count": 2}]}
            """)
        guard case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        let text = readableDescription(of: error)
        #expect(text.contains("String"))
        #expect(text.contains("items[1].name"))
        #expect(isReadableSentence(text))
    }

    @Test func typeMismatchInADeeperFieldNamesThatField() throws {
        let error = try decodingError(Inventory.self, from: """
            {"items": [{"name": "a", "count": 1}, {"name": "b", "count": 2}, {"name": "c", "count": "three"}]}
            """)
        let text = readableDescription(of: error)
        #expect(text.contains("Int"))
        #expect(text.contains("items[2].count"))
    }

    @Test func valueNotFoundNamesTheTypeAndThePath() throws {
        let error = try decodingError(Inventory.self, from: """
            {"items": [{"name": "bolts", "count": 3}, {"name": null, "count": 2}]}
            """)
        guard case .valueNotFound = error else {
            Issue.record("expected valueNotFound, got \(error)")
            return
        }
        let text = readableDescription(of: error)
        #expect(text.contains("String"))
        #expect(text.contains("items[1].name"))
        #expect(isReadableSentence(text))
    }

    @Test func dataCorruptedInAFieldNamesThePathAndTheReason() throws {
        let error = try decodingError(Palette.self, from: """
            {"entries": [{"name": "sky", "colour": "#87ceeb"}, {"name": "sea", "colour": "blue"}]}
            """)
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let text = readableDescription(of: error)
        #expect(text.contains("entries[1].colour"))
        #expect(text.contains(context.debugDescription))
        #expect(text.contains("Colours start with #."))
        #expect(text.hasPrefix("The data could not be read"))
    }

    @Test func invalidJSONIsDamagedAtTheTopLevel() throws {
        let error = try decodingError(Inventory.self, from: #"{"items": ["#)
        guard case .dataCorrupted = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let text = readableDescription(of: error)
        #expect(text.contains("at the top level"))
        #expect(text.hasPrefix("The data could not be read"))
    }

    @Test func missingTopLevelKeyIsMissingAtTheTopLevel() throws {
        let error = try decodingError(Inventory.self, from: "{}")
        let text = readableDescription(of: error)
        #expect(text.contains("“items”"))
        #expect(text.contains("at the top level"))
    }
}

@Suite("readableDescription(of:) for other errors")
struct OtherErrorDescriptionTests {

    @Test func nsErrorWithLocalizedDescriptionKeepsIt() {
        let error = NSError(domain: "com.example.widgets", code: 7,
                            userInfo: [NSLocalizedDescriptionKey: "The widget broke."])
        #expect(readableDescription(of: error) == "The widget broke.")
    }

    @Test func cocoaErrorWithItsOwnDescriptionKeepsIt() {
        let error = CocoaError(.fileNoSuchFile, userInfo: [
            NSLocalizedDescriptionKey: "The template is gone.", NSFilePathErrorKey: "/tmp/x.txt",
        ])
        #expect(readableDescription(of: error) == "The template is gone.")
    }

    @Test func plainErrorUsesItsLocalizedDescription() {
        let error = PlainError()
        #expect(readableDescription(of: error) == error.localizedDescription)
    }

    @Test func localizedErrorUsesItsErrorDescription() {
        #expect(readableDescription(of: LabelledError(text: "Sync failed.")) == "Sync failed.")
    }
}
