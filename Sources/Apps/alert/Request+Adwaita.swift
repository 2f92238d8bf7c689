extension Request {

    /// Whether `ALERT_STYLE` names libadwaita's style; a value that names no style (adwaita
    /// or gtk) gets one warning line and GTK's.
    static func adwaitaAsked(_ environment: (String) -> String?, warn: (String) -> Void) -> Bool {
        switch environment("ALERT_STYLE") {
        case "adwaita": return true
        case nil, "", "gtk": return false
        case let value?:
            warn(tr("ALERT_STYLE=%@ is no style (adwaita or gtk): showing GTK's dialog", value))
            return false
        }
    }

    /// What libadwaita's dialog cannot show of `options`, one warning line each: its labels
    /// are its own (private API), so the text options have no counterpart. The zenity
    /// types (--error …) are not listed: their buttons, texts and title work; details,
    /// "don't ask again" and the countdown go in its extra child.
    static func ignoredByAdwaita(_ options: CommandLineOptions, width: Int32?, height: Int32?) -> [String] {
        /// The line for `flag`, which has no effect for `reason`.
        func noEffect(_ flag: String, _ reason: String) -> String {
            tr("%@ has no effect in libadwaita's style: %@", flag, reason)
        }
        let labels = tr("its dialog lays out its own labels")
        let size = tr("its dialog takes the size its texts need")
        let icon = tr("its dialog has no icon and no message kind")
        let given: [(isGiven: Bool, warning: String)] = [
            (options.no_wrap, noEffect("--no-wrap", labels)),
            (options.ellipsize, noEffect("--ellipsize", labels)),
            (width != nil, noEffect("--width", size)),
            (height != nil, noEffect("--height", size)),
            (options.icon != nil, noEffect("--icon", icon)),
            (options.icon_name != nil, noEffect("--icon-name", icon)),
        ]
        return given.filter(\.isGiven).map(\.warning)
    }
}
