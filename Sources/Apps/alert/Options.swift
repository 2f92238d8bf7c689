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
    /// Arguments that are not options.
    var operands: [String] = []
}

extension CommandLineOptions {

    /// Parse the process's command line with GOption. `--help` prints the help and
    /// exits 0 inside GOption; anything GOption rejects is a usage error.
    @MainActor
    static func parse() throws(CommandFailure) -> CommandLineOptions {
        let table = OptionTable()
        table.string("title", "TEXT", N_("The dialog's heading (required unless a zenity dialog type is given)"), { $0.title = $1 })
        table.string("message", "TEXT", N_("The text under the heading; “-” reads it from stdin"), { $0.message = $1 })
        table.string("message-file", "FILE", N_("Read the text under the heading from FILE"), { $0.messageFile = $1 })
        table.strings(
            "button", "LABEL[:ROLE]",
            N_("A button, left to right after the cancel button; ROLE is cancel, destructive or default. Repeatable"),
            { $0.buttons.append($1) })
        table.string("icon", "TYPE", N_("The kind of message: error, warning, info or question"), { $0.icon = $1 })
        table.string("timeout", "SECONDS", N_("Close the dialog after SECONDS and exit 5; 0 means never"), { $0.timeout = $1 })
        table.string("timeout-answer", "LABEL", N_("The button --timeout chooses, as if it were clicked; the countdown names it"), { $0.timeoutAnswer = $1 })
        table.string("details", "TEXT", N_("Text shown under a collapsed Details expander, with a Copy button; “-” reads it from stdin"), { $0.details = $1 })
        table.string("details-file", "FILE", N_("Read the details from FILE"), { $0.detailsFile = $1 })
        table.string(
            "dont-ask-again", "FILE:KEY",
            N_("Add a “Don't ask again” check button; the answer chosen with it checked is kept under KEY in FILE (in $XDG_CONFIG_HOME/alert/ unless absolute) and given without a dialog next time"),
            { $0.dontAskAgain = $1 })
        table.string("dont-ask-again-reset", "FILE:KEY", N_("Forget the answer kept under KEY in FILE, and exit"), { $0.dontAskAgainReset = $1 })
        table.flag("json", N_("Print the answer as one line of JSON (answer, id, index, role, ending, remembered)"), { $0.json = $1 })
        table.string("app-id", "ID", N_("The application id and program name a desktop names the window and finds its icon by"), { $0.appID = $1 })
        table.flag("error", N_("zenity: an error dialog with an OK button"), { $0.error = $1 })
        table.flag("warning", N_("zenity: a warning dialog with an OK button"), { $0.warning = $1 })
        table.flag("info", N_("zenity: an information dialog with an OK button"), { $0.info = $1 })
        table.flag("question", N_("zenity: a question with No and Yes buttons"), { $0.question = $1 })
        table.string("text", "TEXT", N_("zenity: the dialog's text (same as --message)"), { $0.text = $1 })
        table.string("ok-label", "LABEL", N_("zenity: the label of the OK or Yes button"), { $0.okLabel = $1 })
        table.string("cancel-label", "LABEL", N_("zenity: the label of the No button of --question"), { $0.cancelLabel = $1 })
        table.strings(
            "extra-button", "LABEL", N_("zenity: an extra button; choosing it prints LABEL and exits 1. Repeatable"),
            { $0.extraButtons.append($1) })
        table.string("icon-name", "ICON-NAME", N_("zenity: the dialog's icon; dialog-error, dialog-warning, dialog-information and dialog-question set the kind of message"), { $0.iconName = $1 })
        table.string("width", "WIDTH", N_("zenity: the dialog's width in pixels (at least)"), { $0.width = $1 })
        table.string("height", "HEIGHT", N_("zenity: the dialog's height in pixels (at least)"), { $0.height = $1 })
        table.flag("no-wrap", N_("zenity: do not wrap the text"), { $0.noWrap = $1 })
        table.flag("no-markup", N_("zenity: show --text literally, not as Pango markup"), { $0.noMarkup = $1 })
        table.flag("ellipsize", N_("zenity: cut a long text short with “…” instead of wrapping it"), { $0.ellipsize = $1 })
        table.flag("default-cancel", N_("zenity: Return answers No in --question"), { $0.defaultCancel = $1 })
        table.flag("switch", N_("zenity: --question without No and Yes: only the --extra-button buttons"), { $0.switchButtons = $1 })
        table.flag("modal", N_("zenity: a modal dialog (alert's dialogs always are)"), { $0.modal = $1 })
        table.string("display", "DISPLAY", N_("The X display to use (zenity's GTK 3 option)"), { $0.display = $1 })
        table.flag("version", N_("Print the version and exit"), { $0.version = $1 })

        let context = g_option_context_new(cString(N_("— show a message dialog and print the button chosen")))!
        defer { g_option_context_free(context) }
        g_option_context_set_translation_domain(context, tr.name)
        g_option_context_set_summary(context, cString(helpSummary))
        g_option_context_set_description(context, cString(helpDescription))
        table.entries.withUnsafeBufferPointer {
            g_option_context_add_main_entries(context, $0.baseAddress, tr.name)
        }

        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? = CommandLine.unsafeArgv
        var error: UnsafeMutablePointer<GError>?
        guard g_option_context_parse(context, &argc, &argv, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? tr("cannot parse the command line")
            g_clear_error(&error)
            throw CommandFailure(message: message + " " + tr("(see alert --help)"), status: .usage)
        }
        var options = table.read()
        if let argv {
            options.operands = (1..<Int(argc)).compactMap { argv[$0].map { argumentText($0) } }
        }
        return options
    }
}

