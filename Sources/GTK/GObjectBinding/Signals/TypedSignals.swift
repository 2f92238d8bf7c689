import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers

/// A GTK instance struct whose pointers the typed `connect(_:_:)`
/// accepts: a GObject, so its signals can be looked up and checked.
public protocol GObjectInstance {}

extension GtkWidget: GObjectInstance {}
extension GtkWindow: GObjectInstance {}
extension GtkEntry: GObjectInstance {}
extension GtkButton: GObjectInstance {}

/// Typed signal connections for any GObject signal: the handler's shape is checked
/// against the signal's (`g_signal_query`); a signal the object does not have, or one of
/// another shape, logs a warning naming the type and the signal and connects nothing.
///
/// ```swift
/// window.connect("notify::default-width") { (window, _: UnsafeMutableRawPointer?) in resized(window) }
/// widget.connect("map") { widget in gtk_widget_grab_focus(widget) }
/// ```
@MainActor
public extension UnsafeMutablePointer where Pointee: GObjectInstance {

    /// Run `handler` at each emission of a signal with no parameters.
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(signal) { (_: Self) in handler() }
    }

    /// Run `handler` with the emitting object at each emission of a signal with no parameters.
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: nil)) else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, emitter: { handler($0.assumingMemoryBound(to: Pointee.self)) })
    }

    /// Run `handler` at each emission of a signal that returns a `gboolean` and has no
    /// parameters (such as `close-request`); its answer is the signal's.
    @discardableResult
    func connect(_ signal: String, returning handler: @escaping @MainActor (Self) -> Bool) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: nil, returns: PK_SIGNAL_VALUE_BOOLEAN))
        else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, returning: { handler($0.assumingMemoryBound(to: Pointee.self)) })
    }

    /// Run `handler` with the emitting object and the `gint` (or enum) parameter.
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor (Self, Int32) -> Void) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: PK_SIGNAL_VALUE_INT)) else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, int: { handler($0.assumingMemoryBound(to: Pointee.self), $1) })
    }

    /// Run `handler` with the emitting object and the `gboolean` parameter.
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor (Self, Bool) -> Void) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: PK_SIGNAL_VALUE_BOOLEAN)) else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, int: { handler($0.assumingMemoryBound(to: Pointee.self), $1 != 0) })
    }

    /// Run `handler` with the emitting object and the `guint` (or flags) parameter.
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor (Self, UInt32) -> Void) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: PK_SIGNAL_VALUE_UINT)) else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, uint: { handler($0.assumingMemoryBound(to: Pointee.self), $1) })
    }

    /// Run `handler` with the emitting object and the `gdouble` parameter.
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor (Self, Double) -> Void) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: PK_SIGNAL_VALUE_DOUBLE)) else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, double: { handler($0.assumingMemoryBound(to: Pointee.self), $1) })
    }

    /// Run `handler` with the emitting object and the pointer parameter (an object, a
    /// boxed value, a string, a `GParamSpec`).
    @discardableResult
    func connect(_ signal: String, _ handler: @escaping @MainActor (Self, UnsafeMutableRawPointer?) -> Void) -> SignalConnection {
        guard SignalHandler.check(self, signal, .init(parameter: PK_SIGNAL_VALUE_POINTER)) else { return SignalHandler.notConnected(self) }
        return SignalHandler.connect(self, signal, pointer: { handler($0.assumingMemoryBound(to: Pointee.self), $1) })
    }
}

/// A `GtkEntry`'s signals an edit form listens to.
///
/// ```swift
/// entry.onChanged { entry in model.name = String(cString: gtk_editable_get_text(pk_editable(entry))) }
/// entry.onActivate { _ in save() }
/// ```
@MainActor
public extension UnsafeMutablePointer where Pointee == GtkEntry {

    /// Run `handler` each time the text changes (`GtkEditable::changed`).
    @discardableResult
    func onChanged(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connect("changed", handler)
    }

    /// Run `handler` when the person presses Return in the entry (`activate`).
    @discardableResult
    func onActivate(_ handler: @escaping @MainActor (Self) -> Void) -> SignalConnection {
        connect("activate", handler)
    }
}

@MainActor
public extension UnsafeMutablePointer where Pointee == GtkWindow {

    /// Run `handler` when the person (or `gtk_window_close`) asks to close the window;
    /// return `true` to keep it open (`close-request`).
    ///
    /// ```swift
    /// window.onCloseRequest { _ in model.hasUnsavedChanges }
    /// ```
    @discardableResult
    func onCloseRequest(_ handler: @escaping @MainActor (Self) -> Bool) -> SignalConnection {
        connect("close-request", returning: handler)
    }
}
