import CAlertOptions
import CGtk
import Glibc

/// What the command line says, as GOption read it, before any of it is checked.
struct CommandLineOptions {
    var title: String?
    var message: String?
    var messageFile: String?
    var text: String?
    var buttons: [String] = []
    var icon: String?
    var timeout: String?
    var error = false
    var warning = false
    var info = false
    var question = false
    var okLabel: String?
    var cancelLabel: String?
    var extraButtons: [String] = []
    var iconName: String?
    var width: String?
    var height: String?
    var noWrap = false
    var noMarkup = false
    var ellipsize = false
    var defaultCancel = false
    var switchButtons = false
    var modal = false
    var display: String?
    var details: String?
    var detailsFile: String?
    var dontAskAgain: String?
    var dontAskAgainReset: String?
    var timeoutAnswer: String?
    var json = false
    var appID: String?
    var version = false
    /// zenity's `--about`: GTK's about dialog.
    var about = false
    /// `--adwaita`: libadwaita's dialog instead of GTK's.
    var adwaita = false
    /// `--activation-delay SECONDS`, unchecked.
    var activationDelay: String?
    /// Arguments that are not options.
    var operands: [String] = []
    /// `--entry`, `--password`, `--hide-text`, `--required`.
    var entry = false
    var password = false
    var hideText = false
    var required = false
    /// `--entry-text`: the entry's text, or `.notUTF8` (see ``ReturnedText``).
    var entryText: ReturnedText?
    /// `--username`, alone (zenity's flag) or `--username=USER`.
    var username = false
    var usernameText: ReturnedText?
    /// `--field`, `--secret` and `--value`, in the order given.
    var fieldArguments: [FieldArgument] = []
    /// zenity's `--progress` and its flags; `--percentage` unchecked.
    var progress = false
    var pulsate = false
    var autoClose = false
    var autoKill = false
    var noCancel = false
    var timeRemaining = false
    var percentage: String?
    /// zenity's `--forms` (its fields are in ``fieldArguments``); its `--combo-values`,
    /// `--list-values` and `--column-values` as given, in order; `--show-header`;
    /// `--forms-date-format`.
    var forms = false
    var comboValues: [String] = []
    var listValues: [String] = []
    var columnValues: [String] = []
    var showHeader = false
    var formsDateFormat: String?
    /// zenity's `--list` and its flags; the numbers unchecked.
    var list = false
    var columns: [String] = []
    var checklist = false
    var radiolist = false
    var imagelist = false
    var multiple = false
    var editable = false
    var hideHeader = false
    var midSearch = false
    var separator: String?
    var printColumn: String?
    var hideColumn: String?
    /// zenity's `--text-info` and its flags.
    var textInfo = false
    var filename: String?
    var checkbox: String?
    var autoScroll = false
    var font: String?
    var html = false
    var url: String?
    var noInteraction = false
    /// zenity's `--file-selection` and its flags (`--filename`, `--multiple` and
    /// `--separator` are above); the filters unchecked.
    var fileSelection = false
    var directory = false
    var save = false
    var confirmOverwrite = false
    var fileFilters: [String] = []
    /// zenity 3's general flags: `--window-icon`, `--class`, `--name`, `--attach` (unchecked),
    /// `--gtk-module` (no effect) and `--g-fatal-warnings`.
    var windowIcon: String?
    var programClass: String?
    var programName: String?
    var attach: String?
    var gtkModule: String?
    var fatalWarnings = false
    /// zenity's `--scale`, `--calendar`, `--color-selection` and their flags, the numbers unchecked.
    var scale = false
    var minValue: String?
    var maxValue: String?
    var step: String?
    var printPartial = false
    var hideValue = false
    var calendar = false
    var day: String?
    var month: String?
    var year: String?
    var dateFormat: String?
    var colorSelection = false
    var color: String?
    var showPalette = false
    /// zenity's `--notification` and its flags; `--hint` as given, in order.
    var notification = false
    var listen = false
    var hints: [String] = []
    /// `--item LABEL`, in order, each unchecked when `--unchecked` followed it.
    var items: [(label: String, isChecked: Bool)] = []
}

