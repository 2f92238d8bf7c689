import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding

/// An alert's value to pick (``AlertOptions/picker``): made with the dialog, read when the
/// alert ends; a scale reports each change as it happens (zenity's `--print-partial`).
extension AlertSession {

    /// Make the picker and put it under the message. Return on a scale or a calendar, and a
    /// double click on a day, choose the default button, as Return in a field does.
    func addPicker(_ picker: AlertOptions.Picker, to surface: any DialogSurface) {
        let widget: UnsafeMutablePointer<GtkWidget>
        switch picker {
        case .scale(let min, let max, let step, let value, let hidesValue):
            widget = pk_scale_new(Double(min), Double(max), Double(step), Double(value), hidesValue ? 1 : 0)!
            var last = value
            // The handler goes with the scale, which goes with the dialog. GtkRange reports
            // each step of a drag; a value printed twice in a row says nothing new.
            _ = SignalHandler.connect(widget, "value-changed") { [weak self] in
                guard let self, case .number(let now)? = self.pickedValue, now != last else { return }
                last = now
                onPickerChange?(.number(now))
            }
        case .calendar(let year, let month, let day):
            widget = pk_calendar_new(Int32(year), Int32(month), Int32(day))!
        case .color(let text, let showsPalette):
            var rgba = GdkRGBA()
            let parsed = text.map { gdk_rgba_parse(&rgba, $0) != 0 } ?? false
            widget = withUnsafePointer(to: &rgba) { pk_color_new(parsed ? $0 : nil, showsPalette ? 1 : 0)! }
        }
        // Unretained is safe: the session lives as long as its dialog (the surface keeps it),
        // and the dialog's widgets, the picker's controllers with them, go first.
        pk_picker_set_activate_func(widget, { data in
            MainActor.assumeIsolated { Unmanaged<AlertSession>.fromOpaque(data!).takeUnretainedValue().activateDefault() }
        }, Unmanaged.passUnretained(self).toOpaque())
        surface.addContent(widget)
        pickerWidget = widget
    }

    /// The value picked: as it is now, or as it was when the alert ended; `nil` without a picker.
    package var pickedValue: PickedValue? {
        pickerWidget.map(Self.value(of:)) ?? endedPickedValue
    }

    static func value(of widget: UnsafeMutablePointer<GtkWidget>) -> PickedValue {
        if pk_widget_is_calendar(widget) != 0 {
            var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
            pk_calendar_get_date(widget, &year, &month, &day)
            return .date(year: Int(year), month: Int(month), day: Int(day))
        }
        if pk_widget_is_scale(widget) != 0 {
            return .number(Int(pk_scale_get_value(widget)))
        }
        guard let text = pk_color_get_text(widget) else { return .color("") }
        defer { g_free(text) }
        return .color(String(cString: text))
    }
}

extension AlertSession {

    /// Whether `picker` is the colour chooser: its editor's entry and its swatches take the
    /// arrow keys and Return, so the default button has the focus instead.
    func isColorChooser(_ picker: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pk_widget_is_scale(picker) == 0 && pk_widget_is_calendar(picker) == 0
    }
}
