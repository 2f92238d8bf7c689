/// The value an ``AlertOptions/Picker`` holds, as ``AlertSession/pickedValue`` reads it.
package enum PickedValue: Sendable, Equatable {
    case number(Int)
    /// `month` from 1.
    case date(year: Int, month: Int, day: Int)
    /// As `gdk_rgba_to_string` writes it: `rgb(r,g,b)` or `rgba(r,g,b,a)`.
    case color(String)
}
