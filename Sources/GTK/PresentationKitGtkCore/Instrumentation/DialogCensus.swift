import CGtk

/// Counts the alert dialogs created and finalized, through GObject weak references.
///
/// Tests and benchmarks compare the two after many cycles: when every dialog is gone,
/// `finalized == created`, so no dialog widget leaked.
@_spi(Testing)
@MainActor
public enum DialogCensus {

    /// Dialogs created since the program started.
    public static var created: Int { dialogs.created }

    /// Dialogs whose GObject was finalized.
    public static var finalized: Int { dialogs.finalized }

    /// Count `dialog` now, and again when GObject finalizes it.
    package static func track(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        dialogs.track(dialog)
    }

    private static let dialogs = ObjectCensus()
}
