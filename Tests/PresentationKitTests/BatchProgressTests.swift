import Foundation
import Observation
import PresentationKit
@testable import PresentationKitCore
import Testing

/// What the batch's operation and the observers saw, on the main actor.
@MainActor
private final class Sightings {
    var started: [Int] = []
    var shown: [ProgressMessage] = []
    /// Whether the progress was still in its context when an item's alert arrived.
    var progressWhenAlerted: [Bool] = []
    var sawCancellation = false
    var itemMayEnd = false
}

/// The batch's outcome. When the suite's time limit cancels the test, the batch is
/// cancelled too, so a batch that waits for ever fails its test instead of hanging it.
@MainActor
private func ended<Item>(_ batch: Task<BatchOutcome<Item>, Never>) async -> BatchOutcome<Item> {
    await withTaskCancellationHandler { await batch.value } onCancel: { batch.cancel() }
}

@Suite("tryEachWithErrorAlert's progress", .timeLimit(.minutes(1)))
@MainActor
struct BatchProgressTests {

    @Test func aBatchShowsItsTitleThreeOfFortyAndTheFractionOfItemsDone() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Sightings()
        let outcome = await alerter.tryEachWithErrorAlert(Array(0..<40), progress: "Copying files") { item in
            seen.started.append(item)
            guard item == 3 else { return }
            // The fourth item runs: three are done.
            try await waitUntil { alerter.progress?.detail == "3 of 40" }
            seen.shown.append(try #require(alerter.progress))
        }
        let shown = try #require(seen.shown.first)
        #expect(shown.title == "Copying files")
        #expect(shown.fraction == 3.0 / 40)
        #expect(shown.isCancellable)
        #expect(outcome.succeeded.count == 40)
        #expect(alerter.progress == nil, "the progress goes when the batch ends")
    }

    /// The form without a title shows the same progress, titled "Working…", when the
    /// alerter has a progress context (issue 41: "tryEachWithErrorAlert shows “3 of 40”").
    @Test func aBatchWithoutATitleShowsWorkingThreeOfFortyWhenTheAlerterHasAProgressContext() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Sightings()
        let outcome = await alerter.tryEachWithErrorAlert(Array(0..<40)) { item in
            guard item == 3 else { return }
            try await waitUntil { alerter.progress?.detail == "3 of 40" }
            seen.shown.append(try #require(alerter.progress))
        }
        let shown = try #require(seen.shown.first)
        #expect(shown.title == "Working…")
        #expect(shown.fraction == 3.0 / 40)
        #expect(outcome.succeeded.count == 40)
        #expect(alerter.progress == nil, "the progress goes when the batch ends")
    }

    @Test func aBatchShorterThanTheDelayShowsNoProgress() async {
        let alerter = ProgressAlerter(delay: .seconds(3600))
        var everShown = false
        let outcome = await alerter.tryEachWithErrorAlert(Array(0..<100), progress: "Copying files") { _ in
            await Task.yield()
            everShown = everShown || alerter.progress != nil
        }
        #expect(!everShown)
        #expect(outcome.succeeded.count == 100)
        #expect(alerter.progress == nil)
    }

    @Test func withoutAProgressContextTheBatchAsksAndEndsAsThePlainOne() async throws {
        let alerter = TestAlerter()
        #expect(alerter.progressContext == nil)
        let batch = Task { @MainActor in
            await alerter.tryEachWithErrorAlert(["a", "b", "c"], progress: "Copying files",
                                                name: { "\($0).txt" }) { item in
                if item == "b" { throw LabelledError(text: "b failed") }
            }
        }
        try await waitUntil { alerter.errorContext.item is BatchFailure }
        let failure = try #require(alerter.errorContext.item as? BatchFailure)
        #expect(failure.itemName == "b.txt", "the progress form keeps the batch's names")
        #expect(AlertMessage(error: failure).actions.map(\.label) == ["Cancel", "Skip All", "Skip", "Try Again"])
        try choose("Skip", on: alerter.errorContext)
        let outcome = await ended(batch)
        #expect(outcome.succeeded == ["a", "c"])
        #expect(outcome.skipped == ["b"])
        #expect(alerter.errorContext.item == nil, "no toast context: nothing after the batch")
    }

