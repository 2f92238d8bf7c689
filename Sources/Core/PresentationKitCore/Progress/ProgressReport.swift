/// What an operation of `tryWithErrorAlert(progress:retry:_:)` tells of its progress:
/// call ``update(_:detail:)`` as often as you like; the dialog changes at most once per
/// turn of the main actor, with the last values given.
///
/// ```swift
/// tryWithErrorAlert(progress: "Downloading “debian.iso”") { progress in
///     for try await chunk in fetch(url) {
///         progress.update(chunk.fraction, detail: "\(chunk.doneMB) of \(chunk.totalMB) MB")
///     }
/// }
/// ```
@MainActor
public final class ProgressReport {

    /// Where the message shows, once the delay has passed; `nil`: nowhere (the alerter has
    /// no progress context), and ``update(_:detail:)`` only keeps the values.
    private weak var context: PresentationContext<ProgressMessage>?
    /// What shows, or would show: the last values given.
    private(set) var message: ProgressMessage
    private var state = State.waiting
    /// Whether something else of the same work asks the person now (``hold()``).
    private var isHeld = false
    /// Whether the message showed before the hold: it comes back at once on ``release()``.
    private var returnsOnRelease = false
    /// When the delay ends, while it runs; what was left of it while held.
    private var deadline: ContinuousClock.Instant?
    private var delayLeft: Duration?
    /// Whether a turn that publishes ``message`` is scheduled.
    private var publishPending = false
    /// The delay before the message shows, while it runs.
    private var delay: Task<Void, Never>?
    /// What cancels the work (its task), for Cancel and Escape.
    private var cancelWork: (@MainActor () -> Void)?

    /// How many times the message was put in the context or replaced there.
    private(set) var publications = 0

    private enum State { case waiting, shown, ended }

    /// When the work started and how it ended, read by a presenter after the message went.
    private let run = ProgressRun()

    /// Whether the person cancelled the work (Cancel or Escape in its dialog).
    package private(set) var wasCancelled = false

    /// A report for work titled `title`, shown in `context` once ``start(after:cancel:)``'s
    /// delay has passed.
    package init(_ title: String, context: PresentationContext<ProgressMessage>?) {
        self.context = context
        message = ProgressMessage(title)
        message.reporter = ObjectIdentifier(self)
        message.run = run
        message.onCancel = { [weak self] in self?.cancel() }
    }

    /// Show `fraction` of the work done (clamped to 0…1; `nil` or NaN: the bar pulses) and
    /// `detail` under the bar, as plain text (`nil`: no line). Cheap: many calls in a row
    /// change the dialog once, with the last values.
    public func update(_ fraction: Double?, detail: String? = nil) {
        message.fraction = fraction
        message.detail = detail
        guard state == .shown, !publishPending else { return }
        publishPending = true
        Task { @MainActor [weak self] in self?.publish() }
    }

    /// Show the message once `delay` has passed, unless the work ended before; `cancel`
    /// cancels the work when the person cancels.
    package func start(after delay: Duration, cancel: @escaping @MainActor () -> Void) {
        cancelWork = cancel
        guard context != nil else { return }
        wait(delay)
    }

    /// Show the message once `delay` has passed (at once for none), unless held or ended.
    private func wait(_ delay: Duration) {
        guard delay > .zero else {
            deadline = nil
            return show()
        }
        let deadline = ContinuousClock.now + delay
        self.deadline = deadline
        self.delay = Task { @MainActor [weak self] in
            do { try await Task.sleep(until: deadline) } catch { return }
            // A hold may have stopped this delay as it ended, and a release started another.
            guard let self, self.deadline == deadline else { return }
            self.deadline = nil
            self.show()
        }
    }

    /// Take the message away while something else of the same work asks the person (a
    /// batch's item alert): never two dialogs of one work at once. The delay's clock stops
    /// meanwhile, as the person's answer is not the work's time.
    package func hold() {
        guard !isHeld, state != .ended, context != nil else { return }
        isHeld = true
        if state == .shown {
            state = .waiting
            returnsOnRelease = true
            let me = ObjectIdentifier(self)
            context?.withdraw { $0.reporter == me }
        } else if let deadline {
            delay?.cancel()
            delay = nil
            delayLeft = max(deadline - .now, .zero)
            self.deadline = nil
        }
    }

    /// The question of ``hold()`` is answered: the message comes back at once when it
    /// showed before, else once what was left of the delay has passed.
    package func release() {
        guard isHeld else { return }
        isHeld = false
        guard state == .waiting else { return }
        if returnsOnRelease {
            returnsOnRelease = false
            show()
        } else if let delayLeft {
            self.delayLeft = nil
            wait(delayLeft)
        }
    }

    /// The work ended (`failed`: it failed or was cancelled): its message leaves the
    /// context (the dialog closes), and nothing shows any more.
    package func finish(failed: Bool = false) {
        run.end(failed ? .stopped : .finished)
        delay?.cancel()
        delay = nil
        cancelWork = nil
        guard state != .ended else { return }
        state = .ended
        let me = ObjectIdentifier(self)
        context?.withdraw { $0.reporter == me }
    }

    /// The person cancelled: the work's task is cancelled, and the message goes.
    package func cancel() {
        guard state != .ended else { return }
        wasCancelled = true
        let cancelWork = cancelWork
        finish(failed: true)
        cancelWork?()
    }

    private func show() {
        guard state == .waiting, !isHeld, let context else { return }
        state = .shown
        publications += 1
        context.present(message)
    }

    private func publish() {
        publishPending = false
        guard state == .shown, let context else { return }
        let me = ObjectIdentifier(self)
        publications += 1
        context.replace(where: { $0.reporter == me }, with: message)
    }
}
