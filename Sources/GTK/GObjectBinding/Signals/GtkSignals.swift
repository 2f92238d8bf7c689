import CGtk

/// Typed signal connections for the widgets an app wires by hand.
///
/// ```swift
/// let save = pk_button(gtk_button_new_with_label("Save"))!
/// let clicks = save.onClicked { [weak self] in self?.tryWithErrorAlert { try await self?.save() } }
/// ```
@MainActor
public extension UnsafeMutablePointer where Pointee == GtkButton {

    /// Run `handler` each time the button is clicked (or activated with the keyboard).
    @discardableResult
    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalHandler.connect(self, "clicked", handler)
    }
}

@MainActor
public extension UnsafeMutablePointer where Pointee == GtkWidget {

    /// Run `handler` once, when the widget is destroyed.
    @discardableResult
    func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalHandler.connect(self, "destroy", handler)
    }
}

@MainActor
public extension UnsafeMutablePointer where Pointee == GtkWindow {

    /// Run `handler` once, when the window is destroyed.
    @discardableResult
    func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalHandler.connect(self, "destroy", handler)
    }
}
