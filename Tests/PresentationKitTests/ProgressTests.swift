import Foundation
import Observation
import PresentationKit
@testable import PresentationKitCore
import Testing

/// What an operation saw, counted where it runs.
@MainActor
private final class Seen {
    var attempts = 0
    var report: ProgressReport?
    var sawCancellation = false
    var shownDetails: [String?] = []
}

@Suite("tryWithErrorAlert(progress:)", .timeLimit(.minutes(1)))
@MainActor
struct ProgressTests {

    @Test func aFractionIsClampedToZeroThroughOneAndNaNPulses() {
        #expect(ProgressMessage("a", fraction: 1.5).fraction == 1)
        #expect(ProgressMessage("a", fraction: -0.25).fraction == 0)
        #expect(ProgressMessage("a", fraction: 0.4).fraction == 0.4)
        #expect(ProgressMessage("a", fraction: .nan).fraction == nil, "NaN pulses")
        #expect(ProgressMessage("a").fraction == nil, "no fraction pulses")
        var message = ProgressMessage("a")
        message.fraction = .infinity
        #expect(message.fraction == 1)
        message.fraction = -.infinity
        #expect(message.fraction == 0)
    }

    @Test func aMessageKeepsItsTextsAsGivenAndIsCancellableByDefault() {
        let message = ProgressMessage("Copying <b>“a & b”</b>", detail: "1 of 3 <i>files</i>")
        #expect(message.title == "Copying <b>“a & b”</b>")
        #expect(message.detail == "1 of 3 <i>files</i>")
        #expect(message.isCancellable)
    }

    @Test func anAlerterShowsNoProgressByDefaultAfterTwoSeconds() async throws {
        let alerter = TestAlerter()
        #expect(alerter.progressContext == nil)
        #expect(alerter.progressDelay == .seconds(2))
        // Without a context the work runs, its report shows nothing, and its failure is alerted.
        await alerter.tryWithErrorAlert(progress: "Syncing") { progress in
            progress.update(0.5, detail: "half")
            throw LabelledError(text: "Sync failed")
        }.value
        #expect((alerter.errorContext.item as? LabelledError)?.text == "Sync failed")
    }

    @Test func workShorterThanTheDelayShowsNoProgress() async throws {
        let alerter = ProgressAlerter(delay: .seconds(3600))
        var everShown = false
        await alerter.tryWithErrorAlert(progress: "Syncing") { progress in
            for step in 1...100 {
                progress.update(Double(step) / 100)
                await Task.yield()
                everShown = everShown || alerter.progress != nil
            }
        }.value
        #expect(!everShown)
        #expect(alerter.progress == nil)
        #expect(alerter.errorContext.item == nil)
    }

    @Test func workThatOutlastsTheDelayShowsItsProgressUntilItEnds() async throws {
        let alerter = ProgressAlerter(delay: .milliseconds(20))
        var shown: ProgressMessage?
        await alerter.tryWithErrorAlert(progress: "Downloading “debian.iso”") { progress in
            progress.update(0.25, detail: "160 of 640 MB")
            try await waitUntil { alerter.progress != nil }
            shown = alerter.progress
        }.value
        #expect(shown?.title == "Downloading “debian.iso”")
        #expect(shown?.fraction == 0.25, "the values given before it showed")
        #expect(shown?.detail == "160 of 640 MB")
        #expect(shown?.isCancellable == true)
        #expect(alerter.progress == nil, "the dialog closes when the work ends")
        #expect(alerter.errorContext.item == nil)
    }

