import Observation

public extension ErrorAlerter {

    /// Run a throwing async operation on each item, and alert each failure with the
    /// batch's own buttons (``BatchFailure``): **Try Again** runs the item again, **Skip**
    /// goes on, **Skip All** goes on and skips every later failure of the batch without
    /// asking, **Cancel** (Escape) stops the batch. What succeeded stays done.
    ///
    /// `concurrently:` items run at once (1, the default: one after another, in order);
    /// with more, one alert is shown at a time and the other failures wait in order behind
    /// it. `name:` gives the text that names an item in its alert. After a batch with
    /// skips, the ``errorToastContext``, when there is one, gets one toast, "3 of 40 items
    /// skipped" (``SkippedItems``), whose Details… lists them.
    ///
    /// Cancelling the task that awaits the batch ends it as cancelled: the running
    /// operations are cancelled, no alert of the batch is left behind, and the items not
    /// started are ``BatchOutcome/notRun``. An item's attempt that fails after running for
    /// ``unsolicitedErrorThreshold`` or longer gets an ``AlertMessage/unsolicited()`` alert. An alert of the batch that goes without an
    /// answer (dismissed from code, its window destroyed) counts as Cancel. An operation
    /// that throws `CancellationError` by itself is given up on (``BatchOutcome/failed``)
    /// without an alert, as ``alert(error:)`` does not alert a cancellation.
    ///
    /// ```swift
    /// let outcome = await tryEachWithErrorAlert(files, name: \.lastPathComponent) { file in
    ///     try await copy(file)
    /// }
    /// print(outcome.succeeded.count, outcome.skipped.count, outcome.wasCancelled)
    /// ```
    ///
    /// When the alerter has a ``progressContext``, a batch that runs past ``progressDelay``
    /// shows its progress there, titled "Working…": a bar at the fraction of items done,
    /// "3 of 40" under it, and Cancel. Give it a title of its own with
    /// ``tryEachWithErrorAlert(_:progress:concurrently:name:_:)``.
    func tryEachWithErrorAlert<Item>(
        _ items: [Item],
        concurrently: Int = 1,
        name: @escaping (Item) -> String = { String(describing: $0) },
        _ operation: @escaping @MainActor (Item) async throws -> Void
    ) async -> BatchOutcome<Item> {
        // TRANSLATORS: the title of a batch's progress (a bar and "3 of 40") when the app gave it none.
        await tryEachWithErrorAlert(items, progress: localized("Working…"), concurrently: concurrently, name: name,
                                    operation)
    }

    /// ``tryEachWithErrorAlert(_:concurrently:name:_:)``, showing the batch's progress in
    /// the ``progressContext`` once it has run for ``progressDelay`` (2 s): `title`, a bar
    /// at the fraction of items done, "3 of 40" under it, and Cancel.
    ///
    /// An item's alert takes the progress's place while it asks (the two never show
    /// together), and the progress comes back for the items left once it is answered; the
    /// time the alert waits does not count towards the delay. Cancel (or Escape) in the
    /// progress ends the batch as Cancel on an item's alert does: the running operations
    /// are cancelled (they see `Task.isCancelled` or `CancellationError`), no item starts,
    /// nothing is alerted afterwards, and ``BatchOutcome/wasCancelled`` is `true`. When the
    /// batch ends, its progress goes. Without a ``progressContext`` nothing shows.
    ///
    /// ```swift
    /// let outcome = await tryEachWithErrorAlert(files, progress: "Copying files",
    ///                                           name: \.lastPathComponent) { file in
    ///     try await copy(file)
    /// }
    /// ```
    func tryEachWithErrorAlert<Item>(
        _ items: [Item],
        progress title: String,
        concurrently: Int = 1,
        name: @escaping (Item) -> String = { String(describing: $0) },
        _ operation: @escaping @MainActor (Item) async throws -> Void
    ) async -> BatchOutcome<Item> {
        let progress = ProgressReport(title, context: progressContext)
        return await runBatch(items, progress: (progress, progressDelay), concurrently: concurrently, name: name,
                              operation)
    }
}

