import CGtk
import PresentationKit
import PresentationKitDialogs   // AlertOptions, ClosureBox

/// Shows the ``ProgressMessage`` of a context as a dialog over a window: its title, a
/// progress bar (pulsing while the fraction is `nil`), the detail line under it, and
/// Cancel. An ``ErrorAlerter``'s `progressContext` is the context to give it.
///
/// The dialog is an ``AlertSession`` of the current ``PresentationStyle`` (GTK's message
/// dialog with the bar in its message area, or libadwaita's with the bar as its extra
/// child). A message that changes while it shows (its fraction, its detail) changes the
/// dialog in place, at most once per frame. When the message leaves the context (the work
/// ended) the dialog closes by itself. Cancel and Escape close it at once, dismiss the
/// context, then run the message's ``ProgressMessage/onCancel``.
///
/// ```swift
/// let progress = PresentationContext<ProgressMessage>()
/// window.progress(for: progress)
/// ```
/// `window.progress(for:)` makes one its window owns (see ``detach()``); one made with
/// this initializer lives while it is kept, and releasing it closes its dialog.
@MainActor
public final class ProgressPresenter: WindowOwned {

    /// What to show; let go of on ``detach()``.
    private var source: PresentationSource<ProgressMessage>?
    /// Not retained: never used after ``detach()``, which the window's `destroy` runs.
    private let window: UnsafeMutablePointer<GtkWindow>?
    let lifecycle = PresenterLifecycle()
    private var shown: Shown?
    /// The message to draw at the next frame, while a frame is awaited.
    private var pending: ProgressMessage?
    /// The frame clock and the frame in which the dialog last changed. GDK runs a frame's
    /// update phase again when its clock was frozen in it, as an X11 dialog that grows is
    /// until the X server confirms the new size: a change scheduled meanwhile waits for the
    /// next frame (docs/benchmarks.md, "Progress updates (issue 41)").
    private var drawnIn: (clock: OpaquePointer, frame: Int)?
    /// How many times a dialog shown changed (its bar or its texts): at most once a frame.
    private(set) var changesDrawn = 0
    /// The notification that work finished, made on the first one sent.
    private var notification: DesktopNotification?

    /// Whether work that finishes while no window of the app is active, after running for
    /// ``notificationThreshold`` or more, sends one desktop notification saying so (its
    /// title, and “Finished”); clicking it presents the window (`true`). Work that failed
    /// or was cancelled sends none (a failure's alert notifies). Nothing is sent for an app
    /// without an application id, nor where no notification service runs
    /// (docs/presenters.md, "Desktop notifications").
    public var notifiesWhenInactive = DesktopNotification.isOnByDefault

    /// How long work must have run, from its start, for its end to be notified (10 s).
    public var notificationThreshold: Duration = .seconds(10)

    private struct Shown {
        let session: AlertSession
        let presentation: AnyHashable
        var message: ProgressMessage
        /// When the dialog showed: the start of an app's own work, which has no run.
        let since: ContinuousClock.Instant
    }

    /// Show the progress messages of `context` over `window` (`nil`: a dialog of its own).
    public init(context: PresentationContext<ProgressMessage>, window: UnsafeMutablePointer<GtkWindow>?) {
        source = .context(context) { $0 }
        self.window = window
        lifecycle.start(self, on: window)
    }

    isolated deinit { detach() }

    /// Stop showing progress, close the dialog shown (the work goes on), disconnect from
    /// the window, and let go of the context; the window no longer owns it.
    public func detach() {
        lifecycle.detach {
            closeShown()
            source = nil
            notification = nil   // withdrawn as it goes
        }
    }

    /// Show what the context holds now, and observe it for the next change.
    func refresh() {
        guard let source else { return }
        guard let (presentation, message) = lifecycle.observe(source) else {
            if let shown { notifyIfFinished(shown) }
            closeShown()   // the work ended: the dialog goes
            return
        }
        if shown?.presentation == presentation {
            draw(atNextFrame: message)
            return
        }
        closeShown()
        show(message, as: presentation)
    }

