import CGtk
import PresentationKitCore

/// How an alert dialog shows its message beyond the ``DialogLayout``, in either style:
/// the window's title and how a screen reader names it, what goes under the message
/// (details, a "don't ask again" check button, a countdown line), and what shapes GTK's
/// own dialog alone (heading markup, size, wrapping; libadwaita's has no counterpart).
/// Every option is typed: the dialog widget itself is never handed out.
///
/// ```swift
/// var options = AlertOptions()
/// options.details = .init(text: log, label: "Details", copyLabel: "Copy")
/// options.countdown = "Closes in 9 s"
/// let dialog = AlertDialog(layout, kind: .error, parent: nil, options: options) { _, action in
///     action?.perform()
/// }
/// ```
public struct AlertOptions: Sendable {
    /// The window's title (what a taskbar, Alt+Tab and the overview show); `nil`
    /// leaves it empty, as GTK's message dialogs are.
    public var windowTitle: String?
    /// Whether a screen reader reads the window by ``windowTitle`` and describes it by
    /// the heading, as zenity's dialogs are read; else it is named by the heading.
    public var namedByTitle = false
    /// The heading as Pango markup the caller has checked (`pango_parse_markup`);
    /// `nil` shows the layout's heading literally.
    public var headingMarkup: String?
    /// The dialog's smallest width and height in pixels; `nil` leaves GTK's.
    public var minimumWidth: Int32?
    /// The dialog's smallest height in pixels; `nil` leaves GTK's.
    public var minimumHeight: Int32?
    /// Whether the heading wraps; `false` keeps one line per line of text.
    public var wraps = true
    /// Whether a long heading is cut short with “…”.
    public var ellipsizes = false
    /// A collapsed expander under the message, or `nil` for none.
    public var details: Details?
    /// The label of a check button under the message that asks not to be asked again
    /// (`isRememberChecked` of the dialog), or `nil` for none.
    public var rememberLabel: String?
    /// A line under the message that the dialog's `setCountdown(_:)` updates, or
    /// `nil` for none. A label, not a button's text: a screen reader does not
    /// announce it each time it changes, and no button changes width.
    public var countdown: String?
    /// Whether the heading is left undrawn (a confirmation dialog's hidden title); it
    /// still names the dialog for a screen reader.
    public var hidesHeading = false
    /// How long the buttons ignore activation once the dialog appears (an unsolicited
    /// alert's `ActivationDelay`), or `nil` for not at all: Return,
    /// Space and clicks do nothing meanwhile, Escape still cancels, and the buttons show
    /// as insensitive until they are live.
    public var activationDelay: Duration?

    /// Options that change nothing: no title, the heading wrapped, nothing under the message.
    public init() {}

    /// Text shown on demand under the message: a log, a trace, an error's details.
    public struct Details: Sendable {
        /// The text, shown literally in a monospace font, selectable, scrolling.
        public var text: String
        /// The expander's title (“Details”).
        public var label: String
        /// The label of the button that copies ``text`` to the clipboard (“Copy”).
        public var copyLabel: String

        /// Details showing `text` under an expander titled `label`, with a copy button
        /// titled `copyLabel`.
        public init(text: String, label: String, copyLabel: String) {
            self.text = text
            self.label = label
            self.copyLabel = copyLabel
        }
    }
}

public extension AlertDialog {

    /// Whether the “don't ask again” check button (``AlertOptions/rememberLabel``) is checked:
    /// as it was last, once the dialog is gone; `false` without one.
    var isRememberChecked: Bool { rememberChecked }

    /// Show `text` on the countdown line (``AlertOptions/countdown``); nothing without one.
    func setCountdown(_ text: String) {
        if let countdownLine { gtk_label_set_text(pk_label(countdownLine), text) }
    }
}

extension AlertDialog {

    /// Apply `options` to the built dialog, before it is presented.
    func apply(_ options: AlertOptions, to dialog: UnsafeMutablePointer<GtkWidget>) {
        if let markup = options.headingMarkup {
            pk_message_dialog_set_heading_markup(dialog, markup)
        }
        if let title = options.windowTitle {
            gtk_window_set_title(pk_window(dialog), title)
        }
        if options.minimumWidth != nil || options.minimumHeight != nil {
            gtk_widget_set_size_request(dialog, options.minimumWidth ?? -1, options.minimumHeight ?? -1)
        }
        if let heading = pk_message_dialog_get_heading(dialog) {
            let label = pk_label(heading)
            if !options.wraps { gtk_label_set_wrap(label, 0) }
            if options.ellipsizes { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
            // Hidden, the label still names the dialog (labelled-by; seen on GTK 4.8 and 4.18).
            if options.hidesHeading { gtk_widget_set_visible(heading, 0) }
        }
        if let countdown = options.countdown {
            countdownLine = pk_message_dialog_add_line(dialog, countdown)
        }
        if let details = options.details {
            _ = pk_message_dialog_add_details(dialog, details.label, details.copyLabel, details.text)
        }
        if let label = options.rememberLabel {
            let check = pk_message_dialog_add_check(dialog, label)!
            _ = SignalHandler.connect(check, "toggled") { [weak self] in
                self?.rememberChecked = pk_check_button_get_active(check) != 0
            }
        }
    }

    /// Name the dialog as `options` ask, after ``applyAccessibility(_:_:)`` named it by
    /// its heading.
    func applyAccessibility(_ options: AlertOptions, to dialog: UnsafeMutablePointer<GtkWidget>) {
        guard let title = options.windowTitle else { return }
        if options.namedByTitle, let heading = pk_message_dialog_get_heading(dialog) {
            // Named by its window title and described by its text, as zenity's dialogs are read.
            pk_accessible_set_label(dialog, title)
            pk_accessible_reset_labelled_by(dialog)
            pk_accessible_describe_by_label(dialog, heading, gtk_label_get_text(pk_label(heading)))
        } else {
            // GTK 4.8 reads a window's title before its labelled-by heading: the heading alone names it.
            pk_accessible_reset_label(dialog)
        }
    }
}