    @Test func anItemAlertTakesTheProgressPlaceAndTheProgressComesBackForTheItemsLeft() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Sightings()
        func watchAlerts() {
            withObservationTracking { _ = alerter.errorContext.item } onChange: {
                // Called as the alert arrives, before it is set.
                MainActor.assumeIsolated {
                    if alerter.errorContext.item == nil { seen.progressWhenAlerted.append(alerter.progress != nil) }
                }
            }
        }
        watchAlerts()
        let batch = Task { @MainActor in
            await alerter.tryEachWithErrorAlert(["a", "b", "c"], progress: "Copying files") { item in
                if item == "a" { try await waitUntil { alerter.progress != nil } }
                if item == "b" { throw LabelledError(text: "b failed") }
                if item == "c" {
                    try await waitUntil { alerter.progress != nil }
                    seen.shown.append(try #require(alerter.progress))
                }
            }
        }
        try await waitUntil { alerter.errorContext.item is BatchFailure }
        #expect(seen.progressWhenAlerted == [false], "the progress was still shown when the item's alert came")
        #expect(alerter.progress == nil, "the alert alone while it asks")
        try choose("Skip", on: alerter.errorContext)
        let outcome = await ended(batch)
        let back = try #require(seen.shown.first, "the progress came back for the items left")
        #expect(back.detail == "2 of 3", "a skipped item is done")
        #expect(back.fraction == 2.0 / 3)
        #expect(outcome.skipped == ["b"])
        #expect(alerter.progress == nil)
    }

    @Test func cancelInTheProgressCancelsTheRunningItemAndAlertsNothing() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Sightings()
        let batch = Task { @MainActor in
            await alerter.tryEachWithErrorAlert(["a", "b", "c"], progress: "Copying files") { item in
                guard item == "b" else { return }
                while !Task.isCancelled { await Task.yield() }
                seen.sawCancellation = true
                // Whatever it throws after a cancellation, nothing is alerted.
                throw LabelledError(text: "b interrupted")
            }
        }
        try await waitUntil { alerter.progress?.detail == "1 of 3" }
        // As the presenter does on Cancel or Escape: the dialog goes, then its cancel runs.
        let shown = try #require(alerter.progress)
        alerter.progressContext?.dismiss()
        shown.onCancel?()
        let outcome = await ended(batch)
        #expect(seen.sawCancellation)
        #expect(outcome.wasCancelled)
        #expect(outcome.succeeded == ["a"])
        #expect(outcome.failed == ["b"])
        #expect(outcome.notRun == ["c"])
        #expect(alerter.errorContext.item == nil)
        #expect(alerter.progress == nil)
    }

    @Test func cancellingTheBatchsTaskTakesItsProgressAwayBeforeTheRunningItemEnds() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Sightings()
        defer { seen.itemMayEnd = true }
        let batch = Task { @MainActor in
            await alerter.tryEachWithErrorAlert(["a", "b"], progress: "Copying files") { _ in
                // An item that finishes what it started, cancelled or not.
                while !seen.itemMayEnd { await Task.yield() }
            }
        }
        try await waitUntil { alerter.progress != nil }
        batch.cancel()
        try await waitUntil { alerter.progress == nil }
        seen.itemMayEnd = true
        let outcome = await ended(batch)
        #expect(outcome.wasCancelled)
        #expect(outcome.notRun == ["b"])
        #expect(alerter.errorContext.item == nil)
    }

    @Test func aHeldReportComesBackAtOnceIfItShowedAndElseWaitsOutItsDelay() async throws {
        let context = PresentationContext<ProgressMessage>()
        let shownBefore = ProgressReport("Copying", context: context)
        shownBefore.start(after: .zero) {}
        #expect(context.item?.title == "Copying")
        shownBefore.hold()
        #expect(context.item == nil)
        shownBefore.update(0.5, detail: "1 of 2")
        for _ in 0..<100 { await Task.yield() }
        #expect(context.item == nil, "an update while held shows nothing")
        shownBefore.release()
        #expect(context.item?.detail == "1 of 2", "back at once, with the last values")
        shownBefore.finish()
        #expect(context.item == nil)

        let notYetShown = ProgressReport("Copying", context: context)
        notYetShown.start(after: .seconds(3600)) {}
        notYetShown.hold()
        notYetShown.release()
        for _ in 0..<100 { await Task.yield() }
        #expect(context.item == nil, "the rest of the delay still runs")
        notYetShown.finish()
    }
}