private extension ErrorAlerter {

    /// The batch: `progress` shows once its delay has passed.
    func runBatch<Item>(
        _ items: [Item],
        progress: (report: ProgressReport, delay: Duration),
        concurrently: Int,
        name: (Item) -> String,
        _ operation: @escaping @MainActor (Item) async throws -> Void
    ) async -> BatchOutcome<Item> {
        let batch = Batch(items, names: items.map(name), context: errorContext, operation: operation)
        batch.unsolicitedAfter = unsolicitedErrorThreshold
        batch.progress = progress.report
        batch.reportDone()
        progress.report.start(after: progress.delay) { [weak batch] in batch?.cancel() }
        await withTaskCancellationHandler {
            await batch.run(concurrently: concurrently)
        } onCancel: {
            Task { @MainActor in batch.cancel() }
        }
        // The task may have been cancelled after the last worker ended, before the hop ran.
        if Task.isCancelled { batch.cancel() }
        batch.progress?.finish(failed: batch.outcome.wasCancelled)
        let outcome = batch.outcome
        if let toasts = errorToastContext, !outcome.skipped.isEmpty {
            toasts.present(batch.skippedItems(listingIn: errorContext))
        }
        return outcome
    }
}

/// One run of ``ErrorAlerter/tryEachWithErrorAlert(_:concurrently:name:_:)``: its items'
/// states, the questions it has open, and whether Skip All or Cancel was chosen.
@MainActor
private final class Batch<Item> {

    private enum State {
        case waiting, succeeded, skipped(any Error), failed
    }

    private let items: [Item]
    private let names: [String]
    private let context: PresentationContext<any Error>
    private let operation: @MainActor (Item) async throws -> Void
    private var states: [State]
    private var next = 0
    private var skipsAll = false
    private var cancelled = false
    /// The questions asked and not answered yet, shown or queued in ``context``.
    private var open: [BatchQuestion] = []
    private var workers: [Task<Void, Never>] = []
    /// How long an attempt runs before its failure's alert is unsolicited.
    var unsolicitedAfter: Duration = .seconds(1)
    /// Where the batch's progress shows, for its progress form.
    var progress: ProgressReport?
    /// How many items have ended (succeeded, skipped or given up on).
    private var done = 0

    init(_ items: [Item], names: [String], context: PresentationContext<any Error>,
         operation: @escaping @MainActor (Item) async throws -> Void) {
        self.items = items
        self.names = names
        self.context = context
        self.operation = operation
        states = Array(repeating: .waiting, count: items.count)
    }

    /// Run the items, `width` at a time: each worker a task of its own, which ``cancel()``
    /// cancels.
    func run(concurrently width: Int) async {
        workers = (0..<min(max(1, width), max(1, items.count))).map { _ in
            Task { @MainActor in await self.work() }
        }
        if cancelled { workers.forEach { $0.cancel() } }
        for worker in workers {
            await worker.value
        }
    }

    /// Take the next item not started, until none is left or the batch stops.
    private func work() async {
        while !cancelled, !Task.isCancelled, next < items.count {
            let index = next
            next += 1
            states[index] = await run(index)
            done += 1
            reportDone()
            resumeProgress()
        }
    }

    /// Bring the progress back once nothing of the batch asks; after a Cancel it stays away.
    private func resumeProgress() {
        if open.isEmpty, !cancelled { progress?.release() }
    }

    /// Give the progress the fraction of items done and "3 of 40".
    func reportDone() {
        guard let progress, !items.isEmpty else { return }
        // TRANSLATORS: under a batch's progress bar; %1$@ is how many items are done, %2$@ how many the batch has.
        let detail = localized("%1$@ of %2$@", String(done), String(items.count))
        progress.update(Double(done) / Double(items.count), detail: detail)
    }

