import PresentationKit

/// The demo's background backup's failure: it arrives more than a second after the person
/// clicked, so its alert is unsolicited (`DemoWindow.backUpInBackground()`).
enum BackupError: AlertableError {
    /// The backup disk is not there.
    case diskNotConnected

    var alertMessage: AlertMessage {
        AlertMessage(title: "Backup failed", message: "The backup disk “Archive” is not connected.")
    }
}
