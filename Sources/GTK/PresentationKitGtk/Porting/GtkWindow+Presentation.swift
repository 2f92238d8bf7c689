import CGtk
import Foundation
import PresentationKit

/// SwiftUI's presentation modifiers, on a GTK window: each returns the presenter that
/// shows them, which the window owns until it is destroyed (or ``AlertPresenter/detach()``
/// ends it early), so there is nothing to keep: `window.toast(for: toasts)` on its own works.
///
/// A closure may capture the model and `self` strongly: all of it is let go of when
/// the window is destroyed (docs/presenters.md, "Ownership").
///
/// ```swift
/// // SwiftUI                                      // GTK
/// // .alert(for: $errorContext)                   window.alert(for: errorContext)
/// // .alert("Login failed.", isPresented: $didFail) { Button("OK") {} }
/// //                                              window.alert("Login failed.", isPresented: Binding(model, \.didFail)) {
/// //                                                  AlertAction("OK")
/// //                                              }
/// // .sheet(for: $context) { item in Editor(item) }   window.sheet(for: context) { item in editor(item) }
/// // .toast(for: $toasts, edge: .bottom)          window.toast(for: toasts, edge: .bottom)
/// // .popover(for: $context) { item in View(item) }   window.popover(for: context, anchor: button) { item in widget(item) }
/// ```
@MainActor
public extension UnsafeMutablePointer where Pointee == GtkWindow {

    /// Alert each error of `context` with the standard alert (PresentationKit's `alert(for:)`),
    /// the error's technical details under a collapsed **Details** expander with **Copy**;
    /// `showsDetails: false` leaves them out.
    @discardableResult
    func alert(for context: PresentationContext<any Error>, showsDetails: Bool = true) -> AlertPresenter {
        own(AlertPresenter(context: context, window: self, showsDetails: showsDetails))
    }

    /// Alert each item of `context` with the alert `content` makes (`alert(for:content:)`).
    @discardableResult
    func alert<Item>(
        for context: PresentationContext<Item>, content: @escaping @MainActor (Item) -> AlertMessage
    ) -> AlertPresenter {
        own(AlertPresenter(context: context, window: self, content: content))
    }

    /// Show an alert while `isPresented` is `true`, and set it back to `false` when the
    /// person answers (SwiftUI's `alert(_:isPresented:actions:)`). No actions: one `OK`.
    /// `title` and `message` are read again when what they read changes, so the dialog
    /// shown follows the model (`"Attempt \(model.attempt)"`); a property of a class
    /// needs `self.` there, as in any escaping closure.
    @discardableResult
    func alert(
        _ title: @autoclosure @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        message: @autoclosure @escaping @MainActor () -> String? = nil,
        @AlertActionsBuilder actions: @escaping @MainActor () -> AlertActions = { AlertActions() }
    ) -> AlertPresenter {
        alert(isPresented: isPresented) { AlertMessage(title: title(), message: message(), listing: actions()) }
    }

    /// Show an alert about `data` while `isPresented` is `true` and `data` is not `nil`,
    /// and set `isPresented` back to `false` when the person answers (SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`).
    ///
    /// `data` is read when the alert shows, so `presenting: model.selected` is about the
    /// item selected at that moment; `actions` and `message` get it. No actions: one `OK`.
    ///
    /// ```swift
    /// window.alert("Couldn't open the file", isPresented: Binding(model, \.failed),
    ///              presenting: model.failure) { failure in
    ///     AlertAction("Try Again", isDefault: true) { model.open(failure.url) }
    ///     AlertAction("Cancel", role: .cancel)
    /// } message: { failure in failure.reason }
    /// ```
    @discardableResult
    func alert<T>(
        _ title: @autoclosure @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        presenting data: @autoclosure @escaping @MainActor () -> T?,
        @AlertActionsBuilder actions: @escaping @MainActor (T) -> AlertActions,
        message: @escaping @MainActor (T) -> String? = { _ in nil }
    ) -> AlertPresenter {
        own(AlertPresenter(
            source: .presenting(title, isPresented: isPresented, data: data, actions: actions, message: message),
            window: self))
    }

    /// Show the alert `content` builds while `isPresented` is `true`, the enum-plus-Bool
    /// pattern (`.alert(isPresented: $showAlert) { getAlert() }`): `content` runs when
    /// the alert shows, so it reads the state set just before.
    @discardableResult
    func alert(isPresented: Binding<Bool>, content: @escaping @MainActor () -> AlertMessage) -> AlertPresenter {
        own(AlertPresenter(source: .isPresented(isPresented, alert: content), window: self))
    }