    private func show(_ message: ProgressMessage, as presentation: AnyHashable) {
        var options = AlertOptions()
        options.progress = AlertOptions.Progress(fraction: message.fraction, text: message.detail)
        let session = AlertSession(Self.alert(for: message), window: window, style: PresentationStyle.current.dialogs,
                                   memory: nil, options: options)
        shown = Shown(session: session, presentation: presentation, message: message, since: .now)
        session.start(usingRememberedAnswer: false) { [weak self, weak session] _ in
            // Cancel or Escape (a cancellable message's action then runs onCancel).
            guard let self, let session, self.shown?.session === session else { return }
            self.shown = nil
            self.pending = nil
            self.source?.ended()
        }
        if !message.isCancellable { session.setEnabled(0, false) }
    }

    /// The dialog's alert: the title and one Cancel, which runs `onCancel` when the message
    /// can be cancelled.
    private static func alert(for message: ProgressMessage) -> AlertMessage {
        let onCancel = message.isCancellable ? message.onCancel : nil
        // TRANSLATORS: leave it untranslated to get GTK's own “_Cancel” (domain gtk40).
        return AlertMessage(title: message.title, actions: [
            AlertAction(localized.standardLabel("Cancel"), role: .cancel) { onCancel?() },
        ])
    }

    /// Draw `message` when the dialog's next frame starts: many changes before it, one change.
    private func draw(atNextFrame message: ProgressMessage) {
        guard let widget = shown?.session.widget else { return }
        let scheduled = pending != nil
        pending = message
        guard !scheduled else { return }
        /// Whether the tick is done: `false` keeps it for the next frame.
        typealias Tick = @MainActor (OpaquePointer?) -> Bool
        let tick: Tick = { [weak self] clock in self?.drawPending(in: clock) ?? true }
        gtk_widget_add_tick_callback(widget, { _, clock, data in
            let tick = ClosureBox<Tick>.closure(from: data)
            let done = MainActor.assumeIsolated { tick(clock) }
            return gboolean(done ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE)
        }, ClosureBox<Tick>.retained(tick), releaseClosureBox)
    }

    /// Draw the pending message in the frame of `clock` that is starting, unless the dialog
    /// changed in that frame already (its update phase run again); `false`: not drawn yet.
    private func drawPending(in clock: OpaquePointer?) -> Bool {
        guard let message = pending, var shown else { return true }
        let now = clock.map { (clock: $0, frame: gdk_frame_clock_get_frame_counter($0)) }
        if let now, let drawnIn, drawnIn.clock == now.clock, drawnIn.frame == now.frame { return false }
        drawnIn = now
        pending = nil
        changesDrawn += 1
        if message.title != shown.message.title || message.isCancellable != shown.message.isCancellable {
            guard shown.session.update(Self.alert(for: message)) else { return true }
            shown.session.setEnabled(0, message.isCancellable)
        }
        shown.session.setProgress(message.fraction, text: message.detail, detail: message.detail)
        shown.message = message
        self.shown = shown
        return true
    }

    /// The work of `shown` left the context: one notification when it finished, long, while
    /// the person is elsewhere. (A batch's progress that steps aside for an item's alert
    /// has not ended: its run says so.)
    private func notifyIfFinished(_ shown: Shown) {
        guard notifiesWhenInactive, shown.message.run?.ending ?? .finished == .finished,
              ContinuousClock.now - (shown.message.run?.started ?? shown.since) >= notificationThreshold,
              DesktopNotification.isElsewhere
        else { return }
        let notification = notification ?? DesktopNotification(kind: "progress") { [weak self] in self?.bringBack() }
        self.notification = notification
        // TRANSLATORS: the body of the desktop notification of long work that finished while
        // the person was in another app; its title is the work's (“Downloading “debian.iso””).
        notification.send(title: shown.message.title, body: localized("Finished"), for: window)
    }

    /// The notification was clicked: the window comes back.
    private func bringBack() {
        if let window { gtk_window_present(window) }
    }

    /// The session of the dialog shown, if any (for the test hooks).
    var shownSession: AlertSession? { shown?.session }

    /// The message the dialog shows now, if any (for the test hooks).
    var shownMessage: ProgressMessage? { shown?.message }

    /// Close the dialog shown, if any, without running anything.
    private func closeShown() {
        guard let session = shown?.session else { return }
        shown = nil
        pending = nil
        session.close(as: .closed)
    }
}

private let localized = TextDomain("presentationkit")
