import CGtk.Adwaita
import PresentationKitGtk

extension AdwaitaAlertDialog: PresentedAlert {

    /// Build and present libadwaita's dialog for `layout` with the functions this product
    /// links (`pk_adw_alert_funcs()`), modal on `parent` (`nil`: a window of its own).
    /// `end` gets the ending and the action to run, once.
    public convenience init(
        _ layout: DialogLayout, parent: UnsafeMutablePointer<GtkWindow>?,
        options: AlertOptions = AlertOptions(),
        end: @escaping (DialogEnding, AlertAction?) -> Void
    ) {
        self.init(layout, parent: parent, options: options, functions: pk_adw_alert_funcs(), end: end)
    }
}
