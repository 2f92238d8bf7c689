import CGtk
import Glibc

/// GTK's notice for a dialog without a parent window, which a command-line tool's
/// dialog never has (and libadwaita's, below). It is a `Gtk-Message` (not a warning): the command drops this one
/// message so a script's stderr stays its own; everything else is logged as usual.
private let parentlessDialogNotice = "GtkDialog mapped without a transient parent"

/// libadwaita's notice of the same, for `AdwMessageDialog` (`--adwaita`).
private let parentlessAdwaitaDialogNotice = "AdwMessageDialog mapped without a transient parent"

/// Install a GLib log writer that drops ``parentlessDialogNotice`` and hands every other
/// message to GLib's default writer (which honours `G_MESSAGES_DEBUG` and the journal).
/// Call it once, before GTK starts; GLib allows one writer per process.
func dropParentlessDialogNotice() {
    g_log_set_writer_func({ level, fields, count, data in
        if let fields, isParentlessDialogNotice(UnsafeBufferPointer(start: fields, count: Int(count))) {
            return G_LOG_WRITER_HANDLED
        }
        if let fields, isLostWaylandNotice(UnsafeBufferPointer(start: fields, count: Int(count))) {
            // GDK calls _exit(1) right after this message: say it and end first.
            write(all: "alert: " + lostDisplayMessage + "\n", to: STDERR_FILENO)
            _exit(ExitStatus.noDisplay.code)
        }
        return g_log_writer_default(level, fields, count, data)
    }, nil, nil)
}

private func isParentlessDialogNotice(_ fields: UnsafeBufferPointer<GLogField>) -> Bool {
    switch value("GLIB_DOMAIN", in: fields) {
    case "Gtk": value("MESSAGE", in: fields)?.hasPrefix(parentlessDialogNotice) == true
    case "Adwaita": value("MESSAGE", in: fields)?.hasPrefix(parentlessAdwaitaDialogNotice) == true
    default: false
    }
}

/// GDK's last words on Wayland before it calls `_exit(1)` (gdkeventsource.c and
/// gdkdisplay-wayland.c in GTK 4.8, all `g_message`): the compositor went away. Killing
/// Weston under a dialog gives "Error reading events from display: Broken pipe".
private func isLostWaylandNotice(_ fields: UnsafeBufferPointer<GLogField>) -> Bool {
    guard value("GLIB_DOMAIN", in: fields) == "Gdk", let message = value("MESSAGE", in: fields) else { return false }
    return message.hasPrefix("Lost connection to Wayland compositor")
        || message.hasPrefix("Error reading events from display: ")
        || message.hasPrefix("Error flushing display: ")
        || (message.hasPrefix("Error ") && message.hasSuffix("dispatching to Wayland display."))
}

private func value(_ key: String, in fields: UnsafeBufferPointer<GLogField>) -> String? {
        guard let field = fields.first(where: { String(cString: $0.key) == key }), field.length < 0,
        let text = field.value
    else { return nil }
    return String(cString: text.assumingMemoryBound(to: CChar.self))
}
