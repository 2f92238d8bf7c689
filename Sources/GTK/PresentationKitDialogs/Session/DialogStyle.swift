import CGtk
import PresentationKitCore

/// Which toolkit's dialog an ``AlertSession`` shows: GTK's own ``gtk``, or libadwaita's
/// (PresentationKitAdwaita's `AdwaitaStyle`, or `alert --adwaita` through its plug-in).
///
/// A value, passed to each session: the presenters take it from their `PresentationStyle`,
/// and `alert` makes its own, so no global decides what a command shows.
@MainActor
public struct DialogStyle {

    /// Builds one dialog surface: the layout, GTK's message type for its severity, the
    /// parent (`nil`: a window of its own) and the options.
    package typealias MakeSurface = @MainActor (
        _ layout: DialogLayout, _ messageType: GtkMessageType, _ parent: UnsafeMutablePointer<GtkWindow>?,
        _ options: AlertOptions
    ) -> any DialogSurface

    /// The style's name, for logs and tests ("gtk", "adwaita").
    public let name: String

    package let makeSurface: MakeSurface

    package init(name: String, makeSurface: @escaping MakeSurface) {
        self.name = name
        self.makeSurface = makeSurface
    }

    /// GTK's own dialog, a `GtkMessageDialog`.
    public static let gtk = DialogStyle(name: "gtk") { layout, messageType, parent, _ in
        MessageDialogSurface(layout, severity: messageType, parent: parent)
    }
}
