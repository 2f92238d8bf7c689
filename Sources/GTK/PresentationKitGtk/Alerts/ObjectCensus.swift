import CGtk

/// Counts GObjects created and finalized, through GObject weak references.
///
/// After many cycles, `finalized == created` says that none of the tracked objects leaked.
///
/// ```swift
/// let widgets = ObjectCensus()
/// widgets.trackTree(dialog)          // the dialog and every widget under it
/// ```
@MainActor
public final class ObjectCensus {

    /// Objects tracked so far.
    public private(set) var created = 0

    /// Tracked objects that GObject has finalized.
    public private(set) var finalized = 0

    /// Create an empty census; keep it as long as its objects may be finalized.
    public init() {}

    /// Count `object` now, and again when GObject finalizes it.
    public func track(_ object: UnsafeMutableRawPointer) {
        created += 1
        g_object_weak_ref(
            pk_object(object),
            { data, _ in
                let census = Unmanaged<ObjectCensus>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { census.finalized += 1 }
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Track `widget` and every widget under it.
    public func trackTree(_ widget: UnsafeMutablePointer<GtkWidget>) {
        track(widget)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            trackTree(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
