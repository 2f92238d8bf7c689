import Foundation
import PresentationKit
import Testing

/// An error of the app's own, with a domain, code, texts, and the error that caused it.
private struct StoreError: CustomNSError, LocalizedError {
    var cause: (any Error)?
    static var errorDomain: String { "com.example.Store" }
    var errorCode: Int { 42 }
    var errorUserInfo: [String: Any] { cause.map { [NSUnderlyingErrorKey: $0] } ?? [:] }
    var errorDescription: String? { "The note could not be saved." }
    var failureReason: String? { "The disk is full." }
}

@Suite("Error details")
struct ErrorDetailsTests {

    @Test func detailsNameTheTypeDomainCodeAndLocalizedTexts() {
        let details = AlertMessage.details(of: StoreError())
        #expect(details == """
            Type: PresentationKitTests.(unknown context at $0).StoreError
            Domain: com.example.Store, code 42
            Description: The note could not be saved.
            Failure reason: The disk is full.
            """.replacingOccurrences(of: "(unknown context at $0)", with: typeContext()))
    }

    @Test func underlyingErrorsAreNestedUnderTheErrorTheyCaused() {
        let details = AlertMessage.details(of: StoreError(cause: CocoaError(.fileWriteOutOfSpace)))
        let lines = details.split(separator: "\n").map(String.init)
        #expect(lines.contains("Underlying error:"))
        #expect(lines.contains("  Type: \(String(reflecting: CocoaError.self))"))
        #expect(lines.contains("  Domain: NSCocoaErrorDomain, code 640"))
    }

    @Test func theChainStopsEightDeepAndSaysSo() {
        var error: any Error = CocoaError(.fileNoSuchFile)
        for _ in 0..<12 { error = StoreError(cause: error) }
        let lines = AlertMessage.details(of: error).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix("Underlying error:") }.count == 8)
        #expect(lines.last == String(repeating: "  ", count: 8) + "Underlying errors deeper than 8 left out")
        #expect(!lines.contains { $0.contains("CocoaError") }, "the 13th error is past the limit")
    }

    @Test func anAlertCarriesItsDetails() {
        let message = AlertMessage(title: "Save failed", details: "Type: X", actions: [])
        #expect(message.details == "Type: X")
        #expect(AlertMessage(title: "t").details == nil)
    }

    /// How `String(reflecting:)` names a private type's context in this build.
    private func typeContext() -> String {
        let name = String(reflecting: StoreError.self)
        return String(name.dropFirst("PresentationKitTests.".count).dropLast(".StoreError".count))
    }
}
