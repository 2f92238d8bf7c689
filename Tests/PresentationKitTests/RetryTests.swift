import Foundation
import PresentationKit
import Testing

/// An operation's attempts, counted where the operation runs.
@MainActor
private final class Attempts {
    var count = 0
}

/// An error that says running again will not help.
private struct MissingFileError: AlertableError {
    var alertMessage: AlertMessage { AlertMessage(title: "The file is gone") }
    var isRetryable: Bool { false }
}

/// An error with actions of its own, one of them the default.
private struct QuotaError: AlertableError {
    var alertMessage: AlertMessage {
        AlertMessage(title: "Your storage is full") {
            AlertAction("Close", role: .cancel)
            AlertAction("Manage Storage", isDefault: true)
        }
    }
}

@Suite("tryWithErrorAlert(retry:)", .timeLimit(.minutes(1)))
@MainActor
struct RetryTests {

    @Test func retryReadsAsTrueFalseOrUpTo() {
        let always: RetryPolicy = true
        let never: RetryPolicy = false
        #expect(always.maximumAttempts == nil)
        #expect(never.maximumAttempts == 1)
        #expect(RetryPolicy.upTo(3).maximumAttempts == 3)
        #expect(RetryPolicy.upTo(0).maximumAttempts == 1, "fewer than one attempt is one")
    }

    @Test func aFailedOperationsAlertOffersTryAgainAsTheDefaultBesideCancel() async throws {
        let alerter = TestAlerter()
        await alerter.tryWithErrorAlert(retry: true) { throw LabelledError(text: "Sync failed") }.value
        let shown = try #require(alerter.errorContext.item as? FailedAttempt)
        #expect(shown.attempt == 1)
        let message = AlertMessage(error: shown)
        #expect(message.title == "Sync failed")
        #expect(message.message == nil, "the first attempt's alert says nothing about attempts")
        #expect(message.actions.map(\.label) == ["Cancel", "Try Again"])
        #expect(message.actions.map(\.role) == [.cancel, nil])
        #expect(message.actions.map(\.isDefault) == [false, true])
        #expect(message.actions.last?.id == "try-again", "the same Try Again as a batch's alert offers")
    }

