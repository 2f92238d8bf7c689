import CGtk

/// Counts the alert dialogs created and finalized, through GObject weak references.
///
/// Tests and benchmarks compare the two after many cycles: when every dialog is gone,
/// `finalized == created`, so no dialog widget leaked.
@MainActor
public enum DialogCensus {

    /// Dialogs created since the program started.
    public private(set) static var created = 0

    /// Dialogs whose GObject was finalized.
    public private(set) static var finalized = 0

    /// Count `dialog` now, and again when GObject finalizes it.
    static func track(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        created += 1
        g_object_weak_ref(pk_object(dialog), { _, _ in
            MainActor.assumeIsolated { DialogCensus.finalized += 1 }
        }, nil)
    }
}
