import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import Glibc
import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--file-selection`: GTK's own file chooser in this process, run on a plain GLib
/// main loop until it ends. Not an ``AlertSession``, which builds message dialogs; the
/// window hints, the time limit and zenity's statuses are applied here as they are there.
@MainActor
final class FileSelectionWindow {

    /// How the chooser ended.
    enum Outcome: Equatable {
        /// OK (or Return, or a double click on a file): the paths chosen, as the file
        /// system's bytes (a name need not be UTF-8, and a script must get it as it is).
        case chosen([[UInt8]])
        /// The Cancel button.
        case cancelled
        /// Escape, or the window closed.
        case dismissed
        /// `--timeout` ran out.
        case timedOut
    }

    private let loop: OpaquePointer
    private var outcome: Outcome?
    private var chooser: UnsafeMutablePointer<GtkWidget>?

    init() {
        loop = g_main_loop_new(nil, 0)
    }

    /// Show the chooser `selection` asks for, with `request`'s title, labels, window hints
    /// and time limit, and wait for its end.
    func run(_ request: Request, _ selection: FileSelectionRequest) -> Outcome {
        let ok = request.choices.first { $0.answer == .affirmative }?.label ?? tr.standardLabel("OK")
        let cancel = request.choices.first { $0.answer == .cancel }?.label ?? tr.standardLabel("Cancel")
        let chooser = pk_file_chooser_new(request.windowTitle, selection.folders ? 1 : 0, selection.save ? 1 : 0,
                                          selection.multiple ? 1 : 0, ok, cancel)!
        self.chooser = chooser
        for filter in selection.filters {
            var patterns = filter.patterns.map { UnsafePointer(strdup($0)) } + [nil]
            pk_file_chooser_add_filter(chooser, filter.name, &patterns)
            for pattern in patterns { free(UnsafeMutablePointer(mutating: pattern)) }
        }
        if let start = selection.start { pk_file_chooser_start_at(chooser, start) }
        // ACCEPT is OK (and what the chooser makes of Return and a double click), CANCEL
        // the Cancel button; Escape and the window's close come as DELETE_EVENT.
        _ = SignalHandler.connect(chooser, "response") { [self] response in
            switch response {
            case GTK_RESPONSE_ACCEPT.rawValue: end(.chosen(paths()))
            case GTK_RESPONSE_CANCEL.rawValue: end(.cancelled)
            default: end(.dismissed)
            }
        }
        let window = pk_window(chooser)!
        request.windowHints.prepare(window)
        gtk_window_present(window)
        if let seconds = request.timeout {
            MainLoopTimer.after(seconds: seconds) { [self] in end(.timedOut) }
        }
        if outcome == nil { g_main_loop_run(loop) }
        return outcome ?? .dismissed
    }

    /// The paths chosen, read while the chooser is still up.
    private func paths() -> [[UInt8]] {
        guard let chooser, let paths = pk_file_chooser_get_paths(chooser) else { return [] }
        defer { g_strfreev(paths) }
        var result: [[UInt8]] = []
        var index = 0
        while let path = paths[index] {
            result.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(path).assumingMemoryBound(to: UInt8.self),
                                                    count: strlen(path))))
            index += 1
        }
        return result
    }

    /// Record the first way the chooser ended, close it, and stop the loop.
    private func end(_ how: Outcome) {
        guard outcome == nil else { return }
        outcome = how
        if let chooser { gtk_window_destroy(pk_window(chooser)) }
        chooser = nil
        g_main_loop_quit(loop)
    }
}

extension FileSelectionWindow.Outcome {

    /// What is printed: the paths chosen joined by `separator`, on one line, as zenity
    /// prints them; nothing for the other endings (zenity 3.44's time limit never ends its
    /// chooser, so it has no output of its own to copy).
    func output(separator: String) -> [UInt8]? {
        guard case .chosen(let paths) = self else { return nil }
        return Array(paths.joined(separator: Array(separator.utf8))) + [UInt8(ascii: "\n")]
    }

    /// The exit status, zenity's `ZENITY_*` variables taken into account.
    func status(_ statuses: ExitStatuses) -> Int32 {
        switch self {
        case .chosen: statuses.affirmative
        case .cancelled: statuses.cancel
        case .dismissed: statuses.dismissed
        case .timedOut: statuses.timedOut
        }
    }
}
