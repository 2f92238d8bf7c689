import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--file-selection`, as the command line asks for it.
struct FileSelectionRequest: Sendable, Equatable {
    /// One `--file-filter`: a name shown in the chooser and the patterns of the files it shows.
    struct Filter: Sendable, Equatable {
        var name: String
        var patterns: [String]
    }

    /// `--directory`: folders, not files.
    var folders = false
    /// `--save`: a name to save as, which need not exist yet.
    var save = false
    var multiple = false
    /// `--separator` as given: zenity 3.44 does not read its backslash escapes here, as it
    /// does for `--list`.
    var separator = "|"
    /// `--filename`: the folder (ending in `/`) or the file the chooser starts at.
    var start: String?
    var filters: [Filter] = []
}

extension FileSelectionRequest.Filter {

    /// `--file-filter`'s value as zenity 3.44 reads it (`src/fileselection.c`): `NAME |
    /// PATTERN…` or, without a bar, `PATTERN…`, which names the filter too; the patterns
    /// are split at spaces. A value with no pattern is a usage error (zenity would show a
    /// filter that shows no file); an empty name is named by its patterns.
    init(zenity value: String) throws(CommandFailure) {
        let (name, patternText): (String, Substring) = if let bar = value.firstIndex(of: "|") {
            (value[..<bar].trimmingSpaces, value[value.index(after: bar)...])
        } else {
            (value, value[...])
        }
        patterns = patternText.split(separator: " ").map(String.init)
        guard !patterns.isEmpty else {
            throw .usage(tr("--file-filter “%@” has no pattern: give NAME | PATTERN…, such as 'Images | *.png *.jpg'", value))
        }
        self.name = name.isEmpty ? patterns.joined(separator: " ") : name
    }
}

private extension Substring {
    /// Without the spaces and tabs at either end (GLib's `g_strstrip` strips them, and newlines).
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

extension Request {

    /// The flags that belong to `--file-selection` alone.
    static func fileSelectionFlags(_ options: CommandLineOptions) -> [String] {
        [("--directory", options.directory), ("--save", options.save), ("--confirm-overwrite", options.confirm_overwrite),
         ("--file-filter", !options.file_filters.isEmpty)]
            .filter(\.1).map(\.0)
    }

    /// zenity's `--file-selection`: GTK's file chooser, its title, its OK and Cancel.
    mutating func readFileSelectionForm(_ options: CommandLineOptions) throws(CommandFailure) {
        let others = Self.progressFlags(options) + Self.textInfoFlags(options).filter { $0 != "--filename" }
            + Self.listFlags(options).filter { $0 != "--multiple" && $0 != "--separator" } + Self.pickerFlags(options).map(\.flag)
        if let flag = others.first {
            throw .usage(tr("%@ does not go with --file-selection", flag))
        }
        // What a file chooser has no place for: a message, buttons of one's own, fields,
        // details, a remembered answer, a JSON answer.
        for (flag, given) in [("--message", options.message != nil), ("--message-file", options.message_file != nil),
                              ("--button", !options.buttons.isEmpty), ("--extra-button", !options.extra_buttons.isEmpty),
                              ("--item", !options.items.isEmpty), ("--field", !options.fieldArguments.isEmpty),
                              ("--details", options.details != nil || options.details_file != nil),
                              ("--dont-ask-again", options.dont_ask_again != nil), ("--json", options.json),
                              ("--timeout-answer", options.timeout_answer != nil),
                              ("--activation-delay", options.activation_delay != nil)]
        where given {
            throw .usage(tr("%@ does not go with --file-selection", flag))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label), ("--filename", options.filename)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        if options.save && options.multiple && !options.directory {
            throw .usage(tr("--multiple does not go with --save: a file is saved under one name"))
        }
        var selection = FileSelectionRequest(folders: options.directory, save: options.save, multiple: options.multiple,
                                             start: options.filename)
        if let separator = options.separator { selection.separator = separator }
        selection.filters = try options.file_filters.map { value throws(CommandFailure) in
            try FileSelectionRequest.Filter(zenity: value)
        }
        windowTitle = options.title ?? (options.directory ? tr("Select a folder") : options.save ? tr("Save a file") : tr("Select a file"))
        body = .none
        fileSelection = selection
        let (ok, cancel) = Self.okAndCancel(options)
        choices = [cancel, ok]
    }
}
