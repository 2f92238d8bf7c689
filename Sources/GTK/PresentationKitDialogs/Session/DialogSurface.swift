import CGtk
import PresentationKitCore

/// One toolkit's alert dialog, as ``AlertSession`` drives it: GTK's `GtkMessageDialog`
/// (``MessageDialogSurface``) or libadwaita's dialog (``AdwaitaDialogSurface``).
///
/// A surface knows its widgets and nothing of what they mean: the session decides which
/// button is enabled, what Return and a response do, where focus goes and when it all
/// ends, once for both styles. Buttons are told by their position in the layout.
@MainActor
package protocol DialogSurface: AnyObject {
    /// The dialog widget, until it is destroyed.
    var widget: UnsafeMutablePointer<GtkWidget>? { get }
    /// The window the dialog is or shows in, once there is one (libadwaita ≥ 1.5 makes it
    /// as it presents the dialog).
    var window: UnsafeMutablePointer<GtkWindow>? { get }
    /// Called with each response, and once when the widget is destroyed (`nil`).
    var onEvent: ((DialogSurfaceEvent) -> Void)? { get set }
    /// A check row for an item, under the message, checked as given.
    func addItem(_ label: String, checked: Bool) -> UnsafeMutablePointer<GtkWidget>
    /// An entry for `field` showing `text`, under the items; its `changed` signal is the
    /// editable's, and its Return is the signal ``fieldActivateSignal`` names.
    func addField(_ field: AlertField, text: String) -> UnsafeMutablePointer<GtkWidget>
    /// Put `row` (`pk_form_control_new`'s: a control under its label) after the fields
    /// added so far, as a field is placed.
    func addControl(_ row: UnsafeMutablePointer<GtkWidget>)
    /// The signal an entry emits on Return.
    var fieldActivateSignal: String { get }
    /// Add the layout's buttons, its default and close response, and what the options put
    /// under the message; after the items and fields.
    func addButtons(_ layout: DialogLayout, options: AlertOptions)
    /// Show the button at `index` as enabled or not; `reason` says why not to a screen reader.
    func setEnabled(_ index: Int, _ enabled: Bool, reason: String?)
    /// Show `label` on the button at `index`.
    func setLabel(_ index: Int, _ label: String)
    /// Answer as if the button at `index` were clicked.
    func activate(_ index: Int)
    /// Move the keyboard focus to the button at `index`.
    func focusButton(_ index: Int)
    /// Leave no widget focused, so Return chooses nothing.
    func clearFocus()
    /// Name it for a screen reader and put it on screen.
    func present(_ layout: DialogLayout, options: AlertOptions)
    /// Show the texts of `layout` (the same buttons) in place.
    func setTexts(_ layout: DialogLayout)
    /// Show `text` on the countdown line, where there is one.
    func setCountdown(_ text: String)
    /// Show `fraction` (0…1; `nil` pulses) and `text` under the progress bar, where there is
    /// one, and make `detail` the bar's accessible description (`pk_progress_set`).
    func setProgress(_ fraction: Double?, text: String?, detail: String?)
    /// Put `content`, the dialog's own (a `pk_list_new` list, a `pk_text_info_new` text),
    /// under the message, above the items.
    func addContent(_ content: UnsafeMutablePointer<GtkWidget>)
    /// Show `value` (0…1) on the level bar and `text` after it, in the error colour when
    /// `refused`, where there is one.
    func setLevel(_ value: Double, text: String, refused: Bool)
    /// The button the options' `fieldAction` added under the fields, or `nil`.
    var fieldActionButton: UnsafeMutablePointer<GtkWidget>? { get }
    /// Whether the **Don't ask again** check button is checked.
    var isRememberChecked: Bool { get }
    /// Destroy the dialog without a response.
    func close()
    /// The session has ended on a response: take the dialog off the screen, if the toolkit
    /// does not do it itself.
    func dismiss()
}

/// What a ``DialogSurface`` reports.
package enum DialogSurfaceEvent {
    /// The button at this position was clicked, or Return chose it.
    case button(Int)
    /// Escape, or the window's close.
    case escape
    /// The widget was destroyed.
    case destroyed
}
