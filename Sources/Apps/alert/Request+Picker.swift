import CGtk
import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--scale`, `--calendar` and `--color-selection`, as the command line asks for
/// them: the picker, and how its value is printed.
struct PickerRequest: Sendable {
    var picker: AlertOptions.Picker
    /// `--print-partial`: a scale prints each value as it changes, one a line.
    var printsPartial = false
    /// `--date-format`, strftime's form; `nil` is zenity's, the locale's `%x`.
    var dateFormat: String?

    /// What is printed for `value`: the scale's whole number, the date as `--date-format`
    /// says (`g_date_strftime`, in the locale's language, UTF-8), or the colour as
    /// `gdk_rgba_to_string` writes it.
    func output(_ value: PickedValue) -> String {
        switch value {
        case .number(let number): return String(number)
        case .color(let text): return text
        case .date(let year, let month, let day):
            return Self.format(year: year, month: month, day: day, dateFormat ?? "%x", bufferSize: 128)
        }
    }

    /// The date as `format` (strftime's) writes it with `g_date_strftime`, in the locale's
    /// language, UTF-8, as zenity's calendars print it, cut at zenity's buffer: `bufferSize`
    /// bytes with the NUL (`--calendar`'s 128, `--forms`' 127, both seen with zenity 3.44).
    static func format(year: Int, month: Int, day: Int, _ format: String, bufferSize: Int) -> String {
        guard let date = g_date_new_dmy(GDateDay(day), GDateMonth(UInt32(month)), GDateYear(year)) else { return "" }
        defer { g_date_free(date) }
        var buffer = [CChar](repeating: 0, count: bufferSize)
        _ = g_date_strftime(&buffer, gsize(buffer.count), format, date)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Request {

    /// The flags that belong to one of these dialogs alone, with the dialog's flag.
    static func pickerFlags(_ options: CommandLineOptions) -> [(flag: String, dialog: String)] {
        [("--min-value", options.min_value != nil, "--scale"), ("--max-value", options.max_value != nil, "--scale"),
         ("--step", options.step != nil, "--scale"), ("--print-partial", options.print_partial, "--scale"),
         ("--hide-value", options.hide_value, "--scale"), ("--day", options.day != nil, "--calendar"),
         ("--month", options.month != nil, "--calendar"), ("--year", options.year != nil, "--calendar"),
         ("--date-format", options.date_format != nil, "--calendar"), ("--color", options.color != nil, "--color-selection"),
         ("--show-palette", options.show_palette, "--color-selection")]
            .filter(\.1).map { ($0.0, $0.2) }
    }

    /// The picker dialog given (`--scale`, `--calendar`, `--color-selection`), or `nil`.
    static func pickerDialog(_ options: CommandLineOptions) -> String? {
        options.scale ? "--scale" : options.calendar ? "--calendar" : options.color_selection ? "--color-selection" : nil
    }

    /// zenity's `--scale`, `--calendar` or `--color-selection` (`dialog`): its title, text,
    /// Cancel and OK, and the picker.
    mutating func readPickerForm(_ options: CommandLineOptions, dialog: String) throws(CommandFailure) {
        if let flag = Self.progressFlags(options).first ?? Self.listFlags(options).first ?? Self.textInfoFlags(options).first {
            throw .usage(tr("%@ does not go with %@", flag, dialog))
        }
        if let other = Self.pickerFlags(options).first(where: { $0.dialog != dialog }) {
            throw .usage(tr("%@ belongs to %@", other.flag, other.dialog))
        }
        if !options.items.isEmpty || !options.buttons.isEmpty || !options.operands.isEmpty
            || options.fieldArguments.contains(where: { if case .value = $0 { false } else { true } })
            || (dialog != "--scale" && !options.fieldArguments.isEmpty)
        {
            throw .usage(tr("%@ shows its value, OK and Cancel: --item, --button, --field and arguments do not go with it", dialog))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        let title: String
        switch dialog {
        case "--scale":
            picker = try Self.scale(options)
            title = tr("Adjust the scale value")
        case "--calendar":
            picker = try Self.calendar(options)
            title = tr("Calendar selection")
            defaultHeading = tr("Select a date from below.")
        default:
            if let color = options.color, !Self.parses(color) {
                throw .usage(tr("--color “%@” is no colour: give a name (red), #rgb, #rrggbb, rgb(r,g,b) or rgba(r,g,b,a)", color))
            }
            picker = PickerRequest(picker: .color(rgba: options.color, showsPalette: options.show_palette))
            title = tr("Select a color")
        }
        windowTitle = options.title ?? title
        try takeZenityHeading(options, otherwise: dialog == "--calendar" ? defaultHeading : windowTitle,
                              stdinRefusal: tr("%@ reads nothing from stdin: give the message with --text", dialog))
        let (ok, cancel) = Self.okAndCancel(options)
        choices = [cancel, ok]
    }

    /// `--scale`'s numbers, checked as zenity checks them, and `--print-partial`.
    private static func scale(_ options: CommandLineOptions) throws(CommandFailure) -> PickerRequest {
        let min = try wholeNumber("--min-value", options.min_value) ?? 0
        let max = try wholeNumber("--max-value", options.max_value) ?? 100
        let step = try wholeNumber("--step", options.step) ?? 1
        // In a --scale dialog --value is the scale's (alert's own form keeps it the field's).
        let given: String? = options.fieldArguments.last.flatMap { argument in
            if case .value(let value) = argument { (try? Self.text(value, flag: "--value")) ?? "" } else { nil }
        }
        let value = try wholeNumber("--value", given) ?? 0
        guard max > min else {
            throw .usage(tr("--max-value (%@) must be greater than --min-value (%@)", String(max), String(min)))
        }
        guard step >= 1 else { throw .usage(tr("--step “%@” must be at least 1", String(step))) }
        guard (min...max).contains(value) else {
            throw .usage(tr("--value %@ is out of range: give a value from %@ to %@ (--min-value, --max-value)",
                            String(value), String(min), String(max)))
        }
        var request = PickerRequest(picker: .scale(min: min, max: max, step: step, value: value, hidesValue: options.hide_value))
        request.printsPartial = options.print_partial
        return request
    }

    /// `--calendar`'s date, today's where a part is not given, checked; `--date-format`.
    private static func calendar(_ options: CommandLineOptions) throws(CommandFailure) -> PickerRequest {
        let now = g_date_time_new_now_local()!
        defer { g_date_time_unref(now) }
        let day = try wholeNumber("--day", options.day) ?? Int(g_date_time_get_day_of_month(now))
        let month = try wholeNumber("--month", options.month) ?? Int(g_date_time_get_month(now))
        let year = try wholeNumber("--year", options.year) ?? Int(g_date_time_get_year(now))
        guard (1...12).contains(month) else { throw .usage(tr("--month %@ is no month: give 1 to 12", String(month))) }
        guard (1...9999).contains(year) else { throw .usage(tr("--year %@ is out of range: give 1 to 9999", String(year))) }
        guard g_date_valid_dmy(GDateDay(clamping: Swift.max(0, Swift.min(day, 255))), GDateMonth(UInt32(month)), GDateYear(year)) != 0 else {
            throw .usage(tr("--day %@ is no day of %@-%@", String(day), String(year), String(month)))
        }
        var request = PickerRequest(picker: .calendar(year: year, month: month, day: day))
        request.dateFormat = options.date_format
        return request
    }

    /// A whole number given to `flag` (spaces around it allowed), or `nil` when not given.
    private static func wholeNumber(_ flag: String, _ given: String?) throws(CommandFailure) -> Int? {
        guard let given else { return nil }
        guard let number = Int(given.filter { $0 != " " }), abs(number) <= Int(Int32.max) else {
            throw .usage(tr("%@ “%@” is no whole number", flag, given))
        }
        return number
    }

    /// Whether GDK reads `color` as a colour (no display needed).
    private static func parses(_ color: String) -> Bool {
        var rgba = GdkRGBA()
        return gdk_rgba_parse(&rgba, color) != 0
    }
}

extension Request {

    /// Whether this is `--color-selection`: its timeout prints nothing (zenity 3.44's color
    /// dialog prints nothing either), where the scale and the calendar print their value.
    var isColorSelection: Bool {
        if case .color? = picker?.picker { true } else { false }
    }
}
