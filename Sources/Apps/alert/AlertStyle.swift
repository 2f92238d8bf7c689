/// Whose dialog `alert` shows: GTK's `GtkMessageDialog`, or libadwaita's dialog as zenity 4
/// shows it, through a plug-in loaded only then (``AdwaitaAlert``).
enum AlertStyle: String, Sendable {
    /// `GtkMessageDialog`, the default: no libadwaita is loaded.
    case gtk
    /// libadwaita's `AdwMessageDialog` (1.2–1.4) or `AdwAlertDialog` (1.5 and later).
    case adwaita

    /// The style `--adwaita` (when `flag`) or else `ALERT_STYLE` asks for; a value of
    /// `ALERT_STYLE` that names no style gets one warning line and GTK's.
    init(flag: Bool, environment: (String) -> String?, warn: (String) -> Void) {
        if flag {
            self = .adwaita
            return
        }
        guard let value = environment("ALERT_STYLE"), !value.isEmpty else {
            self = .gtk
            return
        }
        guard let style = AlertStyle(rawValue: value) else {
            warn(tr("ALERT_STYLE=%@ is no style (adwaita or gtk): showing GTK's dialog", value))
            self = .gtk
            return
        }
        self = style
    }
}
