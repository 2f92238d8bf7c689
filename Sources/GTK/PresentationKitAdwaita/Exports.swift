/// `import PresentationKitAdwaita` brings what `import PresentationKitGtk` brings, the
/// libadwaita dialog (PresentationKitAdwaitaCore's ``AdwaitaAlertDialog``), and the one call
/// that switches the presenters to libadwaita (``AdwaitaStyle/install()``).
@_exported import PresentationKitGtk
@_exported import PresentationKitAdwaitaCore
