import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding

/// An alert's list of rows (``AlertOptions/list``, zenity's `--list`): made with the
/// dialog, filled by the caller as rows come, read when the alert ends.
extension AlertSession {

    /// Make the list, put it under the message, and let Return and a double click on a
    /// row choose the default button (as Return in a field does, so a held or disabled
    /// default answers nothing).
    func addList(_ list: AlertOptions.List, to surface: any DialogSurface) {
        let titles = list.columns.map { strdup($0) }
        defer { titles.forEach { free($0) } }
        let widget = titles.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
            pk_list_new(buffer.baseAddress, Int32(list.columns.count), list.toggles.rawValue,
                        list.multiple ? 1 : 0, list.editable ? 1 : 0)!
        }
        if list.firstColumnImages { pk_list_show_images(widget) }
        for column in list.hiddenColumns { pk_list_set_column_visible(widget, Int32(column), 0) }
        if !list.showsHeaders { pk_list_set_headers_visible(widget, 0) }
        surface.addContent(widget)
        listWidget = widget
        // The handler goes with the view, which goes with the dialog.
        _ = SignalHandler.connect(pk_list_get_view(widget), "activate") { [weak self] (_: Int32) in
            self?.activateDefault()
        }
    }

    /// Add `rows` at the end of the list, each checked as given (a checklist's or a
    /// radiolist's first column); nothing without a list, or once the dialog is gone.
    package func appendListRows(_ rows: [(cells: [String], isChecked: Bool)]) {
        guard let listWidget, let columns = rows.first?.cells.count, columns > 0 else { return }
        let cells = rows.flatMap { row in (0..<columns).map { strdup($0 < row.cells.count ? row.cells[$0] : "") } }
        defer { cells.forEach { free($0) } }
        let active = rows.map { gboolean($0.isChecked ? 1 : 0) }
        cells.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
            pk_list_append(listWidget, buffer.baseAddress, Int32(rows.count), Int32(columns), active)
        }
    }

    /// The rows chosen, each its cells as shown (edited, with ``AlertOptions/List/editable``):
    /// as they are now, or as they were when the alert ended; empty without a list.
    package var chosenListRows: [[String]] {
        if let listWidget { return Self.chosenRows(listWidget) }
        return endedListRows ?? []
    }

    /// The chosen rows of `list`, top to bottom.
    static func chosenRows(_ list: UnsafeMutablePointer<GtkWidget>) -> [[String]] {
        let columns = pk_list_get_n_columns(list)
        return (0..<pk_list_get_n_rows(list)).filter { pk_list_row_is_chosen(list, $0) != 0 }.map { row in
            (0..<columns).map { String(cString: pk_list_get_cell(list, row, $0)) }
        }
    }
}
