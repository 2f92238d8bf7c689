extension AlertOptions {

    /// A value to pick under the message (zenity's `--scale`, `--calendar` and
    /// `--color-selection`): made with the dialog, read when the alert ends
    /// (``AlertSession/pickedValue``).
    package enum Picker: Sendable {
        /// A whole number from `min` to `max`, moved by `step`, at `value`; its value drawn
        /// beside it unless `hidesValue`.
        case scale(min: Int, max: Int, step: Int, value: Int, hidesValue: Bool)
        /// A date, `month` from 1.
        case calendar(year: Int, month: Int, day: Int)
        /// A colour, at `rgba` (a `gdk_rgba_parse` form the caller has checked; `nil`:
        /// white), its palette shown instead of its editor when `showsPalette`.
        case color(rgba: String?, showsPalette: Bool)
    }
}
