import Foundation

/// A type that alerts errors through its ``errorContext``.
///
/// Conform, give it a context, and attach a presenter to that context (on GTK,
/// `AlertPresenter`); then every failure of ``tryWithErrorAlert(retry:_:)`` is shown.
///
/// ```swift
/// final class ContentWindow: ErrorAlerter {
///     let errorContext = PresentationContext<any Error>()
///
///     func fetchClicked() {
///         tryWithErrorAlert { try await self.fetchData() }
///     }
/// }
/// ```
@MainActor
public protocol ErrorAlerter {

    /// The context the alerted errors are presented in.
    var errorContext: PresentationContext<any Error> { get }

    /// The context errors shown as toasts are presented in; `nil` (the default): every
    /// error is an alert. Attach a toast presenter to it (on GTK, `window.toast(for:)`).
    var errorToastContext: PresentationContext<any Error>? { get }

    /// The app's rule: how `error` asks to be shown. The default is the error's own
    /// ``AlertableError/preferredPresentation``, else `.alert`. An error whose alert
    /// ``AlertMessage/needsDecision`` stays an alert whatever the rule says.
    ///
    /// ```swift
    /// func presentation(for error: any Error) -> ErrorPresentation {
    ///     error is SyncError ? .toast : .alert
    /// }
    /// ```
    func presentation(for error: any Error) -> ErrorPresentation

    /// How long an operation of ``tryWithErrorAlert(retry:_:)``, or an item's attempt in
    /// ``tryEachWithErrorAlert(_:concurrently:name:_:)``, may run before its error counts
    /// as one the person did not just ask for: alerted after that, the alert is
    /// ``AlertMessage/unsolicited()``, so its buttons ignore a
    /// stray key for a moment. The default is 1 s; an error that follows the person's own
    /// click sooner appears ready at once.
    var unsolicitedErrorThreshold: Duration { get }

    /// The context the progress of ``tryWithErrorAlert(progress:retry:_:)`` and
    /// ``tryEachWithErrorAlert(_:progress:concurrently:name:_:)`` is shown in; `nil` (the
    /// default): no progress is shown. Attach a progress presenter to it (on GTK,
    /// `window.progress(for:)`).
    var progressContext: PresentationContext<ProgressMessage>? { get }

    /// How long an operation of ``tryWithErrorAlert(progress:retry:_:)``, or a batch of
    /// ``tryEachWithErrorAlert(_:progress:concurrently:name:_:)``, runs before its progress
    /// shows: shorter work shows nothing. The default is 2 s.
    var progressDelay: Duration { get }
}

public extension ErrorAlerter {

    /// No toasts: every error is an alert.
    var errorToastContext: PresentationContext<any Error>? { nil }

    /// The error's own preference (``AlertableError/preferredPresentation``), else `.alert`.
    func presentation(for error: any Error) -> ErrorPresentation {
        (error as? any AlertableError)?.preferredPresentation ?? .alert
    }

    /// One second.
    var unsolicitedErrorThreshold: Duration { .seconds(1) }

    /// No progress is shown.
    var progressContext: PresentationContext<ProgressMessage>? { nil }

    /// Two seconds.
    var progressDelay: Duration { .seconds(2) }
}

public extension ErrorAlerter {

    /// Alert `error`, or queue it behind the alert shown now; or show it as a toast
    /// when ``presentation(for:)`` asks for one, there is an ``errorToastContext``, and the
    /// error needs no decision.
    ///
    /// A `CancellationError` or a cancelled `URLError` is not alerted: a person who
    /// cancels has not failed. An error identical (same type, same text) to the last
    /// one queued (or shown) is merged into it, and the alert or toast says how many
    /// times it happened. From another task, `await` it: the call hops to the main actor.
    func alert(error: any Error) {
        ErrorRoute(self)(error)
    }

