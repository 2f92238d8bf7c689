import CGtk
import Glibc
import PresentationKitCore

/// Sends ``NotificationRequest``s as `org.freedesktop.Notifications.Notify` calls on the
/// session bus, as notify-send does. alert has no GApplication (whose notifications need
/// a desktop file and a running application), and a notification needs no display: only
/// the bus, and a service on it.
struct Notifier {
    /// The specification's `app_name`: the program sending (zenity sends “Zenity notification”).
    static let appName = "alert"

    private let connection: OpaquePointer
}

extension Notifier {

    /// A notifier on the session bus, or the one line that says why there is none.
    init() throws(CommandFailure) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            throw CommandFailure(message: tr("cannot send the notification: no session bus (%@)", reason), status: .notSent)
        }
        self.connection = connection
    }

    /// Run `request`: one notification, or with `--listen` one for each `message:` line of
    /// stdin until it ends. Returns the exit status: 0, or zenity's 1 when one could not be
    /// sent (said on stderr).
    static func run(_ request: NotificationRequest) -> Int32 {
        do throws(CommandFailure) {
            let notifier = try Notifier()
            guard request.listens else {
                try notifier.send(request.text ?? "", icon: request.icon, hints: hints(request.hints))
                return 0
            }
            return notifier.listen(icon: request.icon, hints: hints(request.hints))
        } catch {
            warn(error.message)
            return error.status.code
        }
    }

    private static func hints(_ pairs: [String]) -> [NotificationHint] {
        NotificationHint.hints(pairs, warn: { warn($0) })
    }

    /// Send `text`: its first line is the summary and the rest the body, as zenity splits it.
    func send(_ text: String, icon: String, hints: [NotificationHint]) throws(CommandFailure) {
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let summary = String(lines[0])
        let body = lines.count > 1 ? String(lines[1]) : ""
        // libnotify's: the sender's process, by which GNOME Shell finds the program's window.
        let entries = hints.map(\.entry)
            + [g_variant_new_dict_entry(g_variant_new_string("sender-pid"), g_variant_new_variant(g_variant_new_int64(gint64(getpid()))))]
        let entryType = g_variant_type_new("{sv}")
        defer { g_variant_type_free(entryType) }
        let hintsVariant = entries.withUnsafeBufferPointer { g_variant_new_array(entryType, $0.baseAddress, gsize($0.count)) }
        var children: [OpaquePointer?] = [
            g_variant_new_string(Self.appName), g_variant_new_uint32(0), g_variant_new_string(icon),
            g_variant_new_string(summary), g_variant_new_string(body), g_variant_new_strv(nil, 0),
            hintsVariant, g_variant_new_int32(-1),
        ]
        let parameters = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, "org.freedesktop.Notifications", "/org/freedesktop/Notifications", "org.freedesktop.Notifications",
            "Notify", parameters, nil, G_DBUS_CALL_FLAGS_NONE, -1, nil, &error)
        guard let reply else {
            let unknown = g_error_matches(error, g_dbus_error_quark(), Int32(G_DBUS_ERROR_SERVICE_UNKNOWN.rawValue)) != 0
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            throw CommandFailure(
                message: unknown
                    ? tr("cannot send the notification: no notification service on the session bus (nothing owns org.freedesktop.Notifications)")
                    : tr("cannot send the notification: %@", reason),
                status: .notSent)
        }
        g_variant_unref(reply)
    }

    /// zenity's `--listen`: `message:TEXT` (and `tooltip:TEXT`, which zenity 3.44 sends
    /// the same) sends a notification, `icon:ICON` and `hints:NAME:VALUE\n…` set those of
    /// the next ones, `visible:` does nothing (no tray icon); each command's name in any
    /// case. Unlike zenity, which never ends, returns at the end of stdin: 0, or 1 when a
    /// notification could not be sent (each said on stderr; the next lines still run).
    private func listen(icon: String, hints: [NotificationHint]) -> Int32 {
        var icon = icon
        var hints = hints
        var status: Int32 = 0
        // zenity's GIOChannel, read blocking: there is no main loop to serve meanwhile.
        let channel = g_io_channel_unix_new(STDIN_FILENO)
        defer { g_io_channel_unref(channel) }
        g_io_channel_set_encoding(channel, nil, nil)
        while true {
            var bytes: UnsafeMutablePointer<gchar>?
            var end: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let read = g_io_channel_read_line(channel, &bytes, nil, &end, &error)
            guard read == G_IO_STATUS_NORMAL, let bytes else {
                if let error {
                    warn(tr("cannot read stdin: %@", String(cString: error.pointee.message)))
                    g_error_free(error)
                    status = ExitStatus.notSent.code
                }
                return status
            }
            defer { g_free(bytes) }
            bytes[Int(end)] = 0  // the line without its terminator
            guard g_utf8_validate(bytes, -1, nil) != 0 else {
                warn(tr("skipping a line of stdin that is not UTF-8"))
                continue
            }
            let line = String(cString: bytes)
            guard let colon = line.firstIndex(of: ":") else {
                warn(tr("skipping “%@”: not COMMAND:VALUE (message, icon, hints, tooltip or visible)", line))
                continue
            }
            let command = String(line[..<colon].drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed()).lowercased()
            let value = String(line[line.index(after: colon)...].drop(while: { $0.isWhitespace }))
            switch command {
            case "icon":
                icon = value
            case "hints":
                hints = Self.hints(Self.compressed(value).split(separator: "\n").map(String.init))
            case "message", "tooltip":
                let text = Self.compressed(value)
                guard !text.isEmpty else {
                    warn(tr("skipping “%@”: the message is empty", line))
                    continue
                }
                do throws(CommandFailure) {
                    try send(text, icon: icon, hints: hints)
                } catch {
                    warn(error.message)
                    status = error.status.code
                }
            case "visible":
                break
            default:
                warn(tr("skipping “%@”: unknown command (message, icon, hints, tooltip or visible)", line))
            }
        }
    }

    /// `text` with its escapes (`\n`, `\t`, …) turned into the characters, as zenity's `g_strcompress`.
    static func compressed(_ text: String) -> String {
        g_strcompress(text).map { bytes in
            defer { g_free(bytes) }
            return String(cString: bytes)
        } ?? text
    }
}
