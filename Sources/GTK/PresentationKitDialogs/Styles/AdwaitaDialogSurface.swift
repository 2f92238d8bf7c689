import CGtk
import CGtk.Adwaita  // PkAdwAlertFuncs: the table's type only; no libadwaita function is linked here
internal import CGtk.Internal   // pk_level_new, pk_field_action_new: the level bar and button under the fields
import GObjectBinding
import PresentationKitCore

/// libadwaita's alert dialog: `AdwMessageDialog` when the C is built against libadwaita
/// 1.2–1.4, `AdwAlertDialog` from 1.5 (the choice is made in C, at build time).
///
/// It runs on a table of C functions (`PkAdwAlertFuncs`, CPresentationKitAdwaita's
/// `pk_adw_alert_funcs()`): PresentationKitAdwaita passes the one it links, and
/// `alert --adwaita` the one its plug-in returns, so both show libadwaita's dialog through
/// this class and the same C, and `alert` never links libadwaita.
///
/// Each button is a response whose id is its position ("0", "1", …) with the layout's
/// appearance; Escape gives the close response, ``closeResponse``. Texts are plain text.
/// Of the ``AlertOptions``, the countdown line, details and **Don't ask again** check button
/// go into the dialog's extra child; the window title and the name by title apply to a
/// dialog with a window of its own; the options that shape GTK's own dialog (heading markup,
/// minimum size, wrapping) have no counterpart.
@MainActor
final class AdwaitaDialogSurface: DialogSurface {

    /// The response id Escape and the window's close give (libadwaita's own default).
    static let closeResponse = "close"

    private(set) var widget: UnsafeMutablePointer<GtkWidget>?
    var window: UnsafeMutablePointer<GtkWindow>? { widget.flatMap { c.pointee.get_window!($0) } }
    var onEvent: ((DialogSurfaceEvent) -> Void)?
    /// The C the dialog runs. Swift sees each of its function pointers as optional; a
    /// `pk_adw_alert_funcs()` table fills every one, so the calls unwrap them.
    private let c: UnsafePointer<PkAdwAlertFuncs>
    private let parent: UnsafeMutablePointer<GtkWindow>?
    /// Whether the heading is left empty (``AlertOptions/hidesHeading``) and the dialog
    /// named by its text instead.
    private var hidesHeading = false
    private var hasCountdown = false
    private var hasProgress = false
    private var levelBar: UnsafeMutablePointer<GtkWidget>?
    private(set) var fieldActionButton: UnsafeMutablePointer<GtkWidget>?
    private var rememberChecked = false

    init(_ layout: DialogLayout, parent: UnsafeMutablePointer<GtkWindow>?, options: AlertOptions,
         functions: UnsafePointer<PkAdwAlertFuncs>) {
        c = functions
        self.parent = parent
        hidesHeading = options.hidesHeading
        let dialog = c.pointee.new_dialog!(hidesHeading ? "" : layout.heading, layout.body)!
        widget = dialog
        DialogCensus.track(dialog)
        c.pointee.connect_response!(dialog, { response, box in
            let id = response.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { ClosureBox<@MainActor (String) -> Void>.closure(from: box)(id) }
        }, ClosureBox<@MainActor (String) -> Void>.retained { [weak self] response in
            self?.onEvent?(Int(response).map { .button($0) } ?? .escape)
        }, releaseClosureBox)
        // The destroy handler keeps this surface, and through ``onEvent`` its session, alive
        // as long as the widget lives.
        _ = SignalHandler.connect(dialog, "destroy") {
            self.rememberChecked = self.isRememberChecked
            self.widget = nil
            self.levelBar = nil
            self.fieldActionButton = nil
            let onEvent = self.onEvent
            self.onEvent = nil
            onEvent?(.destroyed)
        }
    }

    func addItem(_ label: String, checked: Bool) -> UnsafeMutablePointer<GtkWidget> {
        c.pointee.add_check_row!(widget, label, checked ? 1 : 0)!
    }

    func addField(_ field: AlertField, text: String) -> UnsafeMutablePointer<GtkWidget> {
        c.pointee.add_field!(
            widget, field.label, field.kind == .secure ? 1 : 0, field.prompt, text,
            field.kind == .secure ? AlertField.peekLabel : nil)!
    }

    func addControl(_ row: UnsafeMutablePointer<GtkWidget>) {
        if let widget { c.pointee.add_control!(widget, row) }
    }

    var fieldActivateSignal: String { "entry-activated" }

