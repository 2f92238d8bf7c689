import CGtk
import Foundation
import PresentationKit
import PresentationKitGtk

/// What the host's long work runs on: an alerter whose failures are the host's error
/// alerts and whose progress shows over the host window (ProgressCommands.swift,
/// BatchProgressCommands.swift).
@MainActor
class HostProgressAlerter: ErrorAlerter {
    let host: Host
    let errorContext: PresentationContext<any Error>
    let progressContext: PresentationContext<ProgressMessage>? = PresentationContext<ProgressMessage>()
    var progressDelay: Duration = .seconds(2)
    /// What shows the progress (the window owns it).
    let progressPresenter: ProgressPresenter

    init(host: Host, window: UnsafeMutablePointer<GtkWindow>) {
        self.host = host
        errorContext = host.errorContext
        progressPresenter = window.progress(for: progressContext!)
    }

    /// An error the work throws, its alert titled `errorDescription`.
    struct WorkError: LocalizedError {
        let errorDescription: String?
    }
}
