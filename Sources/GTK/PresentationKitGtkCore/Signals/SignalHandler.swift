import CGtk

/// Connects Swift closures to GObject signals with the lifetime GObject expects.
///
/// The closure travels in a retained box; the signal's destroy notify releases it, and
/// is the only place that does, so the box lives exactly as long as the connection
/// (the gir2swift pattern). Handlers run on the main thread, inside the GLib loop.
///
/// Each function fixes the C signature of the handler it connects, so a signal must be
/// connected with the one that matches it. Apps use the typed connections
/// (``Swift/UnsafeMutablePointer/onClicked(_:)``, ``Swift/UnsafeMutablePointer/onDestroy(_:)``);
/// tests and benchmarks reach the untyped probes below through `@_spi(Testing)`.
@_spi(Testing)
public enum SignalHandler {

    /// Connect a signal whose C handler is `(instance, user_data)`, such as `destroy`,
    /// `clicked`, `activate`, `realize` or `after-paint`.
    @MainActor
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let handler = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue().handler
            MainActor.assumeIsolated { handler() }
        }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connect a signal whose C handler is `(instance, gint, user_data)`, such as
    /// `GtkDialog::response`.
    @MainActor
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            let handler = Unmanaged<Box<@MainActor (Int32) -> Void>>.fromOpaque(data!).takeUnretainedValue().handler
            MainActor.assumeIsolated { handler(value) }
        }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    /// Connect to `notify::PROPERTY`, whose C handler is `(instance, GParamSpec *, user_data)`:
    /// `handler` runs each time the property changes.
    @MainActor
    package static func connect(
        _ instance: UnsafeMutableRawPointer, notify property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, _, data in
            let handler = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue().handler
            MainActor.assumeIsolated { handler() }
        }
        return connect(instance, "notify::" + property, unsafeBitCast(trampoline, to: GCallback.self), Box(handler))
    }

    @MainActor
    private static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ box: Box<Handler>
    ) -> SignalConnection {
        let release: GClosureNotify = { data, _ in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        }
        let id = pk_signal_connect(instance, signal, callback, Unmanaged.passRetained(box).toOpaque(), release)
        return SignalConnection(instance: instance, id: UInt(id))
    }

    /// Carries a handler across the C boundary.
    private final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }
}

public extension SignalHandler {

    /// Connect an `(instance, user_data)` handler that runs at the signal's next emission
    /// only, then disconnects itself, such as a window's first `after-paint`.
    @MainActor
    @discardableResult
    static func connectOnce(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        var connection: SignalConnection?
        connection = connect(instance, signal) {
            connection?.disconnect()
            connection = nil
            handler()
        }
        return connection!
    }
}
