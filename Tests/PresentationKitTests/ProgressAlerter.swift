import PresentationKit

/// An alerter that shows progress after `delay`: the work of `tryWithErrorAlert(progress:)`
/// and the batches of `tryEachWithErrorAlert(_:progress:)`.
@MainActor
final class ProgressAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()
    let progressContext: PresentationContext<ProgressMessage>? = PresentationContext<ProgressMessage>()
    let progressDelay: Duration

    init(delay: Duration) {
        progressDelay = delay
    }

    /// The progress shown now, if any.
    var progress: ProgressMessage? { progressContext?.item }
}
