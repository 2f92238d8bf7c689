/// The work behind a progress message, shared by every copy of it: when it started and
/// whether it finished. A presenter reads it after the message has left its context, to
/// tell work that finished from work that failed or was cancelled (the desktop
/// notification of long work that finished).
@MainActor
package final class ProgressRun {

    /// When the work started (before its progress showed).
    package let started = ContinuousClock.now

    /// Whether the work ended, and how: `nil` while it runs.
    package private(set) var ending: Ending?

    /// How work ended.
    package enum Ending: Sendable {
        /// It did what it set out to do (a batch: every item done, skipped or given up on).
        case finished
        /// It failed, or the person or its task cancelled it.
        case stopped
    }

    package init() {}

    /// The work ended as `ending`; only the first end counts.
    package func end(_ ending: Ending) {
        if self.ending == nil { self.ending = ending }
    }
}
