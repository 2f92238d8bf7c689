/// `import PresentationKitAdwaita` brings what `import PresentationKitGtk` brings and the
/// one call that switches the presenters to libadwaita's dialogs and toasts
/// (``AdwaitaStyle/install()``).
@_exported import PresentationKitGtk