    /// Run a throwing async operation, and alert the error it throws; with `retry:`,
    /// keep the operation, so the alert (or toast) has a **Try Again** action that runs
    /// it again in a new task.
    ///
    /// Returns the task of the first attempt, so the caller can cancel it; a cancelled
    /// operation that throws `CancellationError` is not alerted, and once the task is
    /// cancelled no attempt follows. `retry:` reads `true` (Try Again as often as the
    /// person likes), `false` (the default: no Try Again) or `.upTo(3)` (three attempts
    /// in all, the alert after the third has no Try Again). The alert after a second
    /// failure says "Attempt 2 failed." under the message. An ``AlertableError`` that is
    /// not ``AlertableError/isRetryable`` gets no Try Again. Try Again is not a decision:
    /// an error the app routes to a toast stays a toast, with Try Again as its action.
    /// An attempt only ever starts when the person chooses Try Again, so an operation
    /// that fails at once cannot loop. An attempt that fails after running for
    /// ``unsolicitedErrorThreshold`` (1 s) or longer gets an ``AlertMessage/unsolicited()``
    /// alert: its buttons ignore a stray key for a moment (``ActivationDelay``). The error
    /// itself reaches the context as thrown.
    ///
    /// ```swift
    /// Button("Fetch") { tryWithErrorAlert { try await fetchData() } }
    /// Button("Sync") { tryWithErrorAlert(retry: .upTo(3)) { try await sync() } }
    /// ```
    @discardableResult
    func tryWithErrorAlert(
        retry: RetryPolicy = false,
        _ operation: @escaping @MainActor () async throws -> Void
    ) -> Task<Void, Never> {
        guard retry.allowsAttempt(after: 1) else {
            let route = ErrorRoute(self)
            return Task { @MainActor in
                let started = ContinuousClock.now
                do {
                    try await operation()
                } catch {
                    route(error, ranFor: .now - started)
                }
            }
        }
        return RetryingOperation({ _ in try await operation() }, policy: retry, route: ErrorRoute(self, weakly: true))
            .start()
    }

    /// ``tryWithErrorAlert(retry:_:)``, showing the operation's progress in the
    /// ``progressContext`` once it has run for ``progressDelay`` (2 s): the title, a bar
    /// the operation moves through its ``ProgressReport``, and Cancel.
    ///
    /// When the operation ends, its progress goes. Cancel (or Escape) takes the progress
    /// away at once and cancels the operation's task, which sees `Task.isCancelled` or
    /// `CancellationError`; nothing is alerted afterwards, whatever the operation then
    /// throws. A failure takes the progress away before its alert shows, so the two never
    /// show together; Try Again runs the operation again with its progress. Without a
    /// ``progressContext`` the report shows nothing.
    ///
    /// ```swift
    /// tryWithErrorAlert(progress: "Downloading “debian.iso”", retry: true) { progress in
    ///     for try await chunk in fetch(url) {
    ///         progress.update(chunk.fraction, detail: "\(chunk.doneMB) of \(chunk.totalMB) MB")
    ///     }
    /// }
    /// ```
    @discardableResult
    func tryWithErrorAlert(
        progress title: String,
        retry: RetryPolicy = false,
        _ operation: @escaping @MainActor (ProgressReport) async throws -> Void
    ) -> Task<Void, Never> {
        let plan = ProgressPlan(title: title, context: progressContext, delay: progressDelay)
        let route = ErrorRoute(self, weakly: retry.allowsAttempt(after: 1))
        return RetryingOperation({ report in if let report { try await operation(report) } },
                                 policy: retry, progress: plan, route: route).start()
    }

