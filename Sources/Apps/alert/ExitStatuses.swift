import Glibc

/// The exit status of each way a dialog can end. The command's own form has fixed
/// ones; the zenity form takes zenity's `ZENITY_*` variables into account.
struct ExitStatuses: Sendable, Equatable {
    var affirmative: Int32
    var cancel: Int32
    /// Escape, or the window closed.
    var dismissed: Int32
    var extra: Int32
    var timedOut: Int32

    /// `alert`'s own statuses, as `alert --help` documents them.
    static let command = ExitStatuses(affirmative: 0, cancel: 1, dismissed: 1, extra: 1, timedOut: 5)

    /// The status for choosing a button that means `answer`.
    func status(for answer: Answer) -> Int32 {
        switch answer {
        case .affirmative: affirmative
        case .cancel: cancel
        case .extra: extra
        }
    }

    /// zenity's statuses: `ZENITY_OK`, `ZENITY_CANCEL`, `ZENITY_ESC`, `ZENITY_EXTRA`,
    /// `ZENITY_TIMEOUT`, each else its older `DIALOG_*` name, read as zenity reads them
    /// (`atoi`, the status taken modulo 256 by `exit`). zenity 3.44's message dialogs end
    /// an `--extra-button` with the Escape status and ignore `ZENITY_TIMEOUT`; zenity 4
    /// honours `ZENITY_EXTRA` and `ZENITY_TIMEOUT`: a variable that is set is honoured,
    /// an unset one keeps zenity 3.44's status.
    /// - Parameter warn: told about a value that is not a whole number.
    static func zenity(_ environment: (String) -> String?, warn: (String) -> Void) -> ExitStatuses {
        func status(_ name: String) -> Int32? {
            guard let variable = ["ZENITY_" + name, "DIALOG_" + name].first(where: { environment($0) != nil }),
                let value = environment(variable)
            else { return nil }
            let number = value.withCString { atoi($0) }
            let trimmed = value.drop { $0 == " " || $0 == "\t" }
            if Int32(trimmed) == nil {
                warn(tr("%@=“%@” is not a whole number: exiting with %@ for it, as zenity does",
                        variable, value, String(number & 0xff)))
            }
            return number
        }
        let escape = status("ESC") ?? 1
        return ExitStatuses(
            affirmative: status("OK") ?? 0, cancel: status("CANCEL") ?? 1, dismissed: escape,
            extra: status("EXTRA") ?? escape, timedOut: status("TIMEOUT") ?? 5)
    }
}
