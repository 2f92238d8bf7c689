import PresentationKitCore
import PresentationKitDialogs

/// Where the dialog's text (or its details) comes from.
enum BodySource: Sendable {
    case none
    case text(String)
    case standardInput
    case file(String)
}

/// The dialog the command line asks for, checked.
struct Request: Sendable {
    /// The heading, or `nil` when the text read from ``body`` is the heading (the zenity
    /// form with `--message -` or `--message-file`), or ``defaultHeading`` without one.
    var heading: String?
    /// The heading when it was to come from ``body`` and that is empty.
    var defaultHeading = ""
    /// The heading as Pango markup, checked with `pango_parse_markup`; `nil` shows the
    /// heading literally.
    var headingMarkup: String?
    var body: BodySource
    var choices: [Choice]
    /// The kind of message, or `nil` for none in particular.
    var icon: AlertKind?
    /// Seconds before the dialog closes by itself, or `nil` for never.
    var timeout: Double?
    /// `--activation-delay`: seconds the buttons ignore Return, Space and clicks once the
    /// dialog appears, or `nil` for none (the default, as zenity).
    var activationDelay: Double?
    /// The window's title (zenity form).
    var windowTitle: String?
    /// The smallest width and height of the dialog, in pixels (`--width`, `--height`).
    var width: Int32?
    var height: Int32?
    /// `--no-wrap`: the heading is one line per line of text.
    var wraps = true
    /// `--ellipsize`: a long heading is cut short with “…”.
    var ellipsizes = false
    /// `--display`: the X display to open instead of `$DISPLAY`.
    var display: String?
    /// `--details`, `--details-file`: text under a Details expander.
    var details: BodySource = .none
    /// `--dont-ask-again FILE:KEY`: where a remembered answer is kept.
    var remembered: RememberedAnswer?
    /// `--dont-ask-again-reset FILE:KEY`: the answer to forget, instead of a dialog.
    var forget: RememberedAnswer?
    /// `--timeout-answer`: the index in ``choices`` of the button the timeout chooses.
    var timeoutAnswer: Int?
    /// `--json`: the answer as one line of JSON.
    var json = false
    /// `--item`: the items the question is about, each a check row; ids are their positions.
    var items: [AlertItem] = []
    /// `--app-id`: the program name and application id.
    var appID: String?
    /// zenity 3's general flags: the window's icon, class, name and parent.
    var windowHints = WindowHints()
    /// The exit statuses of each ending.
    var exitStatuses = ExitStatuses.command
    /// Whether libadwaita's dialog shows the request (`--adwaita`, `ALERT_STYLE=adwaita`)
    /// rather than GTK's `GtkMessageDialog`.
    var inAdwaita = false
    /// The warning lines for the options given that libadwaita's dialog cannot honour,
    /// printed when that style is shown; empty in GTK's style.
    var ignoredByAdwaita: [String] = []
    /// The fields above the buttons, top to bottom (`--field`, `--secret`, or zenity's
    /// `--entry` and `--password`), and how their texts are printed.
    var fields: [FieldRequest] = []
    var fieldOutput = FieldOutput.lines
    /// `--required`: buttons disabled while a field is empty.
    var required = false
    /// zenity's `--progress`: a bar fed by stdin, or `nil` for another dialog.
    var progress: ProgressRequest?
    /// zenity's `--list`: rows to choose from, or `nil` for another dialog.
    var list: ListRequest?
    /// zenity's `--text-info`: a text to read, or `nil` for another dialog.
    var textInfo: TextInfoRequest?
    /// zenity's `--scale`, `--calendar` or `--color-selection`, or `nil` for another dialog.
    var picker: PickerRequest?
    /// zenity's `--forms`: its controls and the order of its fields, or `nil`.
    var forms: FormsRequest?
    /// zenity's `--file-selection`: GTK's file chooser, or `nil` for another dialog.
    var fileSelection: FileSelectionRequest?
    /// zenity's `--about`: GTK's about dialog, naming alert, instead of a message dialog.
    var about = false
    /// zenity's `--notification`: a desktop notification instead of a dialog, or `nil`.
    var notification: NotificationRequest?
}
