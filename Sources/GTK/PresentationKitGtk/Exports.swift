/// `import PresentationKitGtk` is the one import an app needs: it brings the core
/// (`PresentationKit`: contexts, alerts, `ErrorAlerter`) and GTK's C API with the library's C
/// helpers (`CGtk`: `pk_window`, `pk_button`, `pk_widget`, …), which the presenters take
/// and return. `CGtk` is no product of its own.
@_exported import CGtk
@_exported import PresentationKit
/// `@Observable` models, which `Binding` and the presenters observe, need no import either.
@_exported import Observation
/// The alert session and its two dialog styles, with the GObject binding under them: modules
/// of their own with no full Foundation, so that `alert` can link them without ICU.
@_exported import PresentationKitDialogs
