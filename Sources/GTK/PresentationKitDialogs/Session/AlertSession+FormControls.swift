import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding

/// An alert's controls among its fields (``AlertOptions/formControls``, zenity's `--forms`
/// combo box, calendar and list): made with the fields, in their place, read when the
/// alert ends.
extension AlertSession {

    /// Make the controls of `controls` that stand above the field at `position` (`nil`:
    /// every one left, after the last field) and place them as the style places a field.
    /// Return on a calendar or a list, and a double click on a day or a row, choose the
    /// default button, as Return in a field does.
    func addFormControls(_ controls: [AlertOptions.FormControl], before position: Int?, to surface: any DialogSurface) {
        for control in controls.dropFirst(formControlWidgets.count) {
            if let position, control.position > position { return }
            let widget: UnsafeMutablePointer<GtkWidget>
            let named: UnsafeMutablePointer<GtkWidget>
            switch control.kind {
            case .choice(let values):
                let copies = values.map { strdup($0) } + [nil]
                defer { copies.forEach { free($0) } }
                widget = copies.map { $0.map { UnsafePointer($0) } }.withUnsafeBufferPointer { pk_choice_new($0.baseAddress)! }
                named = widget
            case .date(let year, let month, let day):
                widget = pk_calendar_new(Int32(year), Int32(month), Int32(day))!
                named = widget
                // Unretained is safe: the session lives as long as its dialog (the surface keeps
                // it), and the calendar's controllers go with the dialog's widgets, first.
                pk_picker_set_activate_func(widget, { data in
                    MainActor.assumeIsolated { Unmanaged<AlertSession>.fromOpaque(data!).takeUnretainedValue().activateDefault() }
                }, Unmanaged.passUnretained(self).toOpaque())
            case .rows(let columns, let rows, let showsHeaders):
                let titles = columns.map { strdup($0) }
                defer { titles.forEach { free($0) } }
                widget = titles.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
                    pk_list_new(buffer.baseAddress, Int32(columns.count), 0, 0, 0)!
                }
                if !showsHeaders { pk_list_set_headers_visible(widget, 0) }
                pk_list_select_on_focus(widget)
                let cells = rows.flatMap { row in columns.indices.map { strdup($0 < row.count ? row[$0] : "") } }
                defer { cells.forEach { free($0) } }
                let active = [gboolean](repeating: 0, count: rows.count)
                cells.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
                    pk_list_append(widget, buffer.baseAddress, Int32(rows.count), Int32(columns.count), active)
                }
                named = pk_list_get_view(widget)
                // The handler goes with the view, which goes with the dialog.
                _ = SignalHandler.connect(named, "activate") { [weak self] (_: Int32) in self?.activateDefault() }
            }
            surface.addControl(pk_form_control_new(control.label, widget, named))
            formControlWidgets.append((widget, control.kind))
        }
    }

    /// Give the keyboard focus to the first control when it stands above every field, as
    /// zenity focuses the first widget of its form; `false` when none does.
    func focusFirstFormControl(_ controls: [AlertOptions.FormControl]) -> Bool {
        guard controls.first?.position == 0, let (widget, kind) = formControlWidgets.first else { return false }
        if case .rows = kind { pk_list_focus(widget) } else { gtk_widget_grab_focus(widget) }
        return true
    }

    /// The controls' values, in order: as they are now, or as they were when the alert
    /// ended; empty without controls.
    package var formControlValues: [FormControlValue] {
        endedFormControlValues ?? formControlWidgets.map(Self.value(ofControl:))
    }

    /// The value `control` holds now.
    static func value(ofControl control: (widget: UnsafeMutablePointer<GtkWidget>, kind: AlertOptions.FormControl.Kind)) -> FormControlValue {
        switch control.kind {
        case .choice:
            guard let text = pk_choice_dup_chosen(control.widget) else { return .choice(nil) }
            defer { g_free(text) }
            return .choice(String(cString: text))
        case .date:
            var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
            pk_calendar_get_date(control.widget, &year, &month, &day)
            return .date(year: Int(year), month: Int(month), day: Int(day))
        case .rows:
            return .rows(chosenRows(control.widget))
        }
    }
}
