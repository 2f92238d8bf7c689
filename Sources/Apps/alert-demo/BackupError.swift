import PresentationKit

/// The demo's background backup's failure: it arrives more than a second after the person
/// clicked, so its alert is unsolicited (`DemoWindow.backUpInBackground()`).
enum BackupError: AlertableError {
    /// The backup disk is not there.
    case diskNotConnected

    var alertMessage: AlertMessage {
        AlertMessage(
            title: tr("Backup failed"),
            // TRANSLATORS: %@ is the disk's name, “Archive”.
            message: tr("The backup disk “%@” is not connected.", "Archive")
        )
    }
}
