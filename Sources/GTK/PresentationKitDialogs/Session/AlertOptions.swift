import CGtk
import PresentationKitCore

/// How an alert dialog shows its message beyond the ``DialogLayout``, in either style:
/// what ``AlertSession`` makes of the message (its details, a "don't ask again" check
/// button, a hidden title, the activation delay), and what `alert` asks for on top (the
/// window's title and how a screen reader names it, a countdown line, and what shapes GTK's
/// own dialog alone: the message kind, heading markup, size, wrapping). The package's own:
/// an app says all of this through its ``AlertMessage``.
package struct AlertOptions: Sendable {
    /// The message kind GTK's dialog carries (zenity's four icons); `nil`: the message's
    /// ``DialogSeverity``.
    package var kind: AlertKind?
    /// The window's title (what a taskbar, Alt+Tab and the overview show); `nil`
    /// leaves it empty, as GTK's message dialogs are.
    package var windowTitle: String?
    /// Whether a screen reader reads the window by ``windowTitle`` and describes it by
    /// the heading, as zenity's dialogs are read; else it is named by the heading.
    package var namedByTitle = false
    /// The heading as Pango markup the caller has checked (`pango_parse_markup`);
    /// `nil` shows the layout's heading literally.
    package var headingMarkup: String?
    /// The dialog's smallest width and height in pixels; `nil` leaves GTK's.
    package var minimumWidth: Int32?
    /// The dialog's smallest height in pixels; `nil` leaves GTK's.
    package var minimumHeight: Int32?
    /// Whether the heading wraps; `false` keeps one line per line of text.
    package var wraps = true
    /// Whether a long heading is cut short with “…”.
    package var ellipsizes = false
    /// A collapsed expander under the message, or `nil` for none.
    package var details: Details?
    /// The label of a check button under the message that asks not to be asked again
    /// (`isRememberChecked` of the dialog), or `nil` for none.
    package var rememberLabel: String?
    /// A line under the message that the dialog's `setCountdown(_:)` updates, or
    /// `nil` for none. A label, not a button's text: a screen reader does not
    /// announce it each time it changes, and no button changes width.
    package var countdown: String?
    /// Whether the heading is left undrawn (a confirmation dialog's hidden title); it
    /// still names the dialog for a screen reader.
    package var hidesHeading = false
    /// How long the buttons ignore activation once the dialog appears (an unsolicited
    /// alert's `ActivationDelay`), or `nil` for not at all: Return,
    /// Space and clicks do nothing meanwhile, Escape still cancels, and the buttons show
    /// as insensitive until they are live.
    package var activationDelay: Duration?
    /// A progress bar under the message, with a line of text under it, or `nil` for none:
    /// a progress dialog. The session's `setProgress(_:text:)` changes it.
    package var progress: Progress?
    /// A list of rows under the message (zenity's `--list`), or `nil` for none. The
    /// session's ``AlertSession/appendListRows(_:)`` fills it, and
    /// ``AlertSession/chosenListRows`` reads what was chosen.
    package var list: List?
    /// A text to read under the message (zenity's `--text-info`), or `nil` for none.
    /// ``AlertSession/appendText(_:)`` adds to it, ``AlertSession/shownText`` reads it.
    package var textInfo: TextInfo?
    /// A value to pick under the message (zenity's `--scale`, `--calendar`,
    /// `--color-selection`), or `nil` for none; ``AlertSession/pickedValue`` reads it.
    package var picker: Picker?
    /// Controls among the fields (zenity's `--forms` combo box, calendar and list).
    package var formControls: [FormControl] = []
    /// A level bar under the fields, with its label and a text after it, or `nil` for none:
    /// a passphrase's quality. The session's `setLevel(_:text:refused:)` changes it.
    package var level: Labelled?
    /// A button under the fields that does not end the dialog (a passphrase prompt's
    /// **Suggest**), or `nil` for none: the session calls `onFieldAction` when it is clicked.
    package var fieldAction: Labelled?

    /// Called once with the dialog's window, before it is shown where the style makes the
    /// window first (GTK's, libadwaita 1.2–1.4's), else just after: what the `alert`
    /// command sets on it for window managers (zenity's `--window-icon` and `--attach`).
    package var prepareWindow: (@MainActor @Sendable (UnsafeMutablePointer<GtkWindow>) -> Void)?

    /// Options that change nothing: no title, the heading wrapped, nothing under the message.
    package init() {}

    /// What a progress bar shows: a fraction of 0…1, or `nil` to pulse, and the line under it.
    package struct Progress: Sendable {
        /// Done so far, 0…1; `nil` pulses (the work's length is not known).
        package var fraction: Double?
        /// The line under the bar (plain text), or `nil` for none.
        package var text: String?

        package init(fraction: Double?, text: String? = nil) {
            self.fraction = fraction
            self.text = text
        }
    }

    /// A text to read, and the check button that must be checked before the default
    /// button answers (a licence's “I accept”).
    package struct TextInfo: Sendable {
        package var editable = false
        /// The check button's label, or `nil` for none.
        package var checkbox: String?
        /// Each text added scrolls to the end.
        package var autoScroll = false

        package init() {}
    }

    /// A list's columns and how its rows are chosen.
    package struct List: Sendable {
        /// What the first column holds.
        package enum Toggles: Int32, Sendable {
            /// Text: rows are selected.
            case none = 0
            /// Check buttons: every row checked is chosen.
            case check = 1
            /// Radio buttons: the one row checked is chosen.
            case radio = 2
        }

        /// The columns' titles, left to right (the toggles' column first).
        package var columns: [String]
        package var toggles = Toggles.none
        /// Several rows can be selected (without toggles).
        package var multiple = false
        /// The cells can be edited; ``AlertSession/chosenListRows`` reads them as edited.
        package var editable = false
        /// The first column's cells are image files' paths, shown as the images (zenity's
        /// `--imagelist`); the rows read them as the paths.
        package var firstColumnImages = false
        /// The columns not shown, by position.
        package var hiddenColumns: Set<Int> = []
        package var showsHeaders = true

        package init(columns: [String]) {
            self.columns = columns
        }
    }

    /// A label, and a tooltip or `nil`: the level bar's (its label names it for a screen
    /// reader, “Quality:”) and the field action's button's.
    package struct Labelled: Sendable {
        /// The text shown (plain, no mnemonic).
        package var label: String
        /// The tooltip, or `nil` for none.
        package var tooltip: String?

        package init(label: String, tooltip: String? = nil) {
            self.label = label
            self.tooltip = tooltip
        }
    }

    /// Text shown on demand under the message: a log, a trace, an error's details.
    package struct Details: Sendable {
        /// The text, shown literally in a monospace font, selectable, scrolling.
        package var text: String
        /// The expander's title (“Details”).
        package var label: String
        /// The label of the button that copies ``text`` to the clipboard (“Copy”).
        package var copyLabel: String

        /// Details showing `text` under an expander titled `label`, with a copy button
        /// titled `copyLabel`.
        package init(text: String, label: String, copyLabel: String) {
            self.text = text
            self.label = label
            self.copyLabel = copyLabel
        }
    }
}