/// The GOptionEntry array and the storage GOption writes each option's value to.
///
/// Names and descriptions are static strings handed to GOption as they are: GOption keeps
/// pointers to them, and translates the descriptions itself in alert's domain when it
/// prints --help, so a run that shows a dialog or prints the version never pays for them
/// (see docs/benchmarks.md). GOption keeps pointers to the storage too, so it lives as long
/// as the process (the command parses once).
@MainActor
private final class OptionTable {

    private(set) var entries: [GOptionEntry] = []
    private var readers: [(inout CommandLineOptions) -> Void] = []

    /// A text option. GOption reads it as a "filename" (the bytes as given) rather than as
    /// a "string" (converted from the locale's charset), which in the C locale that cron
    /// and systemd give scripts rejects any UTF-8 text: ``argumentText(_:)`` decodes it.
    func string(
        _ name: StaticString, _ argument: StaticString, _ description: StaticString,
        _ set: @escaping (inout CommandLineOptions, String) -> Void
    ) {
        let slot = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        add(name, G_OPTION_ARG_FILENAME, slot, description, argument)
        readers.append { options in
            if let value = slot.pointee { set(&options, argumentText(value)) }
        }
    }

    /// A repeatable string option.
    func strings(
        _ name: StaticString, _ argument: StaticString, _ description: StaticString,
        _ append: @escaping (inout CommandLineOptions, String) -> Void
    ) {
        let slot = UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        add(name, G_OPTION_ARG_FILENAME_ARRAY, slot, description, argument)
        readers.append { options in
            guard let array = slot.pointee else { return }
            var index = 0
            while let value = array[index] {
                append(&options, argumentText(value))
                index += 1
            }
        }
    }

    /// An option without a value.
    func flag(
        _ name: StaticString, _ description: StaticString, _ set: @escaping (inout CommandLineOptions, Bool) -> Void
    ) {
        let slot = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
        slot.initialize(to: 0)
        add(name, G_OPTION_ARG_NONE, slot, description, nil)
        readers.append { options in set(&options, slot.pointee != 0) }
    }

    /// The options' values, once GOption has parsed the command line.
    func read() -> CommandLineOptions {
        var options = CommandLineOptions()
        for reader in readers { reader(&options) }
        return options
    }

    private func add(
        _ name: StaticString, _ kind: GOptionArg, _ storage: UnsafeMutableRawPointer, _ description: StaticString,
        _ argument: StaticString?
    ) {
        if !entries.isEmpty { entries.removeLast() }  // the terminator
        entries.append(
            GOptionEntry(
                long_name: cString(name), short_name: 0, flags: 0, arg: kind, arg_data: storage,
                description: cString(description), arg_description: argument.map(cString)))
        entries.append(GOptionEntry(
            long_name: nil, short_name: 0, flags: 0, arg: G_OPTION_ARG_NONE, arg_data: nil,
            description: nil, arg_description: nil))
    }
}

/// Mark `text` for translation (po/update's keyword) without translating it here: GOption
/// translates what it shows in the domain the option table names.
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
         Escape); zenity mode: No, or an --extra-button (its label is printed)
      2  usage error (one line on stderr), or the message file cannot be read
      3  no display: the dialog cannot be shown, or it went away (one line on stderr)
      5  --timeout ran out (nothing is printed); with --timeout-answer, that
         button's status and output instead
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
