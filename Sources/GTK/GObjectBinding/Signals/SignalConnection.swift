import CGtk

/// A signal handler this library connected: its owner keeps it and calls
/// ``disconnect()`` when it no longer wants the calls (gtk4-rs's `SignalHandlerId`).
///
/// Dropping it does not disconnect, as in GTK: a button's `clicked` handler may live as
/// long as the button. The object is held weakly, so disconnecting after GTK finalized it
/// is safe and does nothing.
///
/// ```swift
/// let clicks = button.onClicked { save() }
/// …
/// clicks.disconnect()
/// ```
@MainActor
public final class SignalConnection {

    /// The handler id GObject gave the connection.
    public let id: UInt

    /// A weak reference to the object, so `disconnect()` never touches a finalized one.
    /// Allocated here and cleared in `deinit`: GWeakRef must not move in memory.
    private let object: UnsafeMutablePointer<GWeakRef>

    package init(instance: UnsafeMutableRawPointer, id: UInt) {
        self.id = id
        object = .allocate(capacity: 1)
        object.initialize(to: GWeakRef())
        g_weak_ref_init(object, instance)
    }

    isolated deinit {
        g_weak_ref_clear(object)
        object.deallocate()
    }

    /// Whether the handler is still connected: not disconnected, object not finalized.
    public var isConnected: Bool {
        withObject { g_signal_handler_is_connected($0, gulong(id)) != 0 } ?? false
    }

    /// Disconnect the handler; its closure is released. Does nothing when it is already
    /// disconnected or the object is gone.
    public func disconnect() {
        withObject { instance in
            if g_signal_handler_is_connected(instance, gulong(id)) != 0 {
                g_signal_handler_disconnect(instance, gulong(id))
            }
        }
    }

    /// Run `body` with a strong reference to the object, if it is still alive.
    private func withObject<T>(_ body: (gpointer) -> T) -> T? {
        guard let instance = g_weak_ref_get(object) else { return nil }
        defer { g_object_unref(instance) }
        return body(instance)
    }
}
