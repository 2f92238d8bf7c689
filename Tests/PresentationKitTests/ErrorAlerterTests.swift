import Foundation
import Observation
import PresentationKit
import Testing

/// Another localized error type, to check that equal text of a different type never merges.
private struct OtherLabelledError: LocalizedError {
    let text: String
    var errorDescription: String? { text }
}

/// A localized error with a body, to check the merged alert keeps it.
private struct SyncError: LocalizedError {
    var errorDescription: String? { "Sync failed" }
    var failureReason: String? { "The server did not answer." }
}

@MainActor
private func labels(of errors: [any Error]) -> [String] {
    errors.map { AlertMessage(error: $0).title }
}

@Suite("ErrorAlerter")
@MainActor
struct ErrorAlerterTests {

    // MARK: alert(error:)

    @Test func alertPresentsTheError() throws {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "Disk full"))
        let shown = try #require(alerter.errorContext.item as? LabelledError)
        #expect(shown.text == "Disk full")
        #expect(alerter.errorContext.queue.isEmpty)
    }

    @Test func cancellationErrorIsNeverAlerted() {
        let alerter = TestAlerter()
        alerter.alert(error: CancellationError())
        #expect(alerter.errorContext.item == nil)
        #expect(alerter.errorContext.queue.isEmpty)
    }

    @Test func cancelledURLErrorIsNeverAlerted() {
        let alerter = TestAlerter()
        alerter.alert(error: URLError(.cancelled))
        #expect(alerter.errorContext.item == nil)
        #expect(alerter.errorContext.queue.isEmpty)
    }

    @Test func otherURLErrorsAreAlerted() throws {
        let alerter = TestAlerter()
        alerter.alert(error: URLError(.timedOut))
        let shown = try #require(alerter.errorContext.item as? URLError)
        #expect(shown.code == .timedOut)
    }

    @Test func cancellationsArrivingWhileAnAlertIsShownAreNotQueued() {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "real"))
        alerter.alert(error: CancellationError())
        alerter.alert(error: URLError(.cancelled))
        #expect(alerter.errorContext.queue.isEmpty)
        #expect(labels(of: alerter.drain()) == ["real"])
    }

    @Test func errorsArrivingWhileOneIsShownAreQueuedAndNoneIsLost() {
        let alerter = TestAlerter()
        for text in ["first", "second", "third", "fourth"] {
            alerter.alert(error: LabelledError(text: text))
        }
        #expect(alerter.errorContext.queue.count == 3)
        #expect(labels(of: alerter.drain()) == ["first", "second", "third", "fourth"])
    }

    // MARK: Merging repeats

    @Test func consecutiveIdenticalErrorsMergeIntoOneRepeatedError() throws {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        for _ in 0..<3 {
            alerter.alert(error: LabelledError(text: "Network down"))
        }
        #expect(alerter.errorContext.queue.count == 1)
        let repeated = try #require(alerter.errorContext.queue.first as? RepeatedError)
        #expect(repeated.count == 3)
        #expect((repeated.error as? LabelledError)?.text == "Network down")
    }

    @Test func threeIdenticalErrorsShowOneAlertThatSaysThreeTimes() throws {
        // The repeats merge into the alert on screen, and the count is every arrival.
        let alerter = TestAlerter()
        for _ in 0..<3 {
            alerter.alert(error: LabelledError(text: "Network down"))
        }
        #expect(alerter.errorContext.queue.isEmpty)
        let shown = try #require(alerter.errorContext.item)
        #expect((shown as? RepeatedError)?.count == 3)
        #expect(AlertMessage(error: shown).message == "This happened 3 times.")
    }

    @Test func aRepeatOfTheShownErrorKeepsItsPresentation() {
        // The presenter updates the dialog on screen instead of building a new one.
        let alerter = TestAlerter()
        let source = AlertSource.context(alerter.errorContext) { AlertMessage(error: $0) }
        alerter.alert(error: LabelledError(text: "Network down"))
        let first = source.presentation()
        alerter.alert(error: LabelledError(text: "Network down"))
        #expect(first != nil)
        #expect(source.presentation() == first)
        #expect(source.current()?.message == "This happened 2 times.")
    }

    @Test func anotherErrorAfterTheShownOneQueuesUnmerged() {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "Network down"))
        alerter.alert(error: LabelledError(text: "Disk full"))
        alerter.alert(error: LabelledError(text: "Network down"))
        #expect(!(alerter.errorContext.item is RepeatedError))
        #expect(labels(of: alerter.drain()) == ["Network down", "Disk full", "Network down"])
    }

    @Test func repeatedErrorAlertSaysHowManyTimesItHappened() throws {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        for _ in 0..<3 {
            alerter.alert(error: LabelledError(text: "Network down"))
        }
        let repeated = try #require(alerter.errorContext.queue.first)
        let message = AlertMessage(error: repeated)
        #expect(message.title == "Network down")
        #expect(message.message == "This happened 3 times.")
        #expect(message.actions.map(\.label) == ["OK"])
    }

    @Test func repeatedErrorAlertKeepsTheOriginalMessageAboveTheCount() throws {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        alerter.alert(error: SyncError())
        alerter.alert(error: SyncError())
        let message = AlertMessage(error: try #require(alerter.errorContext.queue.first))
        #expect(message.title == "Sync failed")
        #expect(message.message == "The server did not answer.\n\nThis happened 2 times.")
    }

    @Test func identicalAlertableErrorsMergeAndKeepTheirOwnAlert() throws {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        for _ in 0..<4 {
            alerter.alert(error: DataError.networkUnavailable)
        }
        #expect(alerter.errorContext.queue.count == 1)
        let message = AlertMessage(error: try #require(alerter.errorContext.queue.first))
        #expect(message.title == "A networkUnavailable error occurred")
        #expect(message.message == "Please try again later.\n\nThis happened 4 times.")
    }

    @Test func mergingNeverLosesAnOccurrence() {
        let alerter = TestAlerter()
        let sequence = ["a", "a", "a", "b", "a", "a", "c", "c", "c", "c", "a"]
        for text in sequence {
            alerter.alert(error: LabelledError(text: text))
        }
        var occurrences: [String: Int] = [:]
        for error in alerter.drain() {
            if let repeated = error as? RepeatedError {
                let text = (repeated.error as? LabelledError)?.text ?? "?"
                occurrences[text, default: 0] += repeated.count
            } else {
                occurrences[(error as? LabelledError)?.text ?? "?", default: 0] += 1
            }
        }
        #expect(occurrences == ["a": 6, "b": 1, "c": 4])
    }

    @Test func mergedAlertsKeepTheOrderOfFirstArrival() {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        for text in ["a", "a", "b", "b", "b", "a"] {
            alerter.alert(error: LabelledError(text: text))
        }
        let queued = alerter.errorContext.queue
        #expect(labels(of: queued) == ["a", "b", "a"])
        #expect(queued.map { ($0 as? RepeatedError)?.count ?? 1 } == [2, 3, 1])
    }

    @Test func differentErrorsOfTheSameTypeDoNotMerge() {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        alerter.alert(error: LabelledError(text: "one"))
        alerter.alert(error: LabelledError(text: "two"))
        alerter.alert(error: LabelledError(text: "one"))
        #expect(alerter.errorContext.queue.count == 3)
        #expect(!alerter.errorContext.queue.contains { $0 is RepeatedError })
    }

    @Test func errorsOfDifferentTypesWithTheSameTextDoNotMerge() {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        alerter.alert(error: LabelledError(text: "same words"))
        alerter.alert(error: OtherLabelledError(text: "same words"))
        #expect(alerter.errorContext.queue.count == 2)
        #expect(alerter.errorContext.queue.first is LabelledError)
        #expect(alerter.errorContext.queue.last is OtherLabelledError)
    }

    @Test func urlErrorsWithDifferentCodesDoNotMerge() {
        let alerter = TestAlerter()
        alerter.alert(error: LabelledError(text: "shown"))
        alerter.alert(error: URLError(.timedOut))
        alerter.alert(error: URLError(.cannotFindHost))
        #expect(alerter.errorContext.queue.count == 2)
        #expect(!alerter.errorContext.queue.contains { $0 is RepeatedError })
    }

    // MARK: tryWithErrorAlert (async)

    @Test func tryWithErrorAlertReturnsItsTaskAndAlertsTheThrownError() async throws {
        let alerter = TestAlerter()
        let task = alerter.tryWithErrorAlert {
            throw LabelledError(text: "Fetch failed")
        }
        await task.value
        let shown = try #require(alerter.errorContext.item as? LabelledError)
        #expect(shown.text == "Fetch failed")
    }

    @Test func tryWithErrorAlertOfASucceedingOperationRunsItAndAlertsNothing() async {
        let alerter = TestAlerter()
        let log = Log<String>()
        await alerter.tryWithErrorAlert {
            await Task.yield()
            log.append("ran")
        }.value
        #expect(log.values == ["ran"])
        #expect(alerter.errorContext.item == nil)
    }

    @Test func tryWithErrorAlertOfAnOperationThrowingCancellationErrorAlertsNothing() async {
        let alerter = TestAlerter()
        await alerter.tryWithErrorAlert { throw CancellationError() }.value
        await alerter.tryWithErrorAlert { throw URLError(.cancelled) }.value
        #expect(alerter.errorContext.item == nil)
        #expect(alerter.errorContext.queue.isEmpty)
    }

    @Test func cancellingTheReturnedTaskBeforeItRunsMeansNoAlert() async {
        let alerter = TestAlerter()
        let task = alerter.tryWithErrorAlert {
            try Task.checkCancellation()
            throw LabelledError(text: "must not be shown")
        }
        task.cancel()
        await task.value
        #expect(alerter.errorContext.item == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingTheReturnedTaskWhileItWaitsMeansNoAlert() async {
        let alerter = TestAlerter()
        let log = Log<String>()
        let task = alerter.tryWithErrorAlert {
            log.append("started")
            try await Task.sleep(for: .seconds(30))
            throw LabelledError(text: "must not be shown")
        }
        while log.values.isEmpty {
            await Task.yield()
        }
        task.cancel()
        await task.value
        #expect(log.values == ["started"])
        #expect(alerter.errorContext.item == nil)
    }

    @Test func severalFailingOperationsAreAllAlerted() async {
        let alerter = TestAlerter()
        let tasks = (0..<5).map { index in
            alerter.tryWithErrorAlert { throw LabelledError(text: "failure \(index)") }
        }
        for task in tasks { await task.value }
        #expect(Set(labels(of: alerter.drain())) == Set((0..<5).map { "failure \($0)" }))
    }

    // MARK: tryWithErrorAlert (completion block)

    @Test func completionVariantAlertsTheFailureBeforeCallingCompletion() throws {
        let alerter = TestAlerter()
        let log = Log<String>()
        withObservationTracking {
            _ = alerter.errorContext.item
        } onChange: {
            log.append("alerted")
        }
        alerter.tryWithErrorAlert({ (done: @escaping (Result<Void, LabelledError>) -> Void) in
            log.append("operation")
            done(.failure(LabelledError(text: "Upload failed")))
        }, completion: { result in
            if case .failure(let error) = result {
                log.append("completion(\(error.text))")
            }
            log.append(alerter.errorContext.item == nil ? "nothing shown" : "alert shown")
        })
        #expect(log.values == ["operation", "alerted", "completion(Upload failed)", "alert shown"])
        let shown = try #require(alerter.errorContext.item as? LabelledError)
        #expect(shown.text == "Upload failed")
    }

    @Test func completionVariantAlertsALaterFailureBeforeCallingCompletion() {
        let alerter = TestAlerter()
        let log = Log<String>()
        var pending: ((Result<Void, LabelledError>) -> Void)?
        alerter.tryWithErrorAlert({ done in
            pending = done
        }, completion: { _ in
            log.append(alerter.errorContext.item == nil ? "completion, nothing shown" : "completion, alert shown")
        })
        #expect(log.values.isEmpty)
        #expect(alerter.errorContext.item == nil)
        pending?(.failure(LabelledError(text: "late")))
        #expect(log.values == ["completion, alert shown"])
    }

    @Test func completionVariantPassesSuccessThroughWithoutAlerting() {
        let alerter = TestAlerter()
        let log = Log<String>()
        alerter.tryWithErrorAlert({ (done: @escaping (Result<Void, LabelledError>) -> Void) in
            done(.success(()))
        }, completion: { result in
            if case .success = result { log.append("success") }
        })
        #expect(log.values == ["success"])
        #expect(alerter.errorContext.item == nil)
    }

    @Test func completionVariantDoesNotAlertACancellationButStillCompletes() {
        let alerter = TestAlerter()
        let log = Log<String>()
        alerter.tryWithErrorAlert({ (done: @escaping (Result<Void, CancellationError>) -> Void) in
            done(.failure(CancellationError()))
        }, completion: { result in
            if case .failure = result { log.append("failure passed on") }
        })
        #expect(log.values == ["failure passed on"])
        #expect(alerter.errorContext.item == nil)
    }

    // MARK: From other tasks

    @Test func alertsFromDetachedTasksAllArrive() async {
        let alerter = TestAlerter()
        let tasks = (0..<20).map { index in
            Task.detached {
                await alerter.alert(error: LabelledError(text: "detached \(index)"))
            }
        }
        for task in tasks { await task.value }
        let shown = labels(of: alerter.drain())
        #expect(shown.count == 20)
        #expect(Set(shown) == Set((0..<20).map { "detached \($0)" }))
    }

    @Test func cancellationsFromDetachedTasksAreDropped() async {
        let alerter = TestAlerter()
        await Task.detached {
            await alerter.alert(error: CancellationError())
            await alerter.alert(error: LabelledError(text: "kept"))
            await alerter.alert(error: URLError(.cancelled))
        }.value
        #expect(labels(of: alerter.drain()) == ["kept"])
    }

    @Test(.timeLimit(.minutes(1)))
    func burstOfTenThousandErrorsFromDetachedTasksAllArriveInPerTaskOrder() async throws {
        let alerter = TestAlerter()
        let taskCount = 100
        let errorsPerTask = 100

        let senders = (0..<taskCount).map { taskID in
            Task.detached {
                for sequence in 0..<errorsPerTask {
                    await alerter.alert(error: NumberedError(task: taskID, sequence: sequence))
                }
            }
        }
        for sender in senders { await sender.value }

        #expect(alerter.pendingCount == taskCount * errorsPerTask)
        #expect(!alerter.errorContext.queue.contains { $0 is RepeatedError }, "distinct errors must not merge")

        let arrived = alerter.drain()
        #expect(arrived.count == taskCount * errorsPerTask)
        var sequences = [[Int]](repeating: [], count: taskCount)
        for error in arrived {
            let numbered = try #require(error as? NumberedError)
            sequences[numbered.task].append(numbered.sequence)
        }
        for (taskID, sequence) in sequences.enumerated() {
            #expect(sequence == Array(0..<errorsPerTask), "task \(taskID) arrived out of order or incomplete")
        }
        #expect(alerter.errorContext.item == nil)
    }
}