    private func run(_ index: Int) async -> State {
        while true {
            let started = ContinuousClock.now
            do {
                try await operation(items[index])
                return .succeeded
            } catch {
                let unsolicited = ContinuousClock.now - started >= unsolicitedAfter
                if Task.isCancelled || cancelled || isCancellation(error) { return .failed }
                if skipsAll { return .skipped(error) }
                switch await ask(about: error, of: index, unsolicited: unsolicited) {
                case .tryAgain:
                    resumeProgress()
                    continue
                case .skip:
                    return .skipped(error)
                case .skipAll:
                    skipsAll = true
                    withdrawOpenQuestions(answering: .skip)
                    return .skipped(error)
                case .cancel:
                    cancel()
                    return .failed
                }
            }
        }
    }

    /// Present the failure of item `index` and wait for the person's choice.
    private func ask(about error: any Error, of index: Int, unsolicited: Bool) async -> BatchFailure.Choice {
        let question = BatchQuestion()
        let retryable = (error as? any AlertableError)?.isRetryable ?? true
        open.append(question)
        // The progress goes before the alert comes: one dialog of the batch at a time.
        progress?.hold()
        context.present(BatchFailure(error: error, itemName: names[index], canRetry: retryable, question: question,
                                     isUnsolicited: unsolicited))
        watch(question)
        let choice = await question.choice()
        open.removeAll { $0 === question }
        return choice
    }

    /// Answer `question` with Cancel once its alert is neither shown nor queued while it
    /// has no answer: dismissed from code, or its presenter gone with its window. A
    /// presenter dismisses before it runs the chosen action, so this looks from a later
    /// turn of the main actor, once that action has answered.
    private func watch(_ question: BatchQuestion) {
        guard !question.isAnswered else { return }
        guard context.item.map({ asks($0, question) }) == true || context.queue.contains(where: { asks($0, question) })
        else { return question.answer(.cancel) }
        withObservationTracking {
            _ = context.item
            _ = context.queue
        } onChange: { [weak self, weak question] in
            Task { @MainActor in
                guard let self, let question else { return }
                self.watch(question)
            }
        }
    }

    private func asks(_ item: any Error, _ question: BatchQuestion) -> Bool {
        (item as? BatchFailure)?.question === question
    }

    /// Take every open question's alert away and answer it with `choice`.
    private func withdrawOpenQuestions(answering choice: BatchFailure.Choice) {
        let questions = open
        open.removeAll()
        for question in questions {
            context.withdraw { asks($0, question) }
            question.answer(choice)
        }
    }

    /// Cancel on an alert, or the batch's task cancelled: start no more items, withdraw
    /// the alerts asked, and cancel the operations still running (what succeeded stays
    /// done).
    func cancel() {
        cancelled = true
        progress?.finish(failed: true)
        withdrawOpenQuestions(answering: .cancel)
        workers.forEach { $0.cancel() }
    }

    var outcome: BatchOutcome<Item> {
        var outcome = BatchOutcome<Item>(wasCancelled: cancelled)
        for (item, state) in zip(items, states) {
            switch state {
            case .succeeded: outcome.succeeded.append(item)
            case .skipped: outcome.skipped.append(item)
            case .failed: outcome.failed.append(item)
            case .waiting: outcome.notRun.append(item)
            }
        }
        return outcome
    }

    /// The toast saying what was skipped; its Details… lists it in `alerts`.
    func skippedItems(listingIn alerts: PresentationContext<any Error>) -> SkippedItems {
        let entries = zip(names, states).compactMap { name, state -> SkippedItems.Entry? in
            guard case .skipped(let error) = state else { return nil }
            return SkippedItems.Entry(name: name, error: error)
        }
        let total = items.count
        return SkippedItems(entries: entries, total: total, showDetails: { [weak alerts] in
            alerts?.present(SkippedItems(entries: entries, total: total, showDetails: nil))
        })
    }
}
