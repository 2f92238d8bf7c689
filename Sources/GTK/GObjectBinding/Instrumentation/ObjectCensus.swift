import CGtk

/// Counts GObjects created and finalized, through GObject weak references: for tests and
/// benchmarks, which compare the two after many cycles (`finalized == created`: none leaked).
///
/// ```swift
/// let widgets = ObjectCensus()
/// widgets.trackTree(dialog)          // the dialog and every widget under it
/// ```
@MainActor
package final class ObjectCensus {

    /// Objects tracked so far.
    package var created: Int { tally.created }

    /// Tracked objects that GObject has finalized.
    package var finalized: Int { tally.finalized }

    /// Each weak reference holds the tally retained and releases it when its object is
    /// finalized, so a census released before its objects leaves nothing dangling.
    private let tally = Tally()

    /// Create an empty census.
    package init() {}

    /// Count `object` now, and again when GObject finalizes it.
    package func track(_ object: UnsafeMutableRawPointer) {
        tally.created += 1
        g_object_weak_ref(
            pk_object(object),
            { data, _ in
                // GTK finalizes widgets on the main thread; assumeIsolated checks it.
                let tally = Unmanaged<Tally>.fromOpaque(data!).takeRetainedValue()
                MainActor.assumeIsolated { tally.finalized += 1 }
            }, Unmanaged.passRetained(tally).toOpaque())
    }

    /// Track `widget` and every widget under it.
    package func trackTree(_ widget: UnsafeMutablePointer<GtkWidget>) {
        track(widget)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            trackTree(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    @MainActor
    private final class Tally {
        var created = 0
        var finalized = 0
    }
}
