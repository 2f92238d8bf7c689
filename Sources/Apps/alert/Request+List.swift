import CGtk
import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--list`, as the command line asks for it.
struct ListRequest: Sendable {
    /// What `--print-column` prints of each row chosen.
    enum PrintColumn: Sendable, Equatable {
        /// Every column but a checklist's or radiolist's toggles, joined by the separator.
        case all
        /// One column, from 0.
        case column(Int)
    }

    /// The columns' titles, the toggles' first.
    var columns: [String]
    var toggles = AlertOptions.List.Toggles.none
    var multiple = false
    var editable = false
    /// `--imagelist`: the first column's cells are image files' paths, shown as the images.
    var images = false
    var hidesHeader = false
    /// `--separator`, its backslash escapes read (zenity's `g_strcompress`).
    var separator = "|"
    var printColumn = PrintColumn.column(0)
    /// `--hide-column`, from 0.
    var hiddenColumn: Int?
    /// The rows given as arguments, or `nil`: stdin gives them.
    var rows: [[String]]?

    /// The list's options for the session.
    var options: AlertOptions.List {
        var list = AlertOptions.List(columns: columns)
        list.toggles = toggles
        list.multiple = multiple
        list.editable = editable
        list.firstColumnImages = images
        list.showsHeaders = !hidesHeader
        if let hiddenColumn { list.hiddenColumns = [hiddenColumn] }
        return list
    }

    /// Whether a row's first cell checks its toggle (zenity: `TRUE`, in any case).
    static func isChecked(_ cell: String) -> Bool {
        cell.lowercased() == "true"
    }

    /// The row of `cells`, with its toggle, as the session takes it.
    func row(_ cells: [String]) -> (cells: [String], isChecked: Bool) {
        (cells, toggles != .none && Self.isChecked(cells.first ?? ""))
    }

    /// What is printed for `rows`, the rows chosen: the print column of each (`TRUE` for a
    /// toggle's column), joined by the separator; `nil` when none was chosen.
    func output(_ rows: [[String]]) -> String? {
        guard !rows.isEmpty else { return nil }
        let values: [String] = rows.flatMap { row -> [String] in
            switch printColumn {
            case .all: Array(row.dropFirst(toggles == .none ? 0 : 1))
            case .column(0) where toggles != .none: ["TRUE"]
            case .column(let index): [index < row.count ? row[index] : ""]
            }
        }
        return values.joined(separator: separator)
    }
}

extension Request {

    /// The flags that belong to `--list` alone.
    static func listFlags(_ options: CommandLineOptions) -> [String] {
        [("--column", !options.columns.isEmpty), ("--checklist", options.checklist), ("--radiolist", options.radiolist),
         ("--imagelist", options.imagelist),
         ("--multiple", options.multiple), ("--editable", options.editable), ("--hide-header", options.hide_header),
         ("--mid-search", options.mid_search), ("--separator", options.separator != nil),
         ("--print-column", options.print_column != nil), ("--hide-column", options.hide_column != nil)]
            .filter(\.1).map(\.0)
    }

    /// zenity's `--list`: its title, text, Cancel and OK, and the list; its rows are the
    /// arguments, or stdin's lines when there are none.
    mutating func readListForm(_ options: CommandLineOptions) throws(CommandFailure) {
        if let flag = Self.progressFlags(options).first {
            throw .usage(tr("%@ belongs to --progress", flag))
        }
        if !options.items.isEmpty || !options.buttons.isEmpty || !options.fieldArguments.isEmpty {
            throw .usage(tr("--list shows rows, OK and Cancel: --item, --button and --field do not go with it"))
        }
        guard !options.columns.isEmpty else {
            throw .usage(tr("--list needs a --column for each column of its rows"))
        }
        if [options.checklist, options.radiolist, options.imagelist].filter({ $0 }).count > 1 {
            throw .usage(tr("give one of --checklist, --radiolist and --imagelist"))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        var list = ListRequest(columns: options.columns)
        list.toggles = options.checklist ? .check : options.radiolist ? .radio : .none
        if list.toggles != .none && list.columns.count < 2 {
            throw .usage(tr("%@ needs two --column: the check boxes' and the rows' text",
                            options.checklist ? "--checklist" : "--radiolist"))
        }
        list.multiple = options.multiple
        list.editable = options.editable
        list.images = options.imagelist
        list.hidesHeader = options.hide_header
        if let separator = options.separator { list.separator = Self.compressed(separator) }
        if let given = options.print_column {
            if given.lowercased() == "all" {
                list.printColumn = .all
            } else {
                list.printColumn = .column(try Self.column("--print-column", given, count: list.columns.count))
            }
        } else {
            list.printColumn = .column(list.toggles == .none ? 0 : 1)
        }
        if let given = options.hide_column {
            list.hiddenColumn = try Self.column("--hide-column", given, count: list.columns.count)
        }
        if !options.operands.isEmpty {
            list.rows = stride(from: 0, to: options.operands.count, by: list.columns.count).map { start in
                // A last row short of cells is shown with empty ones, as zenity shows it.
                let cells = Array(options.operands[start..<min(start + list.columns.count, options.operands.count)])
                return cells + Array(repeating: "", count: list.columns.count - cells.count)
            }
        }
        windowTitle = options.title ?? tr("Select items from the list")
        defaultHeading = tr("Select items from the list below.")
        try takeZenityHeading(options, otherwise: defaultHeading,
                              stdinRefusal: tr("--list reads its rows from stdin: give the text with --text"))
        self.list = list
        let (ok, cancel) = Self.okAndCancel(options)
        choices = [cancel, ok]
    }

    /// A column number, from 1, as an index from 0; anything else is a usage error.
    private static func column(_ flag: String, _ given: String, count: Int) throws(CommandFailure) -> Int {
        guard let number = Int(given.filter { $0 != " " }), number >= 1, number <= count else {
            throw .usage(flag == "--print-column"
                ? tr("--print-column “%@” is no column: give a number from 1 to %@, or ALL", given, String(count))
                : tr("--hide-column “%@” is no column: give a number from 1 to %@", given, String(count)))
        }
        return number - 1
    }

    /// `text` with its backslash escapes read, as GLib's `g_strcompress` reads them.
    private static func compressed(_ text: String) -> String {
        guard let compressed = g_strcompress(text) else { return text }
        defer { g_free(compressed) }
        return String(cString: compressed)
    }
}
