/// One import for an app: `import PresentationKitGtk` brings the presenters, the dialog and
/// main-loop bridge under them (PresentationKitGtkCore), PresentationKit with its error
/// mapping, and GTK's C API with the shim's helpers (`pk_window`, `pk_button`, `pk_widget`,
/// …): the presenters take and return GTK pointers, so an app that uses them always needs
/// GTK too. `CGtk` is no product of its own.
@_exported import CGtk
@_spi(Testing) @_exported import PresentationKit
@_spi(Testing) @_exported import PresentationKitGtkCore
