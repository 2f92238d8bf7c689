import Foundation
import PresentationKit
import Testing

/// A `LocalizedError` with every field settable, for the table's second row.
private struct DescribedError: LocalizedError {
    var errorDescription: String?
    var failureReason: String?
    var recoverySuggestion: String?
}

/// An error that is both alertable and localized: the alertable row must win.
private struct AlertableLocalizedError: AlertableError, LocalizedError {
    var alertMessage: AlertMessage {
        AlertMessage(title: "From alertMessage", message: "custom body") {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Retry", isDefault: true)
            AlertAction("Delete", role: .destructive)
        }
    }
    var errorDescription: String? { "From errorDescription" }
    var failureReason: String? { "reason" }
}

/// An alertable error whose alert has no message and no actions of its own.
private struct BareAlertableError: AlertableError {
    var alertMessage: AlertMessage { AlertMessage(title: "Bare") }
}

@Suite("AlertMessage(error:)")
@MainActor
struct ErrorMappingTests {

    // MARK: AlertableError

    @Test func alertableErrorGivesItsOwnAlertMessage() {
        let message = AlertMessage(error: DataError.networkUnavailable)
        #expect(message.title == "A networkUnavailable error occurred")
        #expect(message.message == "Please try again later.")
        #expect(message.actions.isEmpty, "the alertable error's own (empty) actions are kept as they are")
    }

    @Test func alertableErrorKeepsItsActionsRolesAndHandlers() {
        let log = Log<String>()
        struct HandlerError: AlertableError {
            let log: Log<String>
            var alertMessage: AlertMessage {
                AlertMessage(title: "Handled", actions: [AlertAction("Fix") { log.append("fixed") }])
            }
        }
        let message = AlertMessage(error: HandlerError(log: log))
        #expect(message.actions.map(\.label) == ["Fix"])
        message.actions.first?.perform()
        #expect(log.values == ["fixed"])
    }

    @Test func alertableErrorWinsOverLocalizedError() {
        let message = AlertMessage(error: AlertableLocalizedError())
        #expect(message.title == "From alertMessage")
        #expect(message.message == "custom body")
        #expect(message.actions.map(\.label) == ["Cancel", "Retry", "Delete"])
        #expect(message.actions.map(\.role) == [.cancel, nil, .destructive])
        #expect(message.actions.map(\.isDefault) == [false, true, false])
    }

    @Test func alertableErrorWithoutMessageKeepsNilMessage() {
        let message = AlertMessage(error: BareAlertableError())
        #expect(message.title == "Bare")
        #expect(message.message == nil)
    }

    // MARK: LocalizedError with errorDescription

    @Test func localizedErrorIsTitledWithItsErrorDescription() {
        let message = AlertMessage(error: DescribedError(errorDescription: "Could not save “Notes”"))
        #expect(message.title == "Could not save “Notes”")
    }

    @Test func localizedErrorJoinsFailureReasonAndRecoverySuggestionWithABlankLine() {
        let error = DescribedError(
            errorDescription: "Could not save",
            failureReason: "The disk is full.",
            recoverySuggestion: "Free some space and try again.")
        let message = AlertMessage(error: error)
        #expect(message.message == "The disk is full.\n\nFree some space and try again.")
    }

    @Test func localizedErrorWithOnlyFailureReasonHasJustThatMessage() {
        let message = AlertMessage(error: DescribedError(errorDescription: "T", failureReason: "Reason."))
        #expect(message.message == "Reason.")
    }

    @Test func localizedErrorWithOnlyRecoverySuggestionHasJustThatMessage() {
        let message = AlertMessage(error: DescribedError(errorDescription: "T", recoverySuggestion: "Try again."))
        #expect(message.message == "Try again.")
    }

    @Test func localizedErrorWithNeitherReasonNorSuggestionHasNilMessage() {
        let message = AlertMessage(error: DescribedError(errorDescription: "Only a title"))
        #expect(message.title == "Only a title")
        #expect(message.message == nil)
    }

    @Test func localizedErrorGetsExactlyOnePlainOKAction() {
        let message = AlertMessage(
            error: DescribedError(errorDescription: "T", failureReason: "R", recoverySuggestion: "S"))
        #expect(message.actions.count == 1)
        #expect(message.actions.first?.label == "OK")
        #expect(message.actions.first?.role == nil)
    }

    @Test func localizedErrorWithoutErrorDescriptionFallsBackToTheGenericRow() {
        let error = DescribedError(errorDescription: nil, failureReason: "ignored reason")
        let message = AlertMessage(error: error)
        #expect(message.title == "Error")
        #expect(message.message == error.localizedDescription)
        #expect(message.actions.map(\.label) == ["OK"])
    }

    // MARK: Any other error

    @Test func otherErrorIsTitledErrorWithItsLocalizedDescription() {
        let error = PlainError()
        let message = AlertMessage(error: error)
        #expect(message.title == "Error")
        #expect(message.message == error.localizedDescription)
        #expect(message.message?.isEmpty == false)
    }

    @Test func otherErrorGetsExactlyOnePlainOKAction() {
        let message = AlertMessage(error: PlainError())
        #expect(message.actions.count == 1)
        #expect(message.actions.first?.label == "OK")
        #expect(message.actions.first?.role == nil)
    }

    @Test func nsErrorWithLocalizedDescriptionIsTitledErrorAndKeepsItsDescription() {
        let error = NSError(domain: "com.example.widgets", code: 7,
                            userInfo: [NSLocalizedDescriptionKey: "The widget broke."])
        let message = AlertMessage(error: error)
        #expect(message.title == "Error")
        #expect(message.message == "The widget broke.")
        #expect(message.actions.map(\.label) == ["OK"])
    }

    @Test func foundationErrorIsTitledErrorWithAReadableSentence() {
        // The generic row; Foundation's own errors get a sentence instead of
        // "NSURLErrorDomain error -1011" (see ReadableDescriptionTests).
        let error = URLError(.badServerResponse)
        let message = AlertMessage(error: error)
        #expect(message.title == "Error")
        #expect(message.message == "The server returned a response that could not be understood.")
        #expect(message.message?.contains("NSURLErrorDomain") == false)
        #expect(message.actions.map(\.label) == ["OK"])
    }

    @Test func cocoaErrorIsTitledErrorNotWithItsDomainDescription() {
        let error = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/tmp/notes.txt"])
        let message = AlertMessage(error: error)
        #expect(message.title == "Error")
        #expect(message.message == "The file “notes.txt” doesn’t exist.")
        #expect(message.actions.map(\.label) == ["OK"])
    }

    @Test func decodingErrorIsTitledErrorWithAReadableSentence() {
        let error = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))
        let message = AlertMessage(error: error)
        #expect(message.title == "Error")
        #expect(message.message == "The data could not be read: it is damaged at the top level (bad).")
        #expect(message.actions.map(\.label) == ["OK"])
    }
}