    /// Alert the error held by `error`, titled by its `errorDescription`, with actions and
    /// message made from it; answering resets `error` to `nil`
    /// (`alert(isPresented:error:actions:message:)`). The error's technical details are
    /// under a collapsed **Details** expander; `showsDetails: false` leaves them out.
    @discardableResult
    func alert<E: LocalizedError>(
        error: Binding<E?>,
        showsDetails: Bool = true,
        actions: @escaping @MainActor (E) -> [AlertAction],
        message: @escaping @MainActor (E) -> String?
    ) -> AlertPresenter {
        own(AlertPresenter(source: .error(error, showsDetails: showsDetails, actions: actions, message: message),
                           window: self))
    }

    /// Show each item of `context` in a sheet over this window (`sheet(for:onDismiss:content:)`);
    /// `title` names the window for its item (a screen reader reads it), and is read again
    /// when what it reads changes; without it, the sheet takes this window's title.
    @discardableResult
    func sheet<Item: Identifiable>(
        for context: PresentationContext<Item>,
        title: (@MainActor (Item) -> String)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) -> SheetPresenter {
        own(SheetPresenter(context: context, window: self, style: .sheet, title: title, onDismiss: onDismiss, content: content))
    }

    /// Show each item of `context` filling the screen (`fullScreenCover(for:onDismiss:content:)`);
    /// `title` names the window for its item (a screen reader reads it), and is read again
    /// when what it reads changes; without it, the cover takes this window's title.
    @discardableResult
    func fullScreenCover<Item: Identifiable>(
        for context: PresentationContext<Item>,
        title: (@MainActor (Item) -> String)? = nil,
        onDismiss: (@MainActor () -> Void)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) -> SheetPresenter {
        own(SheetPresenter(context: context, window: self, style: .fullScreenCover, title: title, onDismiss: onDismiss, content: content))
    }

    /// Show the errors of `context` as toasts at `edge` of this window, each with the
    /// standard ``ToastMessage/init(error:)`` text (PresentationKit's `toast(for:edge:)`);
    /// attach it to an ``ErrorAlerter``'s `errorToastContext`. Its toasts are announced
    /// assertively (``ToastPresenter/announcement``).
    @discardableResult
    func toast(for context: PresentationContext<any Error>, edge: ToastPresenter.Edge = .bottom) -> ToastPresenter {
        let presenter = ToastPresenter(context: context, window: self, edge: edge) { ToastMessage(error: $0) }
        // An error is said at once, not after what the screen reader is reading.
        presenter.announcement = .assertive
        return own(presenter)
    }

    /// Show each message of `context` as a toast at `edge` of this window
    /// (PresentationKit's `toast(for:edge:)`).
    @discardableResult
    func toast(for context: PresentationContext<ToastMessage>, edge: ToastPresenter.Edge = .bottom) -> ToastPresenter {
        own(ToastPresenter(context: context, window: self, edge: edge) { $0 })
    }

    /// Show each item of `context` as the toast `content` makes for it, at `edge`.
    @discardableResult
    func toast<Item>(
        for context: PresentationContext<Item>, edge: ToastPresenter.Edge = .bottom,
        content: @escaping @MainActor (Item) -> ToastMessage
    ) -> ToastPresenter {
        own(ToastPresenter(context: context, window: self, edge: edge, content: content))
    }

    /// Show the progress of `context` in a dialog over this window, with a bar and Cancel;
    /// attach it to an ``ErrorAlerter``'s `progressContext`, for
    /// `tryWithErrorAlert(progress:retry:_:)`.
    @discardableResult
    func progress(for context: PresentationContext<ProgressMessage>) -> ProgressPresenter {
        own(ProgressPresenter(context: context, window: self))
    }

    /// Show each item of `context` in a popover pointed at `anchor`, a widget of this
    /// window (PresentationKit's `popover(for:attachmentAnchor:arrowEdge:content:)`).
    @discardableResult
    func popover<Item: Identifiable>(
        for context: PresentationContext<Item>,
        anchor: UnsafeMutablePointer<GtkWidget>,
        arrowEdge: PopoverPresenter.ArrowEdge = .top,
        onDismiss: (@MainActor () -> Void)? = nil,
        content: @escaping @MainActor (Item) -> UnsafeMutablePointer<GtkWidget>
    ) -> PopoverPresenter {
        own(PopoverPresenter(context: context, anchor: anchor, arrowEdge: arrowEdge, onDismiss: onDismiss, content: content))
    }
}
