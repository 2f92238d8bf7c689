import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import Dispatch   // links libdispatch, whose main-queue hooks CPresentationKitGtk calls (Foundation no longer brings it)

/// Runs Swift's main actor on the GLib main loop.
///
/// On Linux the main actor enqueues its jobs on libdispatch's main queue, which nothing
/// drains while `g_application_run` owns the main thread. libdispatch signals that queue
/// through an eventfd; the bridge watches that fd with a GLib source and drains the queue
/// when it becomes readable. No timer, no polling: an idle application sleeps.
///
/// ```swift
/// MainActorBridge.install()      // on the main thread, before the loop runs
/// ```
/// ``GtkApplicationRunner`` installs it for you.
public enum MainActorBridge {

    /// Attach the main queue to the default GLib main context, once.
    ///
    /// Call it on the main thread before running the main loop; later calls do nothing.
    /// Never call `dispatchMain()` in a program that uses it.
    public static func install() {
        MainActor.preconditionIsolated("MainActorBridge.install() must run on the main thread")
        guard !installed else { return }
        installed = true
        _ = pk_attach_main_queue()
    }

    /// Only touched on the main thread (checked above).
    nonisolated(unsafe) private static var installed = false
}
