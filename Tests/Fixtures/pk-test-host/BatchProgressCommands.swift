// Commands for the end-to-end tests of a batch's progress (issue 41, "Batches"):
//
//   batch-start N MS    run tryEachWithErrorAlert(1…N, progress: "Copying files") with a
//                       progressDelay of MS milliseconds, its progress shown by
//                       window.progress(for:) and its item alerts by the host's error
//                       alerts; prints "batch item K started" as each attempt of item K starts
//   batch-next [N]      the running item, and the next N - 1 as they start, succeed; each
//                       prints "batch item K done"
//   batch-fail          the running item throws “Copy failed”; prints "batch item K failed"
//   batch-stop          cancel the task awaiting the batch (as an app's own Stop would)
// When an item's task is cancelled it prints "batch item K cancelled" and throws
// “Interrupted”, which must not be alerted. When the batch ends it prints "batch ended
// succeeded=S skipped=K failed=F notRun=R cancelled=C".
import CGtk
import Foundation
import PresentationKit
import PresentationKitGtk

/// What the running item does next, as the commands say.
private enum ItemStep {
    case succeed
    case fail
}

/// The host's batch, its progress shown over the host window.
@MainActor
private final class BatchWork: HostProgressAlerter {
    /// The item waiting for a command, if one is.
    var steps: AsyncStream<ItemStep>.Continuation?
    /// How many items still to start succeed at once (batch-next N).
    var successesAhead = 0
    /// The task awaiting the batch, for batch-stop.
    var task: Task<Void, Never>?

    func start(count: Int) {
        task = Task { @MainActor [self] in
            let outcome = await tryEachWithErrorAlert(Array(1...max(1, count)), progress: "Copying files",
                                                      name: { "file \($0)" }) { [self] item in
                try await run(item)
            }
            host.emit("batch ended succeeded=\(outcome.succeeded.count) skipped=\(outcome.skipped.count) "
                      + "failed=\(outcome.failed.count) notRun=\(outcome.notRun.count) cancelled=\(outcome.wasCancelled)")
        }
    }

    private func run(_ item: Int) async throws {
        host.emit("batch item \(item) started")
        if successesAhead > 0 {
            successesAhead -= 1
            host.emit("batch item \(item) done")
            return
        }
        let (stream, continuation) = AsyncStream<ItemStep>.makeStream()
        steps = continuation
        for await step in stream {
            switch step {
            case .succeed:
                host.emit("batch item \(item) done")
                return
            case .fail:
                host.emit("batch item \(item) failed")
                throw WorkError(errorDescription: "Copy failed")
            }
        }
        // The stream ends when the item's task is cancelled: whatever is thrown now is not alerted.
        steps = nil
        host.emit("batch item \(item) cancelled")
        throw WorkError(errorDescription: "Interrupted")
    }

    /// The running item succeeds, and `count - 1` more after it.
    func succeed(_ count: Int) {
        guard let steps else {
            successesAhead += count
            return
        }
        successesAhead += count - 1
        self.steps = nil
        steps.yield(.succeed)
    }

    /// The running item fails.
    func fail() {
        steps?.yield(.fail)
        steps = nil
    }
}

@MainActor private var batchWork: BatchWork?

extension Host {

    /// Run a batch command; `false` when `command` is not one.
    func handleBatchProgress(_ command: String, _ argument: String) -> Bool {
        let words = argument.split(separator: " ").compactMap { Int($0) }
        switch command {
        case "batch-start":
            guard let window else { return true }
            let current = batchWork ?? BatchWork(host: self, window: window)
            batchWork = current
            current.progressDelay = .milliseconds(words.dropFirst().first ?? 2000)
            current.start(count: words.first ?? 1)
        case "batch-next": batchWork?.succeed(max(1, words.first ?? 1))
        case "batch-fail": batchWork?.fail()
        case "batch-stop": batchWork?.task?.cancel()
        default: return false
        }
        return true
    }
}