    /// Run an operation that reports through a completion block, alert its failure,
    /// then pass its result on to `completion`.
    ///
    /// The operation must call its block on the main actor. A failure reported
    /// ``unsolicitedErrorThreshold`` (1 s) or more after the call gets an
    /// ``AlertMessage/unsolicited()`` alert.
    func tryWithErrorAlert<E: Error>(
        _ operation: @escaping (@escaping (Result<Void, E>) -> Void) -> Void,
        completion: @escaping (Result<Void, E>) -> Void
    ) {
        let route = ErrorRoute(self)
        let started = ContinuousClock.now
        operation { result in
            if case .failure(let error) = result {
                route(error, ranFor: .now - started)
            }
            completion(result)
        }
    }
}

/// An alerter's routing: the ``ErrorAlerter/errorToastContext`` when the rule asks for a toast
/// and the error's alert needs no decision, else the ``ErrorAlerter/errorContext``. Taken
/// when an operation starts, so the code that reports the error needs only this.
///
/// A route kept by a Try Again (`weakly`) holds the contexts and a class alerter weakly:
/// its alert sits in one of those contexts, and a strong hold would make a cycle that
/// keeps an unanswered alert, its context and its operation alive for ever.
@MainActor
private struct ErrorRoute {
    let context: @MainActor (any Error) -> PresentationContext<any Error>?
    /// The alerter's ``ErrorAlerter/unsolicitedErrorThreshold``.
    let threshold: Duration
    /// Whether `context` gave the alerter's toast context for an error.
    let isToasts: @MainActor (PresentationContext<any Error>) -> Bool

    init<Alerter: ErrorAlerter>(_ alerter: Alerter, weakly: Bool = false) {
        threshold = alerter.unsolicitedErrorThreshold
        let errors = alerter.errorContext
        let toasts = alerter.errorToastContext
        let rule: (@MainActor (any Error) -> ErrorPresentation)?
        if toasts == nil {
            rule = nil
        } else if weakly, type(of: alerter) is AnyClass {
            let object = alerter as AnyObject
            rule = { [weak object] error in (object as? Alerter)?.presentation(for: error) ?? .alert }
        } else {
            rule = { error in alerter.presentation(for: error) }
        }
        if weakly {
            context = { [weak errors, weak toasts] error in Self.choose(for: error, errors, toasts, rule) }
            isToasts = { [weak toasts] context in context === toasts }
        } else {
            context = { error in Self.choose(for: error, errors, toasts, rule) }
            isToasts = { context in context === toasts }
        }
    }

    private static func choose(
        for error: any Error, _ errors: PresentationContext<any Error>?, _ toasts: PresentationContext<any Error>?,
        _ rule: (@MainActor (any Error) -> ErrorPresentation)?
    ) -> PresentationContext<any Error>? {
        // A failed attempt is routed as the error it carries: Try Again is no decision.
        let thrown = (error as? FailedAttempt)?.error ?? error
        guard let toasts, let rule, rule(thrown) == .toast, !AlertMessage(error: thrown).needsDecision
        else { return errors }
        return toasts
    }

    /// Present `error`; one whose operation ran for `elapsed`, the ``threshold`` or
    /// longer, gets an unsolicited alert (a toast is a toast).
    func callAsFunction(_ error: any Error, ranFor elapsed: Duration? = nil) {
        guard let context = context(error) else { return }
        context.presentAlerting(error, unsolicited: elapsed.map { $0 >= threshold } ?? false && !isToasts(context))
    }
}

/// Where and when an operation's progress shows: each attempt's ``ProgressReport`` is made
/// from it.
@MainActor
private struct ProgressPlan {
    let title: String
    weak var context: PresentationContext<ProgressMessage>?
    let delay: Duration
}

/// One operation of ``ErrorAlerter/tryWithErrorAlert(retry:_:)`` (and of its progress
/// form), kept for its Try Again.
@MainActor
private final class RetryingOperation {
    private let operation: @MainActor (ProgressReport?) async throws -> Void
    private let policy: RetryPolicy
    private let progress: ProgressPlan?
    private let route: ErrorRoute
    /// The first attempt's task, the one the caller holds: once it is cancelled, no
    /// attempt follows.
    private var first: Task<Void, Never>?
    /// This operation, while an attempt runs. The attempt's task holds it only weakly: a
    /// task keeps its closure as long as the task lives, and `first` keeps the task, so a
    /// strong capture would be a cycle (LeakSanitizer found it). After the attempt, only
    /// a Try Again that can still be chosen keeps the operation.
    private var running: RetryingOperation?

