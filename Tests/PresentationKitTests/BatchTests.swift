import Foundation
import PresentationKit
import SeededRandom
import Testing

/// What a batch's operation did, item by item, on the main actor.
@MainActor
private final class Runs {
    var started: [String] = []
    /// How many more times each item fails before it succeeds (`Int.max`: always).
    var failures: [String: Int] = [:]

    func operation(_ item: String) async throws {
        started.append(item)
        let left = failures[item, default: 0]
        guard left > 0 else { return }
        failures[item] = left == .max ? .max : left - 1
        throw LabelledError(text: "\(item) failed")
    }
}

/// A file that is gone: running again will not help.
private struct GoneError: AlertableError {
    var alertMessage: AlertMessage { AlertMessage(title: "The file is gone", message: "It was moved or deleted.") }
    var isRetryable: Bool { false }
}

/// An alerter with a toast context, for the skipped-items toast.
@MainActor
private final class ToastingBatchAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let errorToastContext: PresentationContext<any Error>? = PresentationContext<any Error>()
}

/// Start a batch over `items` in a task of its own, returning that task.
@MainActor
private func start(
    _ alerter: some ErrorAlerter, _ items: [String], concurrently: Int = 1, runs: Runs
) -> Task<BatchOutcome<String>, Never> {
    Task { @MainActor in
        await alerter.tryEachWithErrorAlert(items, concurrently: concurrently, name: { "\($0).txt" }) { item in
            try await runs.operation(item)
        }
    }
}

/// The batch's outcome. When the suite's time limit cancels the test, the batch is
/// cancelled too, so a batch that waits for ever fails its test instead of hanging it.
@MainActor
private func ended(_ batch: Task<BatchOutcome<String>, Never>) async -> BatchOutcome<String> {
    await withTaskCancellationHandler { await batch.value } onCancel: { batch.cancel() }
}

/// Wait for the alert of the batch's next failure, and return it.
@MainActor
private func nextFailure(on context: PresentationContext<any Error>) async throws -> BatchFailure {
    try await waitUntil { context.item is BatchFailure }
    return try #require(context.item as? BatchFailure)
}

@Suite("tryEachWithErrorAlert: batches", .timeLimit(.minutes(1)))
@MainActor
struct BatchTests {

    @Test func itemsRunOneAfterAnotherInOrderAndAllSucceed() async {
        let alerter = TestAlerter()
        let runs = Runs()
        let outcome = await start(alerter, ["a", "b", "c"], runs: runs).value
        #expect(runs.started == ["a", "b", "c"])
        #expect(outcome.succeeded == ["a", "b", "c"])
        #expect(outcome.skipped.isEmpty && outcome.failed.isEmpty && outcome.notRun.isEmpty)
        #expect(!outcome.wasCancelled)
        #expect(alerter.errorContext.item == nil)
    }

