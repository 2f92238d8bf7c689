import CGtk
import PresentationKit

/// How the presenters show alerts and toasts: GTK's own (the default), or another
/// toolkit's that a product such as PresentationKitAdwaita installs, with one call, before
/// the first alert. Every `window.alert(…)`, ``AlertPresenter`` and
/// `AlertMessage.present(on:)` runs its ``AlertSession`` in the ``dialogs`` of the style
/// current when it shows; the calls themselves do not change.
///
/// ```swift
/// PresentationStyle.current = .gtk   // what an app without another style has
/// ```
@MainActor
public struct PresentationStyle {

    /// The style's name, for logs and tests ("gtk", "adwaita").
    public let name: String

    /// The dialog alerts are shown in.
    public let dialogs: DialogStyle

    /// Shows the style's toasts; GTK's style's are ``gtkToasts``.
    public let makeToast: ToastFactory

    /// A style named `name` whose alerts show in `dialogs` and whose toasts `makeToast`
    /// shows (by default GTK's, ``gtkToasts``).
    public init(name: String, dialogs: DialogStyle, makeToast: @escaping ToastFactory = gtkToasts) {
        self.name = name
        self.dialogs = dialogs
        self.makeToast = makeToast
    }

    /// GTK's own: a `GtkMessageDialog`, and the presenter's own toasts.
    public static let gtk = PresentationStyle(name: "gtk", dialogs: .gtk)

    /// GTK's toasts: ``ToastPresenter``'s own, a pill in the window's overlay with a close
    /// button, paused while the pointer or focus is on it. The factory builds nothing, so the
    /// presenter shows its own; a style's factory ends there too for a window with no place
    /// for its toasts.
    public static let gtkToasts: ToastFactory = { _, _, _, _ in nil }

    /// The style the presenters use from now on; ``gtk`` until a product installs another.
    public static var current = PresentationStyle.gtk
}
