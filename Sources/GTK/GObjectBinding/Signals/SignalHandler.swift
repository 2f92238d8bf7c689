import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers

/// Connects Swift closures to GObject signals with the lifetime GObject expects.
///
/// The closure travels in a retained box; the signal's destroy notify releases it, and
/// is the only place that does, so the box lives exactly as long as the connection
/// (the gir2swift pattern). Handlers run on the main thread, inside the GLib loop.
///
/// Each function fixes the C signature of the handler it connects, so a signal must be
/// connected with the one that matches it. Apps use the typed connections
/// (``Swift/UnsafeMutablePointer/onClicked(_:)``, ``Swift/UnsafeMutablePointer/onDestroy(_:)``);
/// the untyped connections below are the package's own: its modules connect with them,
/// its test hosts and benchmarks probe with them.
package enum SignalHandler {

    /// Connect a signal whose C handler is `(instance, user_data)`, such as `destroy`,
    /// `clicked`, `activate`, `realize` or `after-paint`.
    @MainActor
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let handler = ClosureBox<@MainActor () -> Void>.closure(from: data)
            MainActor.assumeIsolated { handler() }
        }
        let data = ClosureBox<@MainActor () -> Void>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// Connect a signal whose C handler is `(instance, gint, user_data)`, such as
    /// `GtkDialog::response`.
    @MainActor
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Int32) -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            let handler = ClosureBox<@MainActor (Int32) -> Void>.closure(from: data)
            MainActor.assumeIsolated { handler(value) }
        }
        let data = ClosureBox<@MainActor (Int32) -> Void>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// Connect to `notify::PROPERTY`, whose C handler is `(instance, GParamSpec *, user_data)`:
    /// `handler` runs each time the property changes.
    @MainActor
    package static func connect(
        _ instance: UnsafeMutableRawPointer, notify property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, _, data in
            let handler = ClosureBox<@MainActor () -> Void>.closure(from: data)
            MainActor.assumeIsolated { handler() }
        }
        let data = ClosureBox<@MainActor () -> Void>.retained(handler)
        return connect(instance, "notify::" + property, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    // MARK: Checked connections, for the public typed `connect`

    /// The C shape a handler is written for: its one parameter after the instance, if
    /// any, and its return value.
    struct Shape: Equatable {
        var parameter: PkSignalValue?
        var returns: PkSignalValue = PK_SIGNAL_VALUE_NONE
    }

    /// Whether `instance` has `signal` with the C handler `shape`; if not, one warning
    /// naming the type and the signal is logged.
    @MainActor
    static func check(_ instance: UnsafeMutableRawPointer, _ signal: String, _ shape: Shape) -> Bool {
        var count: guint = 0
        var first = PK_SIGNAL_VALUE_NONE
        var returns = PK_SIGNAL_VALUE_NONE
        let type = String(cString: pk_type_name(instance))
        guard pk_signal_shape(instance, signal, &count, &first, &returns) != 0 else {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, "\(type) has no signal “\(signal)”: not connected")
            return false
        }
        let found = Shape(parameter: count == 0 ? nil : first, returns: returns)
        // Exactly: GObject passes user_data after the signal's parameters, so a handler
        // that takes fewer would read a parameter as its data.
        let fits = found == shape
        guard fits else {
            pk_log(logDomain, G_LOG_LEVEL_WARNING,
                   "\(type)::\(signal) has \(count) parameter(s) and returns \(describe(returns)); "
                   + "the handler takes \(shape.parameter.map(describe) ?? "none") and returns \(describe(shape.returns)): not connected")
            return false
        }
        return true
    }

    private static func describe(_ value: PkSignalValue) -> String {
        switch value {
        case PK_SIGNAL_VALUE_NONE: "nothing"
        case PK_SIGNAL_VALUE_INT: "an int"
        case PK_SIGNAL_VALUE_UINT: "a uint"
        case PK_SIGNAL_VALUE_BOOLEAN: "a gboolean"
        case PK_SIGNAL_VALUE_DOUBLE: "a double"
        case PK_SIGNAL_VALUE_POINTER: "a pointer"
        default: "another type"
        }
    }

    /// A connection that never was: what a failed ``check(_:_:_:)`` returns.
    @MainActor
    static func notConnected(_ instance: UnsafeMutableRawPointer) -> SignalConnection {
        SignalConnection(instance: instance, id: 0)
    }

    /// `(instance, user_data)`, the handler given the instance.
    @MainActor
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        emitter handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            MainActor.assumeIsolated { handler(instance!) }
        }
        let data = ClosureBox<Handler>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// `(instance, user_data) -> gboolean`.
    @MainActor
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        returning handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Bool
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer) -> Bool
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { instance, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            return MainActor.assumeIsolated { handler(instance!) } ? 1 : 0
        }
        let data = ClosureBox<Handler>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// `(instance, gint or gboolean or enum, user_data)`.
    @MainActor
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        int handler: @escaping @MainActor (UnsafeMutableRawPointer, Int32) -> Void
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer, Int32) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { instance, value, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            MainActor.assumeIsolated { handler(instance!, value) }
        }
        let data = ClosureBox<Handler>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// `(instance, guint or flags, user_data)`.
    @MainActor
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        uint handler: @escaping @MainActor (UnsafeMutableRawPointer, UInt32) -> Void
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer, UInt32) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = { instance, value, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            MainActor.assumeIsolated { handler(instance!, value) }
        }
        let data = ClosureBox<Handler>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// `(instance, gdouble, user_data)`.
    @MainActor
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        double handler: @escaping @MainActor (UnsafeMutableRawPointer, Double) -> Void
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer, Double) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void = { instance, value, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            MainActor.assumeIsolated { handler(instance!, value) }
        }
        let data = ClosureBox<Handler>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// `(instance, pointer, user_data)`.
    @MainActor
    static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        pointer handler: @escaping @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        typealias Handler = @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer?) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            instance, value, data in
            let handler = ClosureBox<Handler>.closure(from: data)
            MainActor.assumeIsolated { handler(instance!, value) }
        }
        let data = ClosureBox<Handler>.retained(handler)
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data)
    }

    /// Connect `callback` with `data`, a box from ``ClosureBox/retained(_:)`` that the
    /// signal's destroy notify releases.
    @MainActor
    private static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, _ data: UnsafeMutableRawPointer
    ) -> SignalConnection {
        let id = pk_signal_connect(instance, signal, callback, data, releaseClosureBoxOfSignal)
        return SignalConnection(instance: instance, id: UInt(id))
    }

    /// How many handlers (and other closures: a toast's clock, its key shortcut) this
    /// library has handed GLib that GLib has not released yet: 0 more after a window and
    /// everything on it went means nothing was left behind.
    package static var liveHandlers: Int { ClosureBox<Any>.live }
}

package extension SignalHandler {

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
