import CGtk.Adwaita
import PresentationKitGtk

public extension AdwaitaFunctions {

    /// libadwaita's dialog functions as this product links them.
    static let linked = AdwaitaFunctions(pk_adw_alert_funcs())!  // the same build: its size matches
}

extension AdwaitaAlertDialog: PresentedAlert {

    /// Build and present libadwaita's dialog for `layout` with the functions this product
    /// links (``AdwaitaFunctions/linked``), modal on `parent` (`nil`: a window of its own).
    /// `end` gets the ending and the action to run, once.
    public convenience init(
        _ layout: DialogLayout, parent: UnsafeMutablePointer<GtkWindow>?,
        options: AlertOptions = AlertOptions(),
        end: @escaping (DialogEnding, AlertAction?) -> Void
    ) {
        self.init(layout, parent: parent, options: options, functions: .linked, end: end)
    }
}
