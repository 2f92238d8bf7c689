import Foundation
import PresentationKit
import Testing

/// An alerter that shows toasts, with the app's rule: every `FlakyError` is a toast.
@MainActor
final class ToastingAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let errorToastContext: PresentationContext<any Error>? = PresentationContext<any Error>()

    func presentation(for error: any Error) -> ErrorPresentation {
        error is FlakyError ? .toast : .alert
    }
}

/// A failure that needs no decision: at most a Retry.
struct FlakyError: AlertableError {
    var alertMessage: AlertMessage {
        AlertMessage(title: "Sync failed") { AlertAction("Retry") }
    }
}

/// An error that asks for a toast itself, in an alerter with no rule of its own.
struct QuietError: AlertableError {
    var alertMessage: AlertMessage { AlertMessage(title: "Saved offline") }
    var preferredPresentation: ErrorPresentation { .toast }
}

/// A failure that asks the person to decide.
struct OverwriteError: AlertableError {
    var alertMessage: AlertMessage {
        AlertMessage(title: "Overwrite the server’s copy?") {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Overwrite", role: .destructive)
        }
    }
    var preferredPresentation: ErrorPresentation { .toast }
}

/// An alerter with toasts and the default rule (each error's own preference).
@MainActor
final class DefaultRuleAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let errorToastContext: PresentationContext<any Error>? = PresentationContext<any Error>()
}

/// An alerter written for 0.1, which named the toast context `toastContext`: since 0.3 that
/// is a property like any other, and its errors are alerts.
@MainActor
final class OldNameAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let toastContext: PresentationContext<any Error>? = PresentationContext<any Error>()
    func presentation(for error: any Error) -> ErrorPresentation { .toast }
}

/// An alerter that took the README's old porting table at its word: a context of
/// `ToastMessage`s named `toastContext`, which cannot take errors.
@MainActor
final class MisnamedAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let toastContext = PresentationContext<ToastMessage>()
    func presentation(for error: any Error) -> ErrorPresentation { .toast }
}

@Suite("Errors routed by severity")
@MainActor
struct ErrorRoutingTests {

    @Test func withoutAToastContextEveryErrorIsAnAlertAsBefore() {
        let alerter = TestAlerter()
        alerter.alert(error: QuietError())
        alerter.alert(error: OverwriteError())
        #expect(alerter.pendingCount == 2)
        #expect(alerter.errorToastContext == nil)
    }

    @Test func anAlerterStillNamingItToastContextGetsAlertsSinceTheOldNameWent() {
        let alerter = OldNameAlerter()
        alerter.alert(error: FlakyError())
        #expect(alerter.errorContext.item is FlakyError)
        #expect(alerter.toastContext?.item == nil)
    }

    @Test func aToastContextOfAnotherTypeLeavesErrorsAsAlerts() {
        let alerter = MisnamedAlerter()
        alerter.alert(error: FlakyError())
        #expect(alerter.errorContext.item is FlakyError)
        #expect(alerter.toastContext.item == nil)
    }

    @Test func theAppsRuleSendsAnErrorToTheToastContext() {
        let alerter = ToastingAlerter()
        alerter.alert(error: FlakyError())
        #expect(alerter.errorToastContext?.item is FlakyError)
        #expect(alerter.errorContext.item == nil)
    }

    @Test func errorsTheRuleDoesNotNameStayAlerts() {
        let alerter = ToastingAlerter()
        alerter.alert(error: URLError(.timedOut))
        #expect(alerter.errorContext.item is URLError)
        #expect(alerter.errorToastContext?.item == nil)
    }

    @Test func anErrorThatNeedsADecisionStaysAnAlertWhateverTheRule() {
        let alerter = DefaultRuleAlerter()
        alerter.alert(error: OverwriteError())
        #expect(alerter.errorContext.item is OverwriteError)
        #expect(alerter.errorToastContext?.item == nil)
    }

    @Test func theDefaultRuleFollowsTheErrorsOwnPreference() {
        let alerter = DefaultRuleAlerter()
        alerter.alert(error: QuietError())
        alerter.alert(error: DataError.networkUnavailable)
        #expect(alerter.errorToastContext?.item is QuietError)
        #expect(alerter.errorContext.item is DataError)
    }

    @Test func repeatsOfAToastedErrorMergeIntoTheToastShown() throws {
        let alerter = ToastingAlerter()
        for _ in 0..<3 { alerter.alert(error: FlakyError()) }
        let toasts = try #require(alerter.errorToastContext)
        let repeated = try #require(toasts.item as? RepeatedError)
        #expect(repeated.count == 3)
        #expect(toasts.queue.isEmpty)
        #expect(ToastMessage(error: repeated).title == "Sync failed (3 times)")
    }

    @Test func tryWithErrorAlertRoutesTheThrownErrorToo() async {
        let alerter = ToastingAlerter()
        await alerter.tryWithErrorAlert { throw FlakyError() }.value
        await alerter.tryWithErrorAlert { throw CancellationError() }.value
        #expect(alerter.errorToastContext?.item is FlakyError)
        #expect(alerter.errorToastContext?.queue.isEmpty == true)
        #expect(alerter.errorContext.item == nil)
    }

    @Test func theCompletionVariantRoutesItsFailure() {
        let alerter = ToastingAlerter()
        alerter.tryWithErrorAlert({ (done: (Result<Void, FlakyError>) -> Void) in done(.failure(FlakyError())) },
                                  completion: { _ in })
        #expect(alerter.errorToastContext?.item is FlakyError)
    }

    @Test func needsDecisionMeansADestructiveActionOrAChoice() {
        #expect(!AlertMessage(title: "a").needsDecision)
        #expect(!AlertMessage(title: "a") { AlertAction("Retry") }.needsDecision)
        #expect(!AlertMessage(title: "a") { AlertAction("Cancel", role: .cancel); AlertAction("Retry") }.needsDecision)
        #expect(AlertMessage(title: "a") { AlertAction("Delete", role: .destructive) }.needsDecision)
        #expect(AlertMessage(title: "a") { AlertAction("Keep"); AlertAction("Replace") }.needsDecision)
    }
}

@Suite("ToastMessage")
struct ToastMessageTests {

    @Test func anErrorsToastIsItsAlertTitleWithItsOneOfferedAction() {
        let toast = ToastMessage(error: FlakyError())
        #expect(toast.title == "Sync failed")
        #expect(toast.action?.label == "Retry")
        #expect(toast.duration == nil)
    }

    @Test func theStandardOKAndCancelActionsAreNotOffered() {
        #expect(ToastMessage(error: DataError.networkUnavailable).action == nil)
        let retryOrCancel = ToastMessage(error: SomeRecoverable())
        #expect(retryOrCancel.action?.label == "Try Again")
    }

    @Test func aGenericErrorReadsItsSentenceNotError() {
        #expect(ToastMessage(error: URLError(.timedOut)).title == "The request timed out.")
    }

    @Test func aToastKeepsItsDurationAndAction() {
        let toast = ToastMessage("Note deleted", action: AlertAction("Undo"), duration: .seconds(8))
        #expect(toast.title == "Note deleted" && toast.action?.label == "Undo" && toast.duration == .seconds(8))
        #expect(ToastMessage.defaultDuration == .seconds(5))
    }

    struct SomeRecoverable: AlertableError {
        var alertMessage: AlertMessage {
            AlertMessage(title: "Sync failed") {
                AlertAction("Cancel", role: .cancel)
                AlertAction("Try Again", isDefault: true)
            }
        }
    }
}
