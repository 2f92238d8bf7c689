import CGtk
import GObjectBinding

/// Counts the alert dialogs created and finalized, through GObject weak references, once
/// a test or benchmark switches it on.
///
/// Tests and benchmarks compare the two after many cycles: when every dialog is gone,
/// `finalized == created`, so no dialog widget leaked. Off, it adds nothing to a dialog.
///
/// ```swift
/// DialogCensus.isEnabled = true    // before the first dialog
/// ```
@MainActor
package enum DialogCensus {

    /// Dialogs created since the program started.
    package static var created: Int { dialogs.created }

    /// Dialogs whose GObject was finalized.
    package static var finalized: Int { dialogs.finalized }

    /// Whether dialogs are counted; off by default, so apps pay no weak reference a dialog.
    package static var isEnabled = false

    /// Count `dialog` now, and again when GObject finalizes it, when the census is on.
    package static func track(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        if isEnabled { dialogs.track(dialog) }
    }

    private static let dialogs = ObjectCensus()
}
