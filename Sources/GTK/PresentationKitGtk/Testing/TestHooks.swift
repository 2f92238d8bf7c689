import CGtk
import PresentationKit

// Every test hook of PresentationKitGtk, and nothing else, is here: `@_spi(Testing)`,
// for the tests, their host programs and the benchmarks, which observe and drive the
// presenters with them. What the library's own modules share with each other is
// `package` (SignalHandler, ClosureBox, SuppressionStore, DialogCensus), not a hook.

@_spi(Testing)
public extension ToastPresenter {

    /// How a toast ended.
    enum Ending: String, Sendable {
        case timedOut, closed, escape, action, dismissed
    }

    /// A toast that ended.
    struct EndedToast: Sendable {
        /// Its text.
        public let title: String
        /// How it ended.
        public let ending: Ending
        /// How long it was on screen, pauses included.
        public let timeOnScreen: Duration
    }

    /// The text of the toast on screen, if any.
    var shownText: String? { shown?.title }

    /// Called with a toast's text when it shows.
    var onToastShown: ((String) -> Void)? {
        get { observers.shown }
        set { observers.shown = newValue }
    }

    /// Called when a toast ends, with its text, how, and how long it was on screen.
    var onToastEnd: ((EndedToast) -> Void)? {
        get { observers.ended }
        set { observers.ended = newValue }
    }

    /// Called with a toast's text and `true` when a screen reader was asked to announce
    /// it (GTK 4.14 or later), `false` when this GTK has no announcements.
    var onToastAnnounced: ((String, Bool) -> Void)? {
        get { observers.announced }
        set { observers.announced = newValue }
    }

    /// Called when the clock stops (`true`: pointer or focus on the toast) or runs again,
    /// with the time the toast had left when it stopped: a test that waits past that time
    /// sees the pause, however long the pointer took to get there.
    var onToastPaused: ((Bool, Duration) -> Void)? {
        get { observers.paused }
        set { observers.paused = newValue }
    }
}

@_spi(Testing)
public extension AlertPresenter {

    /// Called with each dialog widget the presenter builds, right after it is presented
    /// (realized and mapped, not painted yet), and with the one already shown when set:
    /// `alert-bench` times the first paint from here.
    var onDialogShown: ((UnsafeMutablePointer<GtkWidget>) -> Void)? {
        get { dialogShownObserver }
        set {
            dialogShownObserver = newValue
            if let widget = shown?.session.widget { newValue?(widget) }
        }
    }
}

@_spi(Testing)
public extension ProgressPresenter {

    /// The dialog shown now, if any: `alert-bench progress` counts its frames.
    var shownDialog: UnsafeMutablePointer<GtkWidget>? { shownSession?.widget }

    /// How many times a dialog shown changed (its bar, its texts): at most once a frame.
    var dialogChanges: Int { changesDrawn }

    /// The fraction the dialog shows now (`nil`: pulsing, or no dialog).
    var shownFraction: Double? { shownMessage?.fraction }
}

/// The desktop notifications of the presenters, for the test hosts.
@_spi(Testing)
@MainActor
public enum PresenterNotifications {

    /// Whether presenters made from now on send desktop notifications (their
    /// `notifiesWhenInactive`, `true` unless set here). The test hosts set it to `false`
    /// but in the notification tests: on a display without a window manager no window is
    /// active, so every alert would notify.
    public static var areOnByDefault: Bool {
        get { DesktopNotification.isOnByDefault }
        set { DesktopNotification.isOnByDefault = newValue }
    }
}

@_spi(Testing)
@MainActor
public extension UnsafeMutablePointer where Pointee == GtkWindow {

    /// How many presenters this window owns now.
    var ownedPresenterCount: Int { WindowPresenters.count(on: self) }
}

@_spi(Testing)
public extension AlertSuppression {

    /// Keep `value` under `key` in this application's file, as an answer is kept: for the
    /// test of concurrent writers.
    static func remember(_ value: String, for key: String) {
        guard let store = store() else { return }
        remember(value, for: key, in: store)
    }
}
