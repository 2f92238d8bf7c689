// Commands for Tests/TranslationTests: alerts whose texts come from the library itself
// (titles, sentences, the standard OK button, the repeat count), to read them in a
// locale.
//
//   library-error KIND    alert a library-described error through ErrorAlerter: KIND is
//                         `url` (URLError(.badServerResponse)), `file` (no such file
//                         “notes.txt”) or `decoding` (a key missing at items[2])
//   repeated-error N      the alert for URLError(.badServerResponse) that happened N times
//   failed-attempt N      the alert for URLError(.badServerResponse) thrown by attempt N
//                         of a retrying operation, with its Try Again
import CGtk
import Foundation
@_spi(Testing) import PresentationKit
import PresentationKitGtk

extension Host {

    /// Run a library-text command; `false` when `command` is not one.
    func handleLibraryText(_ command: String, _ argument: String) -> Bool {
        guard LibraryTextCommands.names.contains(command) else { return false }
        if libraryTexts == nil { libraryTexts = LibraryTextCommands(window: window) }
        libraryTexts?.handle(command, argument)
        return true
    }
}

/// Created on the first library-text command, so the other tests' host is unchanged.
@MainActor private var libraryTexts: LibraryTextCommands?

@MainActor
final class LibraryTextCommands: ErrorAlerter {
    static let names: Set<String> = ["library-error", "repeated-error", "failed-attempt"]

    let errorContext = PresentationContext<any Error>()
    private var presenter: AlertPresenter?

    init(window: UnsafeMutablePointer<GtkWindow>?) {
        presenter = AlertPresenter(context: errorContext, window: window)
    }

    func handle(_ command: String, _ argument: String) {
        switch command {
        case "library-error":
            switch argument {
            case "url": alert(error: URLError(.badServerResponse))
            case "file": alert(error: CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/tmp/notes.txt"]))
            case "decoding": alert(error: missingKeyError())
            default: FileHandle.standardOutput.write(Data("error unknown error kind \(argument)\n".utf8))
            }
        case "repeated-error":
            errorContext.present(RepeatedError.repeating(URLError(.badServerResponse), count: Int(argument) ?? 2))
        case "failed-attempt":
            errorContext.present(FailedAttempt.attempt(Int(argument) ?? 2, failedWith: URLError(.badServerResponse)) {})
        default:
            break
        }
    }

    /// The error JSONDecoder gives for `{"items": [{}, {}, {}]}` read as items with a `name`.
    private func missingKeyError() -> any Error {
        struct Item: Decodable { let name: String }
        struct Document: Decodable { let items: [Item] }
        do {
            _ = try JSONDecoder().decode(Document.self, from: Data(#"{"items": [{"name": "a"}, {"name": "b"}, {}]}"#.utf8))
            return CocoaError(.coderInvalidValue)
        } catch {
            return error
        }
    }
}
