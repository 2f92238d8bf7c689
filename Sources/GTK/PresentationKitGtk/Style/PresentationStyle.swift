import CGtk
import PresentationKit

/// How the presenters show an alert: GTK's own dialogs (the default), or another toolkit's
/// that a product such as PresentationKitAdwaita installs, with one call, before the
/// first alert. Every `window.alert(…)`, ``AlertPresenter`` and
/// `AlertMessage.present(on:kind:)` goes through the style current
/// when it shows a dialog; the calls themselves do not change.
///
/// ```swift
/// PresentationStyle.current = .gtk   // what an app without another style has
/// ```
@MainActor
public struct PresentationStyle {

    /// Builds and presents the dialog for a layout, transient for the window (`nil`: a
    /// dialog of its own), with what the message adds beyond its buttons (its details, a
    /// **Don't ask again** check button, a countdown line: both the GTK and the libadwaita
    /// style show these; the options that shape GTK's own dialog, such as heading markup,
    /// a style shows if it can), calling `end` once when it ends.
    public typealias AlertFactory = @MainActor (
        _ layout: DialogLayout, _ kind: AlertKind?, _ parent: UnsafeMutablePointer<GtkWindow>?,
        _ options: AlertOptions, _ end: @escaping (DialogEnding, AlertAction?) -> Void
    ) -> any PresentedAlert

    /// The style's name, for logs and tests ("gtk", "adwaita").
    public let name: String

    /// Builds the style's alert dialogs.
    public let makeAlert: AlertFactory

    /// Shows the style's toasts; GTK's style's are ``gtkToasts``.
    public let makeToast: ToastFactory

    /// A style named `name` whose alerts `makeAlert` builds and whose toasts `makeToast`
    /// shows (by default GTK's, ``gtkToasts``).
    public init(name: String, makeAlert: @escaping AlertFactory, makeToast: @escaping ToastFactory = gtkToasts) {
        self.name = name
        self.makeAlert = makeAlert
        self.makeToast = makeToast
    }

    /// GTK's own: a `GtkMessageDialog` (``AlertDialog``).
    public static let gtk = PresentationStyle(name: "gtk") { layout, kind, parent, options, end in
        AlertDialog(layout, kind: kind, parent: parent, options: options, end: end)
    }

    /// GTK's toasts: ``ToastPresenter``'s own, a pill in the window's overlay with a close
    /// button, paused while the pointer or focus is on it. The factory builds nothing, so the
    /// presenter shows its own; a style's factory ends there too for a window with no place
    /// for its toasts.
    public static let gtkToasts: ToastFactory = { _, _, _, _ in nil }

    /// The style the presenters use from now on; ``gtk`` until a product installs another.
    public static var current = PresentationStyle.gtk
}