    @Test func aFailureShowsTheErrorNamingTheItemWithCancelSkipAllSkipAndTryAgain() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["b": 1]
        let batch = start(alerter, ["a", "b", "c"], runs: runs)
        let failure = try await nextFailure(on: alerter.errorContext)
        #expect(runs.started == ["a", "b"], "the batch waits on the answer")
        #expect(failure.itemName == "b.txt")
        let message = AlertMessage(error: failure)
        #expect(message.title == "b failed")
        #expect(message.message == "This happened while working on “b.txt”.")
        #expect(message.actions.map(\.label) == ["Cancel", "Skip All", "Skip", "Try Again"])
        #expect(message.actions.map(\.role) == [.cancel, nil, nil, nil])
        #expect(message.actions.map(\.isDefault) == [false, false, false, true])
        #expect(message.actions.map(\.id) == ["cancel", "skip-all", "skip", "try-again"])
        #expect(DialogLayout(message).buttons.first?.role == .cancel, "Escape and the window's close are Cancel")
        try choose("Skip", on: alerter.errorContext)
        _ = await ended(batch)
    }

    @Test func anErrorThatIsNotRetryableOffersNoTryAgainAndSkipIsTheDefault() async throws {
        let alerter = TestAlerter()
        let batch = Task { @MainActor in
            await alerter.tryEachWithErrorAlert(["x"]) { _ in throw GoneError() }
        }
        let failure = try await nextFailure(on: alerter.errorContext)
        let message = AlertMessage(error: failure)
        #expect(message.title == "The file is gone")
        #expect(message.message == "It was moved or deleted.\n\nThis happened while working on “x”.")
        #expect(message.actions.map(\.label) == ["Cancel", "Skip All", "Skip"])
        #expect(message.actions.map(\.isDefault) == [false, false, true])
        try choose("Skip", on: alerter.errorContext)
        #expect(await ended(batch).skipped == ["x"])
    }

    @Test func tryAgainRunsTheItemAgainAndASuccessCounts() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["b": 2]
        let batch = start(alerter, ["a", "b", "c"], runs: runs)
        _ = try await nextFailure(on: alerter.errorContext)
        try choose("Try Again", on: alerter.errorContext)
        _ = try await nextFailure(on: alerter.errorContext)
        try choose("Try Again", on: alerter.errorContext)
        let outcome = await ended(batch)
        #expect(runs.started == ["a", "b", "b", "b", "c"])
        #expect(outcome.succeeded == ["a", "b", "c"])
    }

    @Test func skipMovesOnToTheNextItem() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["a": .max, "c": .max]
        let batch = start(alerter, ["a", "b", "c", "d"], runs: runs)
        #expect(try await nextFailure(on: alerter.errorContext).itemName == "a.txt")
        try choose("Skip", on: alerter.errorContext)
        #expect(try await nextFailure(on: alerter.errorContext).itemName == "c.txt")
        try choose("Skip", on: alerter.errorContext)
        let outcome = await ended(batch)
        #expect(outcome.skipped == ["a", "c"])
        #expect(outcome.succeeded == ["b", "d"])
        #expect(!outcome.wasCancelled)
    }

    @Test func skipAllSkipsEveryLaterFailureWithoutAsking() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["a": .max, "c": .max, "d": .max]
        let batch = start(alerter, ["a", "b", "c", "d", "e"], runs: runs)
        _ = try await nextFailure(on: alerter.errorContext)
        try choose("Skip All", on: alerter.errorContext)
        let outcome = await ended(batch)
        #expect(runs.started == ["a", "b", "c", "d", "e"])
        #expect(outcome.skipped == ["a", "c", "d"])
        #expect(outcome.succeeded == ["b", "e"])
        #expect(alerter.pendingCount == 0, "no alert after Skip All")
    }

    @Test func cancelStopsTheBatchAndListsEveryItemOnce() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["c": .max]
        let batch = start(alerter, ["a", "b", "c", "d", "e"], runs: runs)
        _ = try await nextFailure(on: alerter.errorContext)
        try choose("Cancel", on: alerter.errorContext)
        let outcome = await ended(batch)
        #expect(runs.started == ["a", "b", "c"], "nothing starts after Cancel")
        #expect(outcome.succeeded == ["a", "b"], "what succeeded stays done")
        #expect(outcome.failed == ["c"])
        #expect(outcome.notRun == ["d", "e"])
        #expect(outcome.wasCancelled)
    }

    @Test func withSeveralAtOnceOneAlertIsShownAndTheOthersWaitInOrder() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["a": .max, "b": .max, "c": .max]
        let batch = start(alerter, ["a", "b", "c", "d"], concurrently: 3, runs: runs)
        try await waitUntil { alerter.pendingCount == 3 }
        let waiting = [alerter.errorContext.item] + alerter.errorContext.queue.map(Optional.some)
        #expect(waiting.map { ($0 as? BatchFailure)?.itemName } == ["a.txt", "b.txt", "c.txt"])
        try choose("Skip", on: alerter.errorContext)
        #expect(try await nextFailure(on: alerter.errorContext).itemName == "b.txt")
        try choose("Skip All", on: alerter.errorContext)
        let outcome = await ended(batch)
        #expect(alerter.pendingCount == 0, "Skip All took c's queued alert away")
        #expect(outcome.skipped == ["a", "b", "c"])
        #expect(outcome.succeeded == ["d"])
    }

    @Test func cancellingTheBatchsTaskEndsItAsCancelledWithNoAlertLeft() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["b": .max]
        let batch = start(alerter, ["a", "b", "c"], runs: runs)
        _ = try await nextFailure(on: alerter.errorContext)
        batch.cancel()
        let outcome = await ended(batch)
        #expect(outcome.wasCancelled)
        #expect(outcome.succeeded == ["a"])
        #expect(outcome.failed == ["b"])
        #expect(outcome.notRun == ["c"])
        #expect(alerter.pendingCount == 0, "the batch's alert went with it")
    }

    @Test func anAlertDismissedWithoutAnAnswerCountsAsCancel() async throws {
        let alerter = TestAlerter()
        let runs = Runs()
        runs.failures = ["a": .max]
        let batch = start(alerter, ["a", "b"], runs: runs)
        _ = try await nextFailure(on: alerter.errorContext)
        alerter.errorContext.dismiss()   // from code, or the presenter's window destroyed
        let outcome = await ended(batch)
        #expect(outcome.failed == ["a"])
        #expect(outcome.notRun == ["b"])
        #expect(outcome.wasCancelled)
    }

    @Test func anOperationThatCancelsItselfIsGivenUpWithoutAnAlert() async {
        let alerter = TestAlerter()
        let outcome = await alerter.tryEachWithErrorAlert(["a", "b"]) { item in
            if item == "a" { throw CancellationError() }
        }
        #expect(outcome.failed == ["a"])
        #expect(outcome.succeeded == ["b"])
        #expect(alerter.pendingCount == 0)
    }

    @Test func skipsEndInOneToastWhoseDetailsListsEachItemAndItsError() async throws {
        let alerter = ToastingBatchAlerter()
        let runs = Runs()
        runs.failures = ["b": .max, "d": .max]
        let batch = start(alerter, ["a", "b", "c", "d"], runs: runs)
        _ = try await nextFailure(on: alerter.errorContext)
        try choose("Skip All", on: alerter.errorContext)
        _ = await ended(batch)
        let toasts = try #require(alerter.errorToastContext)
        let summary = try #require(toasts.item as? SkippedItems)
        #expect(toasts.queue.isEmpty, "one toast for the batch")
        #expect(summary.summary == "2 of 4 items skipped")
        let toast = ToastMessage(error: summary)
        #expect(toast.title == "2 of 4 items skipped")
        #expect(toast.action?.label == "Details…")
        toast.action?.perform()
        let listing = try #require(alerter.errorContext.item as? SkippedItems)
        let message = AlertMessage(error: listing)
        #expect(message.title == "2 of 4 items skipped")
        #expect(message.message == "b.txt: b failed\nd.txt: d failed")
        #expect(message.actions.isEmpty, "the standard OK only")
    }

    @Test func withoutSkipsOrWithoutAToastContextNoToastIsShown() async throws {
        let alerter = ToastingBatchAlerter()
        let outcome = await alerter.tryEachWithErrorAlert(["a"]) { _ in }
        #expect(outcome.succeeded == ["a"])
        #expect(alerter.errorToastContext?.item == nil)
    }

    /// Random failures and random answers, at random widths: every item ends in exactly
    /// one list, the lists keep the batch's order, and no alert is left behind.
    @Test(arguments: 0..<40)
    func everyItemEndsInExactlyOneListWhateverTheAnswers(seed: Int) async throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let alerter = TestAlerter()
        let runs = Runs()
        let items = (0..<Int.random(in: 1...12, using: &generator)).map { "i\($0)" }
        for item in items where Bool.random(using: &generator) {
            runs.failures[item] = Int.random(in: 1...3, using: &generator)
        }
        let batch = start(alerter, items, concurrently: Int.random(in: 1...4, using: &generator), runs: runs)
        let answers = ["Try Again", "Skip", "Skip All", "Cancel"]
        var finished = false
        let waiter = Task { @MainActor in _ = await ended(batch); finished = true }
        while !finished {
            try await waitUntil { finished || alerter.errorContext.item is BatchFailure }
            if finished { break }
            // Mostly Try Again and Skip, so that most runs go on for a while.
            let answer = answers[[0, 0, 1, 1, 1, 2, 3][Int.random(in: 0..<7, using: &generator)]]
            try choose(answer, on: alerter.errorContext)
        }
        await waiter.value
        let outcome = await ended(batch)
        let listed = outcome.succeeded + outcome.skipped + outcome.failed + outcome.notRun
        #expect(listed.sorted() == items.sorted(), "seed \(seed): \(outcome)")
        for list in [outcome.succeeded, outcome.skipped, outcome.failed, outcome.notRun] {
            #expect(list == items.filter(list.contains), "seed \(seed): a list out of the batch's order")
        }
        #expect(alerter.pendingCount == 0, "seed \(seed)")
    }
}