/// A text the command prints back when the person accepts it (`--entry-text`, `--value`,
/// `--username=USER`): exactly the text given, or `.notUTF8` when its bytes are not text.
/// Such a default is refused (a usage error), not shown with U+FFFD in place of the bytes:
/// OK would print a text the script never gave, silently (a file name that no longer names
/// the file). Texts only shown (titles, messages, labels) are shown with U+FFFD instead.
enum ReturnedText: Sendable, Equatable {
    case text(String)
    case notUTF8
}

/// One of `--field LABEL`, `--secret LABEL` and `--value TEXT`, or `--forms`'
/// `--add-entry`, `--add-password`, `--add-combo`, `--add-calendar` and `--add-list`
/// (each with its LABEL), as given.
enum FieldArgument: Sendable, Equatable {
    case field(String)
    case secret(String)
    case value(ReturnedText)
    case formsEntry(String)
    case formsPassword(String)
    case formsCombo(String)
    case formsCalendar(String)
    case formsList(String)
}

extension CommandLineOptions {

    /// Parse the process's command line with GOption, whose table is static C data
    /// (CAlertOptions). `--help` prints the help and exits 0 inside GOption; anything
    /// GOption rejects is a usage error.
    @MainActor
    static func parse() throws(CommandFailure) -> CommandLineOptions {
        let context = g_option_context_new(cString(N_("— show a message dialog and print the button chosen")))!
        defer { g_option_context_free(context) }
        g_option_context_set_translation_domain(context, tr.name)
        g_option_context_set_summary(context, cString(helpSummary))
        g_option_context_set_description(context, cString(helpDescription))
        g_option_context_add_main_entries(context, alert_option_entries().assumingMemoryBound(to: GOptionEntry.self), tr.name)
        g_option_context_add_main_entries(
            context, alert_item_option_entries().assumingMemoryBound(to: GOptionEntry.self), tr.name)

        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? = CommandLine.unsafeArgv
        var error: UnsafeMutablePointer<GError>?
        guard g_option_context_parse(context, &argc, &argv, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? tr("cannot parse the command line")
            g_clear_error(&error)
            throw CommandFailure(message: message + " " + tr("(see alert --help)"), status: .usage)
        }
        var options = CommandLineOptions(alert_options().pointee)
        let items = alert_item_options().pointee
        options.items = (0..<Int(items.count)).map { index in
            (argumentText(items.labels[index]!), items.unchecked[index] == 0)
        }
        if let argv {
            options.operands = (1..<Int(argc)).compactMap { argv[$0].map { argumentText($0) } }
        }
        return options
    }
}

private extension CommandLineOptions {

