/// GTK's C API and the shim's helpers (`pk_window`, `pk_button`, `pk_widget`, …) come with
/// `import PresentationKitGtk`: the presenters take and return GTK pointers, so an app
/// that uses them always needs GTK too. `CGtk` is no product of its own.
@_exported import CGtk
