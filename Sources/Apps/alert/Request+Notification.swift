import CGtk
import PresentationKitCore

/// zenity's `--notification`: a desktop notification sent on the session bus, no window.
struct NotificationRequest: Sendable, Equatable {
    /// `--text`, its escapes (`\n`, `\t`, …) turned into the characters as zenity's
    /// `g_strcompress` does; `nil` with `--listen`, where stdin gives the texts.
    var text: String?
    /// `app_icon`: `--window-icon` as an icon name or a `file://` URI, or "" for none.
    var icon = ""
    /// `--hint NAME:VALUE`, as given, in order (checked as they are sent: zenity skips a
    /// wrong one with a line on stderr and still sends the notification).
    var hints: [String] = []
    /// `--listen`: commands from stdin, one a line, until it ends.
    var listens = false
}

extension Request {

    /// `--notification`'s request, checked; `--text` is read here rather than as the
    /// dialog's body, since the notification shows no dialog.
    mutating func readNotificationForm(_ options: CommandLineOptions) throws(CommandFailure) {
        var request = NotificationRequest(hints: options.hints, listens: options.listen)
        if !options.listen {
            guard let text = options.text else {
                throw .usage(tr("--notification needs --text (or --listen, to read the messages from stdin)"))
            }
            // zenity splits the compressed text at its first newline: `--text 'Done\nAll 3 built'`.
            let compressed = Notifier.compressed(text)
            guard !compressed.isEmpty else { throw .usage(tr("--notification's --text must not be empty")) }
            request.text = compressed
        }
        request.icon = windowHints.icon.map(Self.notificationIcon) ?? ""
        notification = request
    }

    /// The flags of `--notification` given without it.
    static func notificationFlags(_ options: CommandLineOptions) -> [String] {
        [options.listen ? "--listen" : nil, options.hints.isEmpty ? nil : "--hint"].compactMap { $0 }
    }

    /// The notification specification's `app_icon`: a name the service's icon theme finds,
    /// or a `file://` URI, which it needs to find a file whatever its own directory.
    private static func notificationIcon(_ icon: WindowHints.Icon) -> String {
        switch icon {
        case .named(let name): return name
        case .file(let path):
            let absolute = g_canonicalize_filename(path, nil)
            defer { g_free(absolute) }
            guard let uri = g_filename_to_uri(absolute, nil, nil) else { return path }
            defer { g_free(uri) }
            return String(cString: uri)
        }
    }
}