    /// The values GOption wrote, as text and flags.
    init(_ given: AlertArguments) {
        func text(_ bytes: UnsafeMutablePointer<CChar>?) -> String? { bytes.map { argumentText($0) } }
        func returned(_ bytes: UnsafeMutablePointer<CChar>?) -> ReturnedText? { bytes.map { returnedText($0) } }
        func texts(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
            var result: [String] = []
            var index = 0
            while let value = array?[index] {
                result.append(argumentText(value))
                index += 1
            }
            return result
        }
        self.init(
            title: text(given.title), message: text(given.message), messageFile: text(given.message_file),
            text: text(given.text), buttons: texts(given.buttons), icon: text(given.icon),
            timeout: text(given.timeout), error: given.error != 0, warning: given.warning != 0,
            info: given.info != 0, question: given.question != 0, okLabel: text(given.ok_label),
            cancelLabel: text(given.cancel_label), extraButtons: texts(given.extra_buttons),
            iconName: text(given.icon_name), width: text(given.width), height: text(given.height),
            noWrap: given.no_wrap != 0, noMarkup: given.no_markup != 0, ellipsize: given.ellipsize != 0,
            defaultCancel: given.default_cancel != 0, switchButtons: given.switch_buttons != 0,
            modal: given.modal != 0, display: text(given.display), details: text(given.details),
            detailsFile: text(given.details_file), dontAskAgain: text(given.dont_ask_again),
            dontAskAgainReset: text(given.dont_ask_again_reset), timeoutAnswer: text(given.timeout_answer),
            json: given.json != 0, appID: text(given.app_id), version: given.version != 0,
            adwaita: given.adwaita != 0, activationDelay: text(given.activation_delay))
        about = given.about != 0
        entry = given.entry != 0
        password = given.password != 0
        hideText = given.hide_text != 0
        required = given.required != 0
        progress = given.progress != 0
        pulsate = given.pulsate != 0
        autoClose = given.auto_close != 0
        autoKill = given.auto_kill != 0
        noCancel = given.no_cancel != 0
        timeRemaining = given.time_remaining != 0
        percentage = text(given.percentage)
        forms = given.forms != 0
        comboValues = texts(given.combo_values)
        listValues = texts(given.list_values)
        columnValues = texts(given.column_values)
        showHeader = given.show_header != 0
        formsDateFormat = text(given.forms_date_format)
        list = given.list != 0
        columns = texts(given.columns)
        checklist = given.checklist != 0
        radiolist = given.radiolist != 0
        imagelist = given.imagelist != 0
        multiple = given.multiple != 0
        editable = given.editable != 0
        hideHeader = given.hide_header != 0
        midSearch = given.mid_search != 0
        separator = text(given.separator)
        printColumn = text(given.print_column)
        hideColumn = text(given.hide_column)
        textInfo = given.text_info != 0
        filename = text(given.filename)
        checkbox = text(given.checkbox)
        autoScroll = given.auto_scroll != 0
        font = text(given.font)
        html = given.html != 0
        url = text(given.url)
        noInteraction = given.no_interaction != 0
        fileSelection = given.file_selection != 0
        directory = given.directory != 0
        save = given.save != 0
        confirmOverwrite = given.confirm_overwrite != 0
        fileFilters = texts(given.file_filters)
        windowIcon = text(given.window_icon)
        programClass = text(given.program_class)
        programName = text(given.program_name)
        attach = text(given.attach)
        gtkModule = text(given.gtk_module)
        fatalWarnings = given.g_fatal_warnings != 0
        scale = given.scale != 0
        minValue = text(given.min_value)
        maxValue = text(given.max_value)
        step = text(given.step)
        printPartial = given.print_partial != 0
        hideValue = given.hide_value != 0
        calendar = given.calendar != 0
        day = text(given.day)
        month = text(given.month)
        year = text(given.year)
        dateFormat = text(given.date_format)
        colorSelection = given.color_selection != 0
        color = text(given.color)
        showPalette = given.show_palette != 0
        notification = given.notification != 0
        listen = given.listen != 0
        hints = texts(given.hints)
        entryText = returned(given.entry_text)
        username = given.username != 0
        usernameText = returned(given.username_text)
        fieldArguments = (0..<Int(given.field_count)).map { index in
            let argument = given.fields[index]
            return switch argument.kind {
            case ALERT_FIELD_SECRET: .secret(argumentText(argument.text))
            case ALERT_FIELD_VALUE: .value(returnedText(argument.text))
            case ALERT_FIELD_FORMS_ENTRY: .formsEntry(argumentText(argument.text))
            case ALERT_FIELD_FORMS_PASSWORD: .formsPassword(argumentText(argument.text))
            case ALERT_FIELD_FORMS_COMBO: .formsCombo(argumentText(argument.text))
            case ALERT_FIELD_FORMS_CALENDAR: .formsCalendar(argumentText(argument.text))
            case ALERT_FIELD_FORMS_LIST: .formsList(argumentText(argument.text))
            default: .field(argumentText(argument.text))
            }
        }
    }
}

/// Mark `text` for translation (po/update's keyword) without translating it here: GOption
/// translates what it shows in the domain the context names.
private func N_(_ text: StaticString) -> StaticString { text }