    @Test func tryAgainRunsTheSameOperationAgainAndTheAlertSaysWhichAttemptFailed() async throws {
        let alerter = TestAlerter()
        let attempts = Attempts()
        await alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            throw SyncAttemptError()
        }.value
        #expect(attempts.count == 1)
        try choose("Try Again", on: alerter.errorContext)
        try await waitUntil { alerter.errorContext.item != nil }
        #expect(attempts.count == 2)
        let second = try #require(alerter.errorContext.item as? FailedAttempt)
        #expect(second.attempt == 2)
        #expect(AlertMessage(error: second).message == "The server is busy.\n\nAttempt 2 failed.")
    }

    @Test func anOperationThatSucceedsOnRetryLeavesNoAlert() async throws {
        let alerter = TestAlerter()
        let attempts = Attempts()
        await alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            if attempts.count == 1 { throw SyncAttemptError() }
        }.value
        try choose("Try Again", on: alerter.errorContext)
        try await waitUntil { attempts.count == 2 }
        // A marker: an alert for the second attempt would stand before it in the queue.
        alerter.alert(error: LabelledError(text: "marker"))
        #expect((alerter.errorContext.item as? LabelledError)?.text == "marker")
    }

    @Test func upToThreeMeansNoTryAgainAfterTheThirdAttempt() async throws {
        let alerter = TestAlerter()
        let attempts = Attempts()
        await alerter.tryWithErrorAlert(retry: .upTo(3)) {
            attempts.count += 1
            throw SyncAttemptError()
        }.value
        for attempt in 2...3 {
            try choose("Try Again", on: alerter.errorContext)
            try await waitUntil { alerter.errorContext.item != nil }
            #expect(attempts.count == attempt)
        }
        let last = try #require(alerter.errorContext.item as? FailedAttempt)
        #expect(last.attempt == 3)
        #expect(!last.canRetry)
        let message = AlertMessage(error: last)
        #expect(message.actions.map(\.label) == ["OK"], "no Try Again after the last attempt")
        #expect(message.message == "The server is busy.\n\nAttempt 3 failed.")
    }

    @Test func retryFalseIsThePlainAlert() async throws {
        let alerter = TestAlerter()
        await alerter.tryWithErrorAlert(retry: false) { throw LabelledError(text: "once") }.value
        let shown = try #require(alerter.errorContext.item)
        #expect(shown is LabelledError)
        #expect(AlertMessage(error: shown).actions.map(\.label) == ["OK"])
    }

    @Test func anErrorThatIsNotRetryableGetsNoTryAgain() async throws {
        let alerter = TestAlerter()
        await alerter.tryWithErrorAlert(retry: true) { throw MissingFileError() }.value
        let shown = try #require(alerter.errorContext.item)
        #expect(shown is MissingFileError)
        #expect(AlertMessage(error: shown).actions.isEmpty, "its own alert, with the standard OK only")
    }

    @Test func anErrorsOwnActionsStayWithTryAgainAsTheOnlyDefault() async throws {
        let alerter = TestAlerter()
        await alerter.tryWithErrorAlert(retry: true) { throw QuotaError() }.value
        let message = AlertMessage(error: try #require(alerter.errorContext.item))
        #expect(message.actions.map(\.label) == ["Close", "Manage Storage", "Try Again"])
        #expect(message.actions.map(\.isDefault) == [false, false, true])
    }

    @Test func aCancelledTaskIsNotRetried() async throws {
        let alerter = TestAlerter()
        let attempts = Attempts()
        // The operation ignores cancellation and throws an error of its own: alerted,
        // but without Try Again.
        let task = alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            throw LabelledError(text: "failed while cancelled")
        }
        task.cancel()
        await task.value
        let shown = try #require(alerter.errorContext.item)
        #expect(!(shown is FailedAttempt))
        #expect(AlertMessage(error: shown).actions.map(\.label) == ["OK"])
        #expect(attempts.count == 1)
    }

    @Test func tryAgainAfterTheTaskWasCancelledRunsNothing() async throws {
        let alerter = TestAlerter()
        let attempts = Attempts()
        let task = alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            throw SyncAttemptError()
        }
        await task.value
        task.cancel()
        try choose("Try Again", on: alerter.errorContext)
        // A marker after the point where a second attempt would have failed.
        await alerter.tryWithErrorAlert { throw LabelledError(text: "marker") }.value
        #expect(attempts.count == 1)
        #expect((alerter.errorContext.item as? LabelledError)?.text == "marker")
    }

    @Test func anOperationThatFailsAtOnceRunsOnlyWhenTryAgainIsChosen() async throws {
        // No busy loop: each attempt waits for the person's answer.
        let alerter = TestAlerter()
        let attempts = Attempts()
        await alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            throw SyncAttemptError()
        }.value
        for answered in 1...20 {
            // A marker task queued after the moment a looping retry would have run.
            await Task { @MainActor in }.value
            for _ in 0..<10 { await Task.yield() }
            #expect(attempts.count == answered, "attempts ran without an answer")
            try choose("Try Again", on: alerter.errorContext)
            try await waitUntil { alerter.errorContext.item != nil }
        }
        #expect(attempts.count == 21)
    }

    @Test func failuresOfTwoOperationsAreNotMergedSoEachKeepsItsTryAgain() async throws {
        let alerter = TestAlerter()
        let first = Attempts()
        let second = Attempts()
        await alerter.tryWithErrorAlert(retry: true) { first.count += 1; throw SyncAttemptError() }.value
        await alerter.tryWithErrorAlert(retry: true) { second.count += 1; throw SyncAttemptError() }.value
        #expect(alerter.pendingCount == 2)
        try choose("Try Again", on: alerter.errorContext)
        try choose("Try Again", on: alerter.errorContext)
        try await waitUntil { first.count == 2 && second.count == 2 }
    }

    @Test func cancellationErrorsOfARetriedOperationAreNotAlerted() async throws {
        let alerter = TestAlerter()
        let attempts = Attempts()
        await alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            if attempts.count == 1 { throw SyncAttemptError() }
            throw CancellationError()
        }.value
        try choose("Try Again", on: alerter.errorContext)
        try await waitUntil { attempts.count == 2 }
        await alerter.tryWithErrorAlert { throw LabelledError(text: "marker") }.value
        #expect((alerter.errorContext.item as? LabelledError)?.text == "marker")
    }

    // MARK: Routing

    @Test func tryAgainIsNoDecisionSoAToastedErrorStaysAToastWithTryAgain() async throws {
        let alerter = ToastingAlerter()
        let attempts = Attempts()
        await alerter.tryWithErrorAlert(retry: true) {
            attempts.count += 1
            throw FlakyError()
        }.value
        let toasts = try #require(alerter.errorToastContext)
        let shown = try #require(toasts.item as? FailedAttempt)
        #expect(alerter.errorContext.item == nil, "the failure became an alert")
        let toast = ToastMessage(error: shown)
        #expect(toast.title == "Sync failed")
        #expect(toast.action?.label == "Try Again")
        let tryAgain = try #require(toast.action)
        toasts.dismiss()
        tryAgain.perform()
        try await waitUntil { toasts.item != nil }
        #expect(attempts.count == 2)
    }

    @Test func anErrorThatNeedsADecisionStaysAnAlertWithTryAgain() async throws {
        let alerter = DefaultRuleAlerter()
        await alerter.tryWithErrorAlert(retry: true) { throw OverwriteError() }.value
        let shown = try #require(alerter.errorContext.item)
        #expect(alerter.errorToastContext?.item == nil)
        #expect(AlertMessage(error: shown).actions.map(\.label) == ["Cancel", "Overwrite", "Try Again"])
    }
}

/// A failure with a message, so the attempt line stands under it.
struct SyncAttemptError: LocalizedError {
    var errorDescription: String? { "Sync failed" }
    var failureReason: String? { "The server is busy." }
}
