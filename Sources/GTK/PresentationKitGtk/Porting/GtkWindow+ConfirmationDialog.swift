import CGtk
import PresentationKit

/// SwiftUI's `confirmationDialog`, on a GTK window: the same alert dialog as
/// `alert(_:isPresented:)`, with a **Cancel** added when no action cancels.
///
/// ```swift
/// // SwiftUI                                      // GTK
/// // .confirmationDialog("Delete “notes.txt”?", isPresented: $confirming,
/// //                     titleVisibility: .visible, presenting: selected) { file in
/// //     Button("Delete", role: .destructive) { delete(file) }
/// // } message: { file in Text("It will be gone for good.") }
/// //                                              window.confirmationDialog("Delete “notes.txt”?",
/// //                                                  isPresented: Binding(model, \.confirming),
/// //                                                  titleVisibility: .visible, presenting: model.selected) { file in
/// //                                                  AlertAction("Delete", role: .destructive) { model.delete(file) }
/// //                                              } message: { file in "It will be gone for good." }
/// ```
@MainActor
public extension UnsafeMutablePointer where Pointee == GtkWindow {

    /// Ask for confirmation while `isPresented` is `true`, and set it back to `false` when
    /// the person answers (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`).
    ///
    /// A **Cancel** action is added when none of `actions` has the cancel role; Escape
    /// runs it. A destructive action is never the default unless marked `isDefault`.
    /// `titleVisibility: .hidden` draws no title, but a screen reader still reads it as
    /// the dialog's name. `title` and `message` are read again when what they read changes.
    @discardableResult
    func confirmationDialog(
        _ title: @autoclosure @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @AlertActionsBuilder actions: @escaping @MainActor () -> AlertActions,
        message: (@MainActor () -> String)? = nil
    ) -> AlertPresenter {
        let source = AlertSource.confirmation(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: { () },
            actions: { _ in actions() }, message: message.map { message in { _ in message() } })
        return own(AlertPresenter(source: source, window: self))
    }

    /// Ask for confirmation about `data` while `isPresented` is `true` and `data` is not
    /// `nil` (SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`).
    ///
    /// `data` is read when the dialog shows, so `presenting: model.selected` asks about
    /// the item selected at that moment; `actions` and `message` get it. A **Cancel**
    /// action is added when none of `actions` has the cancel role, as in the form without
    /// data.
    @discardableResult
    func confirmationDialog<T>(
        _ title: @autoclosure @escaping @MainActor () -> String,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: @autoclosure @escaping @MainActor () -> T?,
        @AlertActionsBuilder actions: @escaping @MainActor (T) -> AlertActions,
        message: (@MainActor (T) -> String)? = nil
    ) -> AlertPresenter {
        let source = AlertSource.confirmation(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
        return own(AlertPresenter(source: source, window: self))
    }
}