    init(
        _ operation: @escaping @MainActor (ProgressReport?) async throws -> Void, policy: RetryPolicy,
        progress: ProgressPlan? = nil, route: ErrorRoute
    ) {
        self.operation = operation
        self.policy = policy
        self.progress = progress
        self.route = route
    }

    /// Run the first attempt; its task is the caller's.
    func start() -> Task<Void, Never> {
        let task = run(attempt: 1)
        first = task
        return task
    }

    private func run(attempt: Int) -> Task<Void, Never> {
        running = self
        let operation = operation
        let progress = progress.map { ProgressReport($0.title, context: $0.context) }
        let task = Task { @MainActor [weak self] in
            let started = ContinuousClock.now
            var failure: (any Error)?
            do {
                try await operation(progress)
            } catch {
                failure = error
            }
            // The progress goes before the error's alert comes: never both on screen.
            progress?.finish(failed: failure != nil)
            // Cancelled by the person: nothing is alerted, whatever the operation threw.
            if let failure, progress?.wasCancelled != true {
                self?.report(failure, of: attempt, ranFor: .now - started)
            }
            self?.running = nil
        }
        // Before the task's body runs: the report can cancel it from the start.
        progress?.start(after: self.progress?.delay ?? .zero) { task.cancel() }
        return task
    }

    /// Alert `error` with a Try Again, unless no attempt may follow.
    private func report(_ error: any Error, of attempt: Int, ranFor elapsed: Duration) {
        let cancelled = Task.isCancelled || first?.isCancelled == true
        let retryable = (error as? any AlertableError)?.isRetryable ?? true
        guard !cancelled, retryable, policy.allowsAttempt(after: attempt) else {
            // The last attempt still says which one it was; a first one is the plain error.
            route(attempt > 1 ? FailedAttempt(error: error, attempt: attempt, retry: nil) : error, ranFor: elapsed)
            return
        }
        route(FailedAttempt(error: error, attempt: attempt) { [self] in
            guard first?.isCancelled != true else { return }
            _ = run(attempt: attempt + 1)
        }, ranFor: elapsed)
    }
}

extension PresentationContext where Item == any Error {

    /// Present an error with ``ErrorAlerter``'s rules: no cancellations, and a repeat of
    /// the newest error (the last queued one, or the one shown when none waits) merged
    /// into it, counted as a person counts: three identical errors, "3 times".
    /// An `unsolicited` error (one that arrived after its operation ran a while) is given to
    /// the context as such: its alert is ``AlertMessage/unsolicited()``; a repeat merged into
    /// another keeps that one's alert.
    func presentAlerting(_ error: any Error, unsolicited: Bool = false) {
        guard !isCancellation(error) else { return }
        if let last = queue.last {
            if let merged = RepeatedError.merging(error, into: last) {
                replaceLastQueued(with: merged)
            } else {
                present(error, unsolicited: unsolicited)
            }
        } else if let shown = item, let merged = RepeatedError.merging(error, into: shown) {
            updateShown(to: merged)
        } else {
            present(error, unsolicited: unsolicited)
        }
    }

    private func present(_ error: any Error, unsolicited: Bool) {
        if unsolicited { presentUnsolicited(error) } else { present(error) }
    }
}

/// Whether an error only says that the person, or the program, cancelled.
func isCancellation(_ error: any Error) -> Bool {
    if let attempt = error as? FailedAttempt { return isCancellation(attempt.error) }
    if error is CancellationError { return true }
    if let urlError = error as? URLError, urlError.code == .cancelled { return true }
    return false
}