/// A static string literal as the NUL-terminated C string GOption keeps a pointer to: the
/// compiler stores every literal NUL-terminated, in the binary, for the process's life.
private func cString(_ text: StaticString) -> UnsafePointer<gchar> {
    precondition(text.hasPointerRepresentation, "a literal, not a single scalar")
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: gchar.self)
}

/// A command-line argument as text: UTF-8 as it is (whatever the locale, since the C
/// locale is common for scripts); else, in a locale with another charset, converted from
/// it; bytes that still are not UTF-8 become U+FFFD and never reach GTK.
private func argumentText(_ bytes: UnsafePointer<gchar>) -> String {
    if g_utf8_validate(bytes, -1, nil) == 0, g_get_charset(nil) == 0,
        let converted = g_locale_to_utf8(bytes, -1, nil, nil, nil)
    {
        defer { g_free(converted) }
        return String(cString: converted)
    }
    return String(cString: bytes)
}

/// A command-line argument the command prints back (``ReturnedText``): UTF-8 as it is, or
/// converted from the locale's charset as ``argumentText(_:)`` does; else `.notUTF8`.
private func returnedText(_ bytes: UnsafePointer<gchar>) -> ReturnedText {
    if g_utf8_validate(bytes, -1, nil) != 0 { return .text(String(cString: bytes)) }
    guard g_get_charset(nil) == 0, let converted = g_locale_to_utf8(bytes, -1, nil, nil, nil) else { return .notUTF8 }
    defer { g_free(converted) }
    return .text(String(cString: converted))
}

/// Translated where it is defined, so po/update finds it (xgettext reads literals in calls).
private let helpSummary = N_("""
    Shows one dialog, prints the label of the button chosen on stdout, and exits
    with a status that says how the dialog ended. Text is shown literally, except
    zenity's --text, which is Pango markup as in zenity (see --no-markup).
    """)

private let helpDescription = N_("""
    Buttons:
      --button LABEL          a plain button
      --button LABEL:cancel   the cancel button: stands first, Escape means it
      --button LABEL:destructive  drawn red, never chosen by Return unless :default
      --button LABEL:default  the button Return chooses
      A label may carry two roles (Delete:destructive:default). Other colons are
      part of the label: --button 'Until 10:30', --button 'Ratio 1:2'. A label that
      really ends in a role word ends with an extra colon, which is dropped:
      --button 'Mode:cancel:' is the plain button “Mode:cancel”. Without --button: OK.

    Exit status:
      0  a button that is not the cancel button (zenity mode: OK or Yes)
      1  the cancel button, Escape, or the window closed (nothing is printed for
         Escape); zenity mode: No, or an --extra-button (its label is printed);
         --notification: it could not be sent (one line on stderr)
      2  usage error (one line on stderr), or the message file cannot be read
      3  no display: the dialog cannot be shown, or it went away (one line on stderr)
      5  --timeout ran out (nothing is printed but --entry's text); with
         --timeout-answer, that button's status and output instead
      130, 143  SIGINT, SIGTERM (nothing is printed)
    A remembered answer (--dont-ask-again) gives its button's status and output
    without a dialog. --json prints one line of JSON instead of the label:
      {"answer":"Delete","id":"Delete","index":1,"role":"destructive","ending":"chosen","remembered":false}

    zenity mode (--error, --warning, --info, --question): prints nothing for OK,
    Yes and No, only the label of an --extra-button, as zenity does; --title is
    the window's title and --text the message. ZENITY_OK, ZENITY_CANCEL,
    ZENITY_ESC, ZENITY_EXTRA and ZENITY_TIMEOUT (or DIALOG_OK, …) in the
    environment change the exit statuses of that mode, as in zenity.

    Examples:
      alert --title "Delete 3 files?" --message "This cannot be undone." \\
            --button Cancel:cancel --button Delete:destructive
      df -h | alert --title "Disk usage" --message -
      alert --question --text "Continue?" && echo yes
      make 2>&1 | alert --error --text "Build failed" --details - --app-id org.example.Build
      alert --title "Delete the cache?" --button Keep:cancel --button Delete:destructive \\
            --timeout 30 --timeout-answer Keep --dont-ask-again cleanup:cache --json
    """)