    @Test func manyUpdatesInOneTurnChangeTheShownMessageOnceWithTheLastValues() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Seen()
        await alerter.tryWithErrorAlert(progress: "Hashing") { progress in
            seen.report = progress
            #expect(alerter.progress != nil, "no delay: shown at once")
            let before = progress.publications
            for step in 0..<10_000 {
                progress.update(Double(step) / 10_000, detail: "\(step) of 10000")
            }
            try await waitUntil { alerter.progress?.detail == "9999 of 10000" }
            #expect(progress.publications == before + 1)
            #expect(alerter.progress?.fraction == 0.9999)
            progress.update(nil, detail: nil)
            try await waitUntil { alerter.progress?.detail == nil }
            #expect(alerter.progress?.fraction == nil, "nil pulses")
            #expect(progress.publications == before + 2)
        }.value
        #expect(seen.report != nil)
    }

    @Test func cancelCancelsTheTaskAndAlertsNothing() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Seen()
        let task = alerter.tryWithErrorAlert(progress: "Copying", retry: true) { _ in
            while !Task.isCancelled { await Task.yield() }
            seen.sawCancellation = true
            // Whatever it throws after a cancellation, nothing is alerted.
            throw LabelledError(text: "Copy interrupted")
        }
        try await waitUntil { alerter.progress != nil }
        // As the presenter does on Cancel or Escape: the dialog goes, then its cancel runs.
        let shown = try #require(alerter.progress)
        alerter.progressContext?.dismiss()
        shown.onCancel?()
        await task.value
        #expect(task.isCancelled)
        #expect(seen.sawCancellation)
        #expect(alerter.errorContext.item == nil)
        #expect(alerter.progress == nil)
    }

    /// What the presenter reads once the message has gone (the notification of long work
    /// that finished): the run a message carries says finished, failed, cancelled apart.
    @Test func theRunSaysWhetherTheWorkFinishedFailedOrWasCancelled() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        var runs: [ProgressRun] = []
        await alerter.tryWithErrorAlert(progress: "Finishing") { _ in
            try await waitUntil { alerter.progress != nil }
            runs.append(try #require(alerter.progress?.run))
            #expect(runs.last?.ending == nil, "running")
        }.value
        await alerter.tryWithErrorAlert(progress: "Failing") { _ in
            try await waitUntil { alerter.progress != nil }
            runs.append(try #require(alerter.progress?.run))
            throw LabelledError(text: "Failed")
        }.value
        let cancelled = alerter.tryWithErrorAlert(progress: "Cancelled") { _ in
            while !Task.isCancelled { await Task.yield() }
            throw CancellationError()
        }
        try await waitUntil { alerter.progress?.title == "Cancelled" }
        let shown = try #require(alerter.progress)
        runs.append(try #require(shown.run))
        // As the presenter does on Cancel or Escape: the dialog goes, then its cancel runs.
        alerter.progressContext?.dismiss()
        shown.onCancel?()
        await cancelled.value
        #expect(runs.map(\.ending) == [.finished, .stopped, .stopped])
        #expect(runs.allSatisfy { $0.started <= .now })
    }

    @Test func aFailureTakesTheProgressAwayBeforeItsAlertShows() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let progressWhenAlerted = Seen()
        withObservationTracking { _ = alerter.errorContext.item } onChange: {
            // Called as the alert arrives, before it is set.
            MainActor.assumeIsolated {
                progressWhenAlerted.report = alerter.progress == nil ? nil : ProgressReport("still up", context: nil)
                progressWhenAlerted.attempts += 1
            }
        }
        await alerter.tryWithErrorAlert(progress: "Uploading") { _ in
            try await waitUntil { alerter.progress != nil }
            throw LabelledError(text: "Upload failed")
        }.value
        #expect(progressWhenAlerted.attempts == 1)
        #expect(progressWhenAlerted.report == nil, "the progress was still shown when the alert came")
        #expect((alerter.errorContext.item as? LabelledError)?.text == "Upload failed")
        #expect(alerter.progress == nil)
    }

    @Test func tryAgainRunsTheWorkAgainWithItsProgress() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let seen = Seen()
        await alerter.tryWithErrorAlert(progress: "Syncing", retry: true) { progress in
            seen.attempts += 1
            progress.update(0.5, detail: "attempt \(seen.attempts)")
            try await waitUntil { alerter.progress?.detail == "attempt \(seen.attempts)" }
            // What this attempt's progress showed, seen here: the test's own look could come
            // after the attempt ended.
            seen.shownDetails.append(alerter.progress?.detail)
            if seen.attempts == 1 { throw LabelledError(text: "Sync failed") }
        }.value
        #expect(alerter.progress == nil)
        try choose("Try Again", on: alerter.errorContext)
        try await waitUntil { seen.shownDetails.count == 2 && alerter.progress == nil }
        #expect(seen.shownDetails == ["attempt 1", "attempt 2"])
        #expect(seen.attempts == 2)
        #expect(alerter.errorContext.item == nil, "the second attempt succeeded")
    }

    @Test func aCancelledCallerTaskTakesTheProgressAwayAndAlertsNothing() async throws {
        let alerter = ProgressAlerter(delay: .zero)
        let task = alerter.tryWithErrorAlert(progress: "Copying") { _ in
            while !Task.isCancelled { await Task.yield() }
            throw CancellationError()
        }
        try await waitUntil { alerter.progress != nil }
        task.cancel()
        await task.value
        #expect(alerter.progress == nil)
        #expect(alerter.errorContext.item == nil)
    }
}
