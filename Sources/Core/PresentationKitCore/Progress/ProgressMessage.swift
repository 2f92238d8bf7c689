/// What a progress dialog shows: a title, how far the work is (or a pulsing bar), a line
/// of detail under the bar, and whether it can be cancelled. It is the progress form's
/// message, as ``AlertMessage`` and ``ToastMessage`` are for theirs.
///
/// ``ErrorAlerter``'s `tryWithErrorAlert(progress:retry:_:)` presents one in the alerter's
/// `progressContext` and keeps it up to date; an app may present its own too.
///
/// ```swift
/// var message = ProgressMessage("Downloading “debian.iso”")   // pulsing
/// message.fraction = 0.25
/// message.detail = "160 of 640 MB"
/// ```
public struct ProgressMessage: Sendable {

    /// A progress message titled `title`, at `fraction` (`nil`: pulsing), with `detail`
    /// under the bar; `onCancel` runs when the person cancels (Cancel or Escape).
    public init(
        _ title: String, fraction: Double? = nil, detail: String? = nil, isCancellable: Bool = true,
        onCancel: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.title = title
        self.detail = detail
        self.isCancellable = isCancellable
        self.onCancel = onCancel
        self.fraction = fraction
    }

    /// The title, plain text.
    public var title: String

    /// How much of the work is done, 0…1, or `nil` while the bar pulses (the work's length
    /// is not known). A value past either end is clamped to it; NaN pulses.
    public var fraction: Double? {
        get { clampedFraction }
        set { clampedFraction = Self.clamped(newValue) }
    }

    /// The line under the bar (“160 of 640 MB”), shown literally, never as markup; `nil`
    /// for none.
    public var detail: String?

    /// Whether the dialog offers Cancel (Escape cancels too).
    public var isCancellable: Bool

    /// Runs once when the person cancels, after the dialog has closed.
    public var onCancel: (@MainActor @Sendable () -> Void)?

    private var clampedFraction: Double?

    /// Who keeps this message up to date (a ``ProgressReport``), so that it finds it again
    /// in its context; `nil` for an app's own.
    package var reporter: ObjectIdentifier?

    /// When the work started and how it ended, shared with its reporter; `nil` for an
    /// app's own message.
    package var run: ProgressRun?

    /// `fraction` within 0…1; `nil` for `nil` and NaN.
    static func clamped(_ fraction: Double?) -> Double? {
        guard let fraction, !fraction.isNaN else { return nil }
        return min(max(fraction, 0), 1)
    }
}
