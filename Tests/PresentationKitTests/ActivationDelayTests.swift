import Foundation
import PresentationKit
import Testing

/// The alert a presenter of `context` shows now, made by `AlertMessage(error:)` as
/// `window.alert(for: errorContext)` makes it.
@MainActor
private func shownAlert(of context: PresentationContext<any Error>) -> AlertMessage? {
    AlertSource.context(context) { AlertMessage(error: $0, showsDetails: true) }.current()
}

/// An alerter whose errors count as unsolicited after `threshold`: `.zero` makes every
/// error late and an hour none, so the rule is tested without racing a clock.
@MainActor
private final class ThresholdAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let errorToastContext: PresentationContext<any Error>?
    let unsolicitedErrorThreshold: Duration

    init(threshold: Duration, toasts: Bool = false) {
        unsolicitedErrorThreshold = threshold
        errorToastContext = toasts ? PresentationContext<any Error>() : nil
    }

    func presentation(for error: any Error) -> ErrorPresentation {
        (error as? LabelledError)?.text == "toast" ? .toast : .alert
    }
}

@Suite("Alerts a stray key cannot answer: the activation delay", .timeLimit(.minutes(1)))
@MainActor
struct ActivationDelayTests {

    @Test func theAutomaticDelayHoldsOnlyAnUnsolicitedAlertNoneHoldsNoneAndAFixedOneHoldsBoth() {
        #expect(ActivationDelay.automatic.duration(unsolicited: true) == .milliseconds(800))
        #expect(ActivationDelay.automatic.duration(unsolicited: false) == nil)
        #expect(ActivationDelay.none.duration(unsolicited: true) == nil)
        #expect(ActivationDelay.seconds(30).duration(unsolicited: false) == .seconds(30))
        #expect(ActivationDelay.seconds(0.25).duration(unsolicited: true) == .milliseconds(250))
        #expect(ActivationDelay.duration(.seconds(2)).duration(unsolicited: false) == .seconds(2))
        for nothing in [0, -1, .nan, .infinity] as [Double] {
            #expect(ActivationDelay.seconds(nothing) == .none, "\(nothing) s")
        }
    }

    @Test func aMessageIsReadyAtOnceUnlessUnsolicitedOrGivenADelayAndTheModifiersReturnACopy() {
        let asked = AlertMessage(title: "Delete?")
        #expect(!asked.isUnsolicited)
        #expect(asked.activationDuration == nil)
        let late = asked.unsolicited()
        #expect(late.isUnsolicited && late.activationDuration == .milliseconds(800))
        #expect(asked.activationDuration == nil, "the modifier changed the original")
        #expect(late.activationDelay(.none).activationDuration == nil)
        #expect(late.activationDelay(.seconds(2)).activationDuration == .seconds(2))
        #expect(asked.activationDelay(.seconds(2)).activationDuration == .seconds(2), "a delay set is kept asked for or not")
    }

    @Test func anErrorPastTheThresholdIsAlertedUnsolicitedAsItself() async throws {
        let alerter = ThresholdAlerter(threshold: .zero)
        await alerter.tryWithErrorAlert { throw CocoaError(.fileNoSuchFile) }.value
        // The context holds the error as thrown: an app's own content gets it as it is.
        #expect(alerter.errorContext.item is CocoaError)
        var given: (any Error)?
        let own = AlertSource.context(alerter.errorContext) { error in given = error; return AlertMessage(title: "Own") }
        #expect(own.current()?.isUnsolicited == true, "the app's own alert is not unsolicited")
        #expect(given is CocoaError)
        let message = try #require(shownAlert(of: alerter.errorContext))
        #expect(message.isUnsolicited && message.activationDuration == .milliseconds(800))
        #expect(message.title == AlertMessage(error: CocoaError(.fileNoSuchFile)).title)
        #expect(message.details?.contains("CocoaError") == true, "the details are the thrown error's: \(String(describing: message.details))")
    }

    @Test func anErrorBeforeTheThresholdFollowsThePersonsClickAndIsReadyAtOnce() async throws {
        let alerter = ThresholdAlerter(threshold: .seconds(3600))
        await alerter.tryWithErrorAlert { throw LabelledError(text: "Sync failed") }.value
        let shown = try #require(alerter.errorContext.item)
        #expect(shown is LabelledError)
        #expect(shownAlert(of: alerter.errorContext)?.activationDuration == nil)
    }

    @Test func aCompletionBlocksFailurePastTheThresholdIsUnsolicitedToo() {
        let late = ThresholdAlerter(threshold: .zero)
        late.tryWithErrorAlert({ done in done(.failure(LabelledError(text: "Upload failed"))) },
                               completion: { (_: Result<Void, LabelledError>) in })
        #expect(late.errorContext.item is LabelledError)
        #expect(shownAlert(of: late.errorContext)?.isUnsolicited == true)
        let soon = ThresholdAlerter(threshold: .seconds(3600))
        soon.tryWithErrorAlert({ done in done(.failure(LabelledError(text: "Upload failed"))) },
                               completion: { (_: Result<Void, LabelledError>) in })
        #expect(soon.errorContext.item is LabelledError)
        #expect(shownAlert(of: soon.errorContext)?.isUnsolicited == false)
    }

    @Test func aLateRetryingOperationKeepsTryAgainAndItsRepeatsAreNotMerged() async throws {
        let alerter = ThresholdAlerter(threshold: .zero)
        await alerter.tryWithErrorAlert(retry: true) { throw LabelledError(text: "Sync failed") }.value
        await alerter.tryWithErrorAlert(retry: true) { throw LabelledError(text: "Sync failed") }.value
        #expect(alerter.errorContext.item is FailedAttempt)
        let message = try #require(shownAlert(of: alerter.errorContext))
        #expect(message.isUnsolicited)
        #expect(message.actions.map(\.label) == ["Cancel", "Try Again"])
        #expect(alerter.errorContext.queue.count == 1, "each attempt keeps its own Try Again")
    }

    @Test func aLateErrorShownAsAToastOrACancellationIsNotAnAlert() async throws {
        let alerter = ThresholdAlerter(threshold: .zero, toasts: true)
        await alerter.tryWithErrorAlert { throw LabelledError(text: "toast") }.value
        #expect(alerter.errorToastContext?.item is LabelledError)
        #expect(alerter.errorContext.item == nil)
        await alerter.tryWithErrorAlert { throw CancellationError() }.value
        #expect(alerter.errorContext.item == nil, "a cancellation was alerted")
    }

    @Test(arguments: [(Duration.zero, true), (.seconds(3600), false)])
    func aBatchItemsFailureIsUnsolicitedWhenItsAttemptRanPastTheThreshold(threshold: Duration, unsolicited: Bool) async throws {
        let alerter = ThresholdAlerter(threshold: threshold)
        let batch = Task { @MainActor in
            await alerter.tryEachWithErrorAlert(["a"]) { _ in throw LabelledError(text: "Copy failed") }
        }
        try await waitUntil { alerter.errorContext.item is BatchFailure }
        let failure = try #require(alerter.errorContext.item as? BatchFailure)
        #expect(failure.alertMessage.isUnsolicited == unsolicited)
        batch.cancel()
        _ = await batch.value
    }
}
