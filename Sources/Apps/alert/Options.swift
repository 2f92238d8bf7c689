import CAlertOptions
import CGtk
import Glibc

/// What the command line says, as GOption read it, before any of it is checked: each
/// option of CAlertOptions' list read by its C name, as text (`options.title`, `String?`),
/// texts (`options.buttons`, `[String]`) or a flag (`options.no_wrap`, `Bool`), so that an
/// option is declared once in C; then what the callbacks collected and the operands.
@dynamicMemberLookup
struct CommandLineOptions {
    /// What GOption wrote; its strings are GOption's, kept for the process's life.
    private let given: AlertArguments
    /// Arguments that are not options.
    var operands: [String] = []
    /// `--item LABEL`, in order, each unchecked when `--unchecked` followed it.
    var items: [(label: String, isChecked: Bool)] = []

    /// A text option: the text given, or nil when absent.
    subscript(dynamicMember option: KeyPath<AlertArguments, UnsafeMutablePointer<CChar>?>) -> String? {
        given[keyPath: option].map { argumentText($0) }
    }

    /// A repeatable option: each text given, in order.
    subscript(dynamicMember option: KeyPath<AlertArguments, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>)
        -> [String]
    {
        var result: [String] = []
        while let value = given[keyPath: option]?[result.count] {
            result.append(argumentText(value))
        }
        return result
    }

    /// A flag: whether it was given.
    subscript(dynamicMember option: KeyPath<AlertArguments, Int32>) -> Bool {
        given[keyPath: option] != 0
    }

    /// `--entry-text`: the entry's text, or `.notUTF8` (see ``ReturnedText``).
    var entryText: ReturnedText? { given.entry_text.map { returnedText($0) } }

    /// `--username=USER`'s user name (``ReturnedText``); `options.username` says whether
    /// `--username` was given at all.
    var usernameText: ReturnedText? { given.username_text.map { returnedText($0) } }

    /// `--field`, `--secret` and `--value`, and `--forms`' `--add-*`, in the order given.
    var fieldArguments: [FieldArgument] {
        (0..<Int(given.field_count)).map { index in
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
        var options = CommandLineOptions(given: alert_options().pointee)
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
