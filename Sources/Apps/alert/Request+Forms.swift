import CGtk
import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--forms`, as the command line asks for it: its controls beside the fields
/// (the combo boxes, calendars and lists), the order of all, and how their values print.
struct FormsRequest: Sendable {
    /// One field of the form, in command-line order: a text field (its index among the
    /// request's fields) or a control (its index among ``controls``).
    enum Part: Sendable, Equatable {
        case text(Int)
        case control(Int)
    }

    var parts: [Part] = []
    var controls: [AlertOptions.FormControl] = []
    /// `--forms-date-format`, strftime's form; `nil` is zenity's, the locale's `%x`.
    var dateFormat: String?

    /// Every field's value as zenity 3.44 prints it, in order, from the text fields' `texts`
    /// and the controls' `values`: a combo box's value, or a space while none is chosen; a
    /// calendar's date; a list's chosen row, each cell followed by a comma, or with nothing
    /// between its cells when the list is the form's last field.
    func values(texts: [String], controls values: [FormControlValue]) -> [String] {
        parts.enumerated().map { position, part in
            switch part {
            case .text(let index): return index < texts.count ? texts[index] : ""
            case .control(let index):
                guard index < values.count else { return "" }
                switch values[index] {
                case .choice(let chosen): return chosen ?? " "
                case .date(let year, let month, let day):
                    return PickerRequest.format(year: year, month: month, day: day, dateFormat ?? "%x", bufferSize: 127)
                case .rows(let rows):
                    let cells = rows.flatMap { $0 }
                    return position == parts.count - 1 ? cells.joined() : cells.map { $0 + "," }.joined()
                }
            }
        }
    }
}

extension Request {

    /// zenity's `--forms`: its title, heading, OK and Cancel, and its fields in order: the
    /// text and password fields are the library's (as `--field` and `--secret`), so their
    /// validation, accessibility and secrecy are the ones `--entry` and `--password` have;
    /// the combo boxes, calendars and lists are the library's form controls.
    mutating func readFormsForm(_ options: CommandLineOptions) throws(CommandFailure) {
        if !options.items.isEmpty || !options.buttons.isEmpty {
            throw .usage(tr("--forms shows its fields, OK and Cancel: --item and --button do not go with it"))
        }
        let others = Self.fileSelectionFlags(options) + Self.pickerFlags(options).map(\.flag) + Self.textInfoFlags(options)
            + Self.listFlags(options).filter { $0 != "--separator" } + Self.progressFlags(options)
        if let flag = others.first {
            throw .usage(tr("%@ does not go with --forms", flag))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        forms = try Self.formsFields(options, fields: &fields)
        if forms?.parts.isEmpty != false {
            throw .usage(tr("--forms needs a field: give --add-entry, --add-password, --add-combo, --add-calendar or --add-list"))
        }
        // As zenity, --separator is printed as given (its escapes are not read, unlike --list's).
        fieldOutput = .forms(separator: options.separator ?? "|")
        windowTitle = options.title ?? tr("Forms dialog")
        try takeZenityHeading(options, otherwise: tr("Forms dialog"), stdinRefusal: nil)
        let (ok, cancel) = Self.okAndCancel(options)
        choices = [cancel] + options.extra_buttons.map { Choice(label: $0, id: $0, answer: .extra) } + [ok]
    }

    /// The form's fields in order, the text fields into `fields`, checked: the Nth
    /// `--combo-values` goes with the Nth `--add-combo` and the Nth `--list-values` with the
    /// Nth `--add-list`, as in zenity (where each stands on the command line does not
    /// matter); the Nth `--column-values` titles the Nth list, the first titles the lists
    /// past the last (zenity's default: one column, `column`).
    private static func formsFields(_ options: CommandLineOptions, fields: inout [FieldRequest]) throws(CommandFailure) -> FormsRequest {
        var forms = FormsRequest(dateFormat: options.forms_date_format)
        let columnTitles = options.column_values.map(Self.zenityValues)
        if columnTitles.contains(where: \.isEmpty) {
            throw .usage(tr("--column-values must name a column: give TITLE or TITLE|TITLE…"))
        }
        var combos = 0, lists = 0
        for argument in options.fieldArguments {
            let kind: AlertOptions.FormControl.Kind
            let label: String
            switch argument {
            case .formsEntry(let name):
                forms.parts.append(.text(fields.count))
                fields.append(FieldRequest(label: name))
                continue
            case .formsPassword(let name):
                forms.parts.append(.text(fields.count))
                fields.append(FieldRequest(label: name, isSecret: true))
                continue
            case .formsCombo(let name):
                let values = combos < options.combo_values.count ? options.combo_values[combos] : nil
                kind = .choice(values: values.map(Self.zenityValues) ?? [])
                label = name
                combos += 1
            case .formsCalendar(let name):
                let now = g_date_time_new_now_local()!
                defer { g_date_time_unref(now) }
                kind = .date(year: Int(g_date_time_get_year(now)), month: Int(g_date_time_get_month(now)),
                             day: Int(g_date_time_get_day_of_month(now)))
                label = name
            case .formsList(let name):
                let columns = columnTitles.isEmpty ? ["column"] : columnTitles[lists < columnTitles.count ? lists : 0]
                let cells = lists < options.list_values.count ? Self.zenityValues(options.list_values[lists]) : []
                guard cells.count % columns.count == 0 else {
                    throw .usage(tr("--list-values of --add-list “%@” has %@ values, which do not fill rows of %@ columns (--column-values)",
                                    name, String(cells.count), String(columns.count)))
                }
                let rows = stride(from: 0, to: cells.count, by: columns.count).map { Array(cells[$0..<$0 + columns.count]) }
                kind = .rows(columns: columns, rows: rows, showsHeaders: options.show_header)
                label = name
                lists += 1
            case .field, .secret, .value:
                throw .usage(tr("--field, --secret and --value belong to alert's own form: --forms takes --add-entry, --add-password, --add-combo, --add-calendar and --add-list"))
            }
            forms.parts.append(.control(forms.controls.count))
            forms.controls.append(AlertOptions.FormControl(label: label, kind: kind, position: fields.count))
        }
        if options.combo_values.count > combos {
            throw .usage(combos == 0
                ? tr("--combo-values gives the values of a combo box: give --add-combo LABEL")
                : tr("%@ --combo-values for %@ --add-combo: the Nth gives the values of the Nth combo box",
                     String(options.combo_values.count), String(combos)))
        }
        if options.list_values.count > lists {
            throw .usage(lists == 0
                ? tr("--list-values gives the rows of a list: give --add-list LABEL")
                : tr("%@ --list-values for %@ --add-list: the Nth gives the rows of the Nth list",
                     String(options.list_values.count), String(lists)))
        }
        if lists == 0, let flag = [("--column-values", !options.column_values.isEmpty), ("--show-header", options.show_header)]
            .first(where: \.1)?.0 {
            throw .usage(tr("%@ belongs to a list of --forms: give --add-list LABEL", flag))
        }
        if options.forms_date_format != nil && !forms.controls.contains(where: { if case .date = $0.kind { true } else { false } }) {
            throw .usage(tr("--forms-date-format belongs to a calendar of --forms: give --add-calendar LABEL"))
        }
        return forms
    }

    /// The values of `VALUE|VALUE…` as zenity splits them (`g_strsplit_set`): empty ones
    /// kept, none at all in an empty text.
    private static func zenityValues(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first flag of `--forms` given without it, as the usage error to give.
    static func formsFieldFlag(_ options: CommandLineOptions) -> String? {
        options.fieldArguments.lazy.compactMap(\.formsFlag).first
            ?? [("--combo-values", !options.combo_values.isEmpty), ("--list-values", !options.list_values.isEmpty),
                ("--column-values", !options.column_values.isEmpty), ("--show-header", options.show_header),
                ("--forms-date-format", options.forms_date_format != nil)].first(where: \.1)?.0
    }
}

extension FieldArgument {

    /// The `--forms` flag that gave this field (`--add-entry`, …); `nil` for alert's own form's.
    var formsFlag: String? {
        switch self {
        case .formsEntry: "--add-entry"
        case .formsPassword: "--add-password"
        case .formsCombo: "--add-combo"
        case .formsCalendar: "--add-calendar"
        case .formsList: "--add-list"
        case .field, .secret, .value: nil
        }
    }
}