    func addButtons(_ layout: DialogLayout, options: AlertOptions) {
        guard let dialog = widget else { return }
        for (index, button) in layout.buttons.enumerated() {
            c.pointee.add_response!(dialog, "\(index)", button.label, button.appearance.adwaita)
        }
        if let index = layout.defaultIndex {
            c.pointee.set_default_response!(dialog, "\(index)")
        }
        c.pointee.set_close_response!(dialog, Self.closeResponse)
        if !layout.items.isEmpty && layout.buttons.count >= 3 {
            // A list of items over three buttons or more: the wide dialog, where libadwaita
            // (1.6) has one, keeps the buttons side by side and the item labels on one line.
            c.pointee.set_prefer_wide_layout!(dialog, 1)
        }
        if let level = options.level {
            let row = pk_level_new(level.label, level.tooltip)!
            c.pointee.insert_extra!(dialog, "pk-extra-level", row)
            levelBar = row
        }
        if let action = options.fieldAction {
            let button = pk_field_action_new(action.label, action.tooltip)!
            c.pointee.insert_extra!(dialog, "pk-extra-field-action", button)
            fieldActionButton = button
        }
        if let progress = options.progress {
            hasProgress = true
            c.pointee.set_progress!(dialog, progress.fraction ?? -1, progress.text, progress.text)
        }
        if let countdown = options.countdown {
            hasCountdown = true
            c.pointee.set_countdown!(dialog, countdown)
        }
        if let details = options.details {
            c.pointee.set_details!(dialog, details.text, details.label, details.copyLabel)
        }
        if let label = options.rememberLabel {
            c.pointee.set_remember!(dialog, label)
        }
        c.pointee.limit_button_labels!(dialog, AlertSession.buttonLabelMaxChars)
    }

    func setEnabled(_ index: Int, _ enabled: Bool, reason: String?) {
        c.pointee.set_response_enabled!(widget, "\(index)", enabled ? 1 : 0, reason)
    }

    func setLabel(_ index: Int, _ label: String) {
        c.pointee.set_response_label!(widget, "\(index)", label)
    }

    func activate(_ index: Int) {
        if let widget { _ = c.pointee.activate_response!(widget, Int32(index)) }
    }

    func focusButton(_ index: Int) {
        if let widget { _ = c.pointee.focus_response!(widget, Int32(index)) }
    }

    func clearFocus() {
        if let widget { c.pointee.clear_focus!(widget) }
    }

    func present(_ layout: DialogLayout, options: AlertOptions) {
        guard let dialog = widget else { return }
        c.pointee.present!(dialog, parent)
        if parent == nil, let title = options.windowTitle, let window = c.pointee.get_window!(dialog) {
            // libadwaita titles a window of its own with the heading; a parent's title stays.
            gtk_window_set_title(window, title)
        }
        updateAccessibility(dialog, layout)
        if options.namedByTitle, let title = options.windowTitle {
            c.pointee.name_by_title!(dialog, title, layout.body.map { layout.heading + "\n" + $0 } ?? layout.heading)
        }
    }

    func setTexts(_ layout: DialogLayout) {
        guard let widget else { return }
        c.pointee.set_texts!(widget, hidesHeading ? "" : layout.heading, layout.body)
        updateAccessibility(widget, layout)
    }

    func setCountdown(_ text: String) {
        guard let widget, hasCountdown else { return }
        c.pointee.set_countdown!(widget, text)
    }

    func setProgress(_ fraction: Double?, text: String?, detail: String?) {
        guard let widget, hasProgress else { return }
        c.pointee.set_progress!(widget, fraction ?? -1, text, detail)
    }

    func addContent(_ content: UnsafeMutablePointer<GtkWidget>) {
        if let widget { c.pointee.add_content!(widget, content) }
    }

    func setLevel(_ value: Double, text: String, refused: Bool) {
        if let levelBar { pk_level_set(levelBar, value, text, refused ? 1 : 0) }
    }

    var isRememberChecked: Bool {
        guard let widget else { return rememberChecked }
        return c.pointee.get_remember!(widget) != 0
    }

    func close() {
        if let widget { c.pointee.close!(widget) }
    }

    /// libadwaita closes the dialog itself after a response.
    func dismiss() {}

    /// Name the dialog by its heading and describe it by its body; a hidden heading
    /// (libadwaita draws no empty heading) names it all the same.
    private func updateAccessibility(_ dialog: UnsafeMutablePointer<GtkWidget>, _ layout: DialogLayout) {
        guard hidesHeading else {
            c.pointee.update_accessibility!(dialog, layout.heading, layout.body)
            return
        }
        c.pointee.name_by_title!(dialog, layout.heading, layout.body ?? "")
        c.pointee.update_accessibility!(dialog, "", layout.body)
    }
}

extension DialogStyle {

    /// libadwaita's dialog, through `functions` (a `pk_adw_alert_funcs()` table of this build,
    /// its `size` checked by whoever loaded it, and its `init` run): PresentationKitAdwaita's
    /// `AdwaitaStyle.style.dialogs`, or `alert --adwaita`'s plug-in.
    package static func adwaita(functions: UnsafePointer<PkAdwAlertFuncs>) -> DialogStyle {
        DialogStyle(name: "adwaita") { layout, _, parent, options in
            AdwaitaDialogSurface(layout, parent: parent, options: options, functions: functions)
        }
    }
}

extension DialogLayout.Appearance {

    /// libadwaita's response appearance for this one.
    var adwaita: PkAdwAppearance {
        switch self {
        case .plain: PK_ADW_APPEARANCE_DEFAULT
        case .suggested: PK_ADW_APPEARANCE_SUGGESTED
        case .destructive: PK_ADW_APPEARANCE_DESTRUCTIVE
        }
    }
}
