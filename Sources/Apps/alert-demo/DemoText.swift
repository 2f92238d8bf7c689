import PresentationKit

/// The demo's own strings: gettext domain `alert-demo` (po/alert-demo), beside the
/// library's `presentationkit`. The window's GtkBuilder file is translated through it too
/// (`DemoResources.builder(_:)`).
let tr = TextDomain("alert-demo")
