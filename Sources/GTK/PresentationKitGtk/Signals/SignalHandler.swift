import CGtk

/// Connects Swift closures to GObject signals with the lifetime GObject expects.
///
/// The closure travels in a retained box; the signal's destroy notify releases it, and
/// is the only place that does, so the box lives exactly as long as the connection
/// (the gir2swift pattern). Handlers run on the main thread, inside the GLib loop.
///
/// ```swift
/// SignalHandler.connect(button, "clicked") { [weak self] in self?.save() }
/// ```
public enum SignalHandler {

    /// Connect a signal whose C handler is `(instance, user_data)`, such as `destroy`,
    /// `clicked`, `activate` or `after-paint`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let handler = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue().handler
            MainActor.assumeIsolated { handler() }
        }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connect a `(instance, user_data)` handler that runs at the signal's next emission
    /// only, then disconnects itself, such as a window's first `after-paint`.
    @MainActor
    @discardableResult
    public static func connectOnce(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> UInt {
        let connection = Connection()
        connection.id = connect(instance, signal) {
            g_signal_handler_disconnect(instance, gulong(connection.id))
            handler()
        }
        return connection.id
    }

    /// Connect a `GtkDialog::response` handler, `(dialog, gint response, user_data)`.
    @discardableResult
    static func connectResponse(
        _ dialog: UnsafeMutableRawPointer, _ handler: @escaping @MainActor (Int32) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, response, data in
            let handler = Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data!).takeUnretainedValue().handler
            MainActor.assumeIsolated { handler(response) }
        }
        return connect(dialog, "response", unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    private static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ box: Box<Handler>
    ) -> UInt {
        let release: GClosureNotify = { data, _ in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        }
        return UInt(pk_signal_connect(instance, signal, callback, Unmanaged.passRetained(box).toOpaque(), release))
    }

    /// A connection's handler id, known only once `connect` returns.
    @MainActor
    private final class Connection {
        var id: UInt = 0
    }

    /// Carries a handler across the C boundary.
    private final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }
}
