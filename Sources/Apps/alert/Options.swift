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
        table.string("title", "TEXT", tr("The dialog's heading (required unless a zenity dialog type is given)"), \.title)
        table.string("message", "TEXT", tr("The text under the heading; “-” reads it from stdin"), \.message)
        table.string("message-file", "FILE", tr("Read the text under the heading from FILE"), \.messageFile)
        table.strings(
            "button", "LABEL[:ROLE]",
            tr("A button, left to right after the cancel button; ROLE is cancel, destructive or default. Repeatable"),
            \.buttons)
        table.string("icon", "TYPE", tr("The kind of message: error, warning, info or question"), \.icon)
        table.string("timeout", "SECONDS", tr("Close the dialog after SECONDS and exit 5; 0 means never"), \.timeout)
        table.string("timeout-answer", "LABEL", tr("The button --timeout chooses, as if it were clicked; the countdown names it"), \.timeoutAnswer)
        table.string("details", "TEXT", tr("Text shown under a collapsed Details expander, with a Copy button; “-” reads it from stdin"), \.details)
        table.string("details-file", "FILE", tr("Read the details from FILE"), \.detailsFile)
        table.string(
            "dont-ask-again", "FILE:KEY",
            tr("Add a “Don't ask again” check button; the answer chosen with it checked is kept under KEY in FILE (in $XDG_CONFIG_HOME/alert/ unless absolute) and given without a dialog next time"),
            \.dontAskAgain)
        table.string("dont-ask-again-reset", "FILE:KEY", tr("Forget the answer kept under KEY in FILE, and exit"), \.dontAskAgainReset)
        table.flag("json", tr("Print the answer as one line of JSON (answer, id, index, role, ending, remembered)"), \.json)
        table.string("app-id", "ID", tr("The application id and program name a desktop names the window and finds its icon by"), \.appID)
        table.flag("error", tr("zenity: an error dialog with an OK button"), \.error)
        table.flag("warning", tr("zenity: a warning dialog with an OK button"), \.warning)
        table.flag("info", tr("zenity: an information dialog with an OK button"), \.info)
        table.flag("question", tr("zenity: a question with No and Yes buttons"), \.question)
        table.string("text", "TEXT", tr("zenity: the dialog's text (same as --message)"), \.text)
        table.string("ok-label", "LABEL", tr("zenity: the label of the OK or Yes button"), \.okLabel)
        table.string("cancel-label", "LABEL", tr("zenity: the label of the No button of --question"), \.cancelLabel)
        table.strings(
            "extra-button", "LABEL", tr("zenity: an extra button; choosing it prints LABEL and exits 1. Repeatable"),
            \.extraButtons)
        table.string("icon-name", "ICON-NAME", tr("zenity: the dialog's icon; dialog-error, dialog-warning, dialog-information and dialog-question set the kind of message"), \.iconName)
        table.string("width", "WIDTH", tr("zenity: the dialog's width in pixels (at least)"), \.width)
        table.string("height", "HEIGHT", tr("zenity: the dialog's height in pixels (at least)"), \.height)
        table.flag("no-wrap", tr("zenity: do not wrap the text"), \.noWrap)
        table.flag("no-markup", tr("zenity: show --text literally, not as Pango markup"), \.noMarkup)
        table.flag("ellipsize", tr("zenity: cut a long text short with “…” instead of wrapping it"), \.ellipsize)
        table.flag("default-cancel", tr("zenity: Return answers No in --question"), \.defaultCancel)
        table.flag("switch", tr("zenity: --question without No and Yes: only the --extra-button buttons"), \.switchButtons)
        table.flag("modal", tr("zenity: a modal dialog (alert's dialogs always are)"), \.modal)
        table.string("display", "DISPLAY", tr("The X display to use (zenity's GTK 3 option)"), \.display)
        table.flag("version", tr("Print the version and exit"), \.version)

        let context = g_option_context_new(tr("— show a message dialog and print the button chosen"))!
        defer { g_option_context_free(context) }
        g_option_context_set_summary(context, helpSummary)
        g_option_context_set_description(context, helpDescription)
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
/// GOption keeps pointers to the names and the storage, so both live as long as the
/// process (the command parses once).
@MainActor
private final class OptionTable {

    private(set) var entries: [GOptionEntry] = []
    private var readers: [(inout CommandLineOptions) -> Void] = []

    /// A text option. GOption reads it as a "filename" (the bytes as given) rather than as
    /// a "string" (converted from the locale's charset), which in the C locale that cron
    /// and systemd give scripts rejects any UTF-8 text: ``argumentText(_:)`` decodes it.
    func string(
        _ name: String, _ argument: String, _ description: String,
        _ field: WritableKeyPath<CommandLineOptions, String?>
    ) {
        let slot = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        add(name, G_OPTION_ARG_FILENAME, slot, description, argument)
        readers.append { options in
            if let value = slot.pointee { options[keyPath: field] = argumentText(value) }
        }
    }

    /// A repeatable string option.
    func strings(
        _ name: String, _ argument: String, _ description: String,
        _ field: WritableKeyPath<CommandLineOptions, [String]>
    ) {
        let slot = UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        add(name, G_OPTION_ARG_FILENAME_ARRAY, slot, description, argument)
        readers.append { options in
            guard let array = slot.pointee else { return }
            var index = 0
            while let value = array[index] {
                options[keyPath: field].append(argumentText(value))
                index += 1
            }
        }
    }

    /// An option without a value.
    func flag(_ name: String, _ description: String, _ field: WritableKeyPath<CommandLineOptions, Bool>) {
        let slot = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
        slot.initialize(to: 0)
        add(name, G_OPTION_ARG_NONE, slot, description, nil)
        readers.append { options in options[keyPath: field] = slot.pointee != 0 }
    }

    /// The options' values, once GOption has parsed the command line.
    func read() -> CommandLineOptions {
        var options = CommandLineOptions()
        for reader in readers { reader(&options) }
        return options
    }

    private func add(
        _ name: String, _ kind: GOptionArg, _ storage: UnsafeMutableRawPointer, _ description: String,
        _ argument: String?
    ) {
        if !entries.isEmpty { entries.removeLast() }  // the terminator
        entries.append(
            GOptionEntry(
                long_name: g_strdup(name), short_name: 0, flags: 0, arg: kind, arg_data: storage,
                description: g_strdup(description), arg_description: argument.map { UnsafePointer(g_strdup($0)) }))
        entries.append(GOptionEntry(
            long_name: nil, short_name: 0, flags: 0, arg: G_OPTION_ARG_NONE, arg_data: nil,
            description: nil, arg_description: nil))
    }
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
private var helpSummary: String { tr("""
    Shows one dialog, prints the label of the button chosen on stdout, and exits
    with a status that says how the dialog ended. Text is shown literally, except
    zenity's --text, which is Pango markup as in zenity (see --no-markup).
    """) }

private var helpDescription: String { tr("""
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
    """) }
