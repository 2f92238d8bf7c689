import PresentationKit

/// Why copying one of the demo's files failed: the batch's alert shows the error's text
/// and names the file, with its own buttons in place of the error's.
enum CopyError: AlertableError {
    /// The disk was busy: trying again works.
    case diskBusy
    /// The file may not be read: trying again cannot help, so the alert has no Try Again.
    case permissionDenied

    var alertMessage: AlertMessage {
        switch self {
        case .diskBusy: AlertMessage(title: tr("Could not copy the file"), message: tr("The disk is busy."))
        case .permissionDenied: AlertMessage(title: tr("Could not copy the file"), message: tr("You may not read it."))
        }
    }

    var isRetryable: Bool { self == .diskBusy }
}
