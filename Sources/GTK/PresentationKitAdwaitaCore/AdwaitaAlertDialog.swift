import CGtk
import CGtk.Adwaita  // PkAdwAlertFuncs: the table's type only; no libadwaita function is linked here
import PresentationKitCore
import PresentationKitGtkCore   // SignalHandler

/// One alert in libadwaita's dialog: `AdwMessageDialog` when the C is built against
/// libadwaita 1.2–1.4, `AdwAlertDialog` from 1.5 (the choice is made in C, at build time).
///
/// The dialog runs on a table of C functions (`PkAdwAlertFuncs`, CPresentationKitAdwaita's
/// `pk_adw_alert_funcs()`): PresentationKitAdwaita passes the one it links, and
/// `alert --adwaita` the one its plug-in returns, so both show libadwaita's dialog through
/// this class and the same C, and `alert` never links libadwaita.
///
/// The ``DialogLayout`` maps onto responses: each button is a response whose id is its
/// position ("0", "1", …) with the layout's appearance (suggested, destructive), the
/// default index is the default response (Return), and Escape gives the close response,
/// ``closeResponse``, which ends the dialog as ``DialogEnding/dismissed``: the layout's
/// close action runs, as with GTK's dialog, and Escape stays told apart from a click.
/// Texts are plain text. Of the ``AlertOptions``, the countdown line, details and
/// **Don't ask again** check button go into the dialog's extra child, as the GTK style shows
/// them; the window title and the name by title apply to a dialog with a window of its own;
/// the options that shape GTK's own dialog (heading markup, minimum size, wrapping) have no
/// counterpart. Ends exactly once, as `AlertDialog` does.
@MainActor
public final class AdwaitaAlertDialog {

    // Computed public properties over private storage, and no initial values: `alert` links
    // this module, and every public or initialised stored property adds exported symbols to it.

    /// The response id Escape and the window's close give (libadwaita's own default).
    public static var closeResponse: String { "close" }

    /// The dialog widget, until it is destroyed.
    public var widget: UnsafeMutablePointer<GtkWidget>? { dialog }

    /// What the dialog shows; ``update(_:)`` changes it in place.
    public var layout: DialogLayout { shown }

    /// Whether the **Don't ask again** check button (``AlertOptions/rememberLabel``)
    /// is checked: as it was when the dialog was answered, once it is gone; `false` without one.
    public var isRememberChecked: Bool {
        guard let widget else { return rememberChecked }
        return c.pointee.get_remember!(widget) != 0
    }

    /// The check button's state when the dialog was answered, read before it went.
    private var rememberChecked: Bool
    // Optional<…> spelled out: `T?` would get an implicit initial value, and with it a symbol.
    private var dialog: Optional<UnsafeMutablePointer<GtkWidget>>
    private var shown: DialogLayout
    /// The C the dialog runs. Swift sees each of its function pointers as optional; a
    /// `pk_adw_alert_funcs()` table fills every one, so the calls unwrap them.
    private let c: UnsafePointer<PkAdwAlertFuncs>
    private var end: Optional<(DialogEnding, AlertAction?) -> Void>
    private let hasCountdown: Bool
    /// Whether the heading is left empty (``AlertOptions/hidesHeading``) and the dialog
    /// named by its text instead.
    private let hidesHeading: Bool
    private var closing: DialogEnding
    /// The fields' live state, for a dialog with fields or a `.disabled` action.
    private var inputs: Optional<AlertInputs>
    /// The fields' rows, top to bottom, while the dialog lives.
    private var fieldRows: Array<UnsafeMutablePointer<GtkWidget>>
    /// The moment after the dialog appears when its responses ignore activation
    /// (``AlertOptions/activationDelay``), while it lasts.
    private var hold: Optional<ActivationHold>

    /// The ids of the items (``AlertItem``) checked now, in order; as they were when the
    /// dialog ended, once it has; empty without items.
    public var checkedItems: [String] { inputs?.checkedItems ?? [] }

    /// Build and present libadwaita's dialog for `layout` with `functions` (a
    /// `pk_adw_alert_funcs()` of this build, its `size` checked by whoever loaded it, and
    /// `adw_init` run), modal on `parent` (`nil`: a window of its own), with what `options`
    /// put under the message and name. `end` gets the ending and the action to run, once.
    public init(
        _ layout: DialogLayout, parent: UnsafeMutablePointer<GtkWindow>?,
        options: AlertOptions = AlertOptions(), functions: UnsafePointer<PkAdwAlertFuncs>,
        end: @escaping (DialogEnding, AlertAction?) -> Void
    ) {
        c = functions
        dialog = nil
        shown = layout
        rememberChecked = false
        closing = .closed
        inputs = nil
        fieldRows = []
        hold = nil
        self.end = end
        hasCountdown = options.countdown != nil
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        hidesHeading = options.hidesHeading
        let dialog = c.pointee.new_dialog!(hidesHeading ? "" : layout.heading, layout.body)!
        self.dialog = dialog
        DialogCensus.track(dialog)
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
        addFields(layout, to: dialog)
        if let countdown = options.countdown {
            c.pointee.set_countdown!(dialog, countdown)
        }
        if let details = options.details {
            c.pointee.set_details!(dialog, details.text, details.label, details.copyLabel)
        }
        if let label = options.rememberLabel {
            c.pointee.set_remember!(dialog, label)
        }
        c.pointee.connect_response!(dialog, { response, box in
            let id = response.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { ClosureBox<@MainActor (String) -> Void>.closure(from: box)(id) }
        }, ClosureBox<@MainActor (String) -> Void>.retained { [weak self] response in self?.respond(response) },
        releaseClosureBox)
        // The destroy handler keeps this object alive as long as the widget lives.
        _ = SignalHandler.connect(dialog, "destroy") {
            self.dialog = nil
            self.fieldRows = []
            self.finish(self.closing)
        }
        c.pointee.limit_button_labels!(dialog, AlertDialog.buttonLabelMaxChars)
        c.pointee.present!(dialog, parent)
        if parent == nil, let title = options.windowTitle, let window = c.pointee.get_window!(dialog) {
            // libadwaita titles a window of its own with the heading; a parent's title stays.
            gtk_window_set_title(window, title)
        }
        if let row = fieldRows.first, let field = layout.fields.first, let inputs {
            gtk_widget_grab_focus(row)
            // After the focus: an entry selects all of its text when it takes focus.
            let range = field.selection.range(in: inputs.texts[0])
            pk_field_select(row, Int32(range.start), Int32(range.start + range.length))
        } else if let index = layout.defaultIndex, !layout.items.isEmpty {
            // libadwaita focuses the first check button: Return chooses the default, as
            // without items, and Tab reaches the items.
            _ = c.pointee.focus_response!(dialog, Int32(index))
        } else if layout.defaultIndex == nil {
            // libadwaita focuses the first button; with no default, Return stays inert until
            // the person moves focus (a destructive action is never chosen by Return), as in
            // the GTK style.
            c.pointee.clear_focus!(dialog)
        }
        if let duration = options.activationDelay {
            // After the focus is where it belongs: the hold remembers it.
            hold = ActivationHold(duration, dialog: dialog, heading: layout.heading) { [weak self] in self?.showEnabled() }
            showEnabled()
        }
        updateAccessibility(dialog, layout)
        if options.namedByTitle, let title = options.windowTitle {
            c.pointee.name_by_title!(dialog, title, layout.body.map { layout.heading + "\n" + $0 } ?? layout.heading)
        }
    }

    /// Show `layout`, which has the same buttons, in place.
    public func update(_ layout: DialogLayout) {
        precondition(layout.hasSameButtons(as: shown), "AdwaitaAlertDialog.update needs the same buttons")
        shown = layout
        // The fields keep their rows and the text typed; their closures are the new layout's.
        inputs?.update(layout)
        guard let dialog else { return }
        c.pointee.set_texts!(dialog, hidesHeading ? "" : layout.heading, layout.body)
        updateAccessibility(dialog, layout)
    }

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

    /// Show `text` on the countdown line (``AlertOptions/countdown``); nothing
    /// without one, or once the dialog is gone.
    public func setCountdown(_ text: String) {
        guard let widget, hasCountdown else { return }
        c.pointee.set_countdown!(widget, text)
    }

    /// Close the dialog without a response; `end` gets `ending` and no action.
    public func close(as ending: DialogEnding = .closed) {
        closing = ending
        if let widget { c.pointee.close!(widget) }
    }

    /// Put the layout's fields in the extra child, prefilled from their bindings; each change
    /// of a row's text goes to its binding through ``AlertInputs``, which says which responses
    /// are enabled. After the responses are added.
    private func addFields(_ layout: DialogLayout, to dialog: UnsafeMutablePointer<GtkWidget>) {
        let inputs = AlertInputs(layout)
        guard inputs.isLive else { return }
        self.inputs = inputs
        for (index, item) in layout.items.enumerated() {
            let check = c.pointee.add_check_row!(dialog, item.label, inputs.checked[index] ? 1 : 0)!
            _ = SignalHandler.connect(check, "toggled") { [weak self] in
                self?.inputs?.toggled(item: index, to: pk_check_get_active(check) != 0)
            }
        }
        for (index, field) in layout.fields.enumerated() {
            let row = c.pointee.add_field!(
                dialog, field.label, field.kind == .secure ? 1 : 0, field.prompt, inputs.texts[index],
                field.kind == .secure ? AlertField.peekLabel : nil)!
            fieldRows.append(row)
            _ = SignalHandler.connect(row, "changed") { [weak self] in
                guard let self, let text = pk_field_get_text(row) else { return }
                self.inputs?.changed(field: index, to: String(cString: text))
            }
            _ = SignalHandler.connect(row, "entry-activated") { [weak self] in self?.activateDefault() }
        }
        inputs.onChange = { [weak self] state in self?.show(state) }
        inputs.onTextReplaced = { [weak self] index, text in
            guard let self, self.fieldRows.indices.contains(index) else { return }
            pk_field_replace_text(self.fieldRows[index], text)
        }
        show(inputs.state)
    }

    /// Return in a field: the default response, only while it is enabled.
    private func activateDefault() {
        guard let dialog, let index = layout.defaultIndex, !isHeld, inputs?.state.isEnabled(index) ?? true else { return }
        _ = c.pointee.activate_response!(dialog, Int32(index))
    }

    private func show(_ state: AlertInputs.State) {
        guard let dialog else { return }
        for (index, label) in state.labels.enumerated() {
            if let label { c.pointee.set_response_label!(dialog, "\(index)", label) }
        }
        for (row, reason) in zip(fieldRows, state.reasons) {
            pk_field_set_reason(row, reason)
        }
        showEnabled()
    }

    /// Whether the responses ignore activation now.
    private var isHeld: Bool { hold?.isHolding == true }

    /// Each response enabled when both the fields (``AlertInputs``) and the hold allow it;
    /// one the fields refuse says why.
    private func showEnabled() {
        guard let dialog else { return }
        let state = inputs?.state
        for index in layout.buttons.indices {
            let allowed = state?.isEnabled(index) ?? true
            c.pointee.set_response_enabled!(dialog, "\(index)", allowed && !isHeld ? 1 : 0, allowed ? nil : state?.whyDisabled)
        }
    }

    /// A response: a button's position, or the close response (Escape). libadwaita closes
    /// the dialog itself after the response.
    private func respond(_ response: String) {
        if let index = Int(response), layout.buttons.indices.contains(index) {
            // A disabled response answers nothing, however it was emitted.
            if isHeld || inputs?.state.isEnabled(index) == false { return }
            finish(.chosen(index))
        } else {
            finish(.dismissed)
        }
    }

    private func finish(_ ending: DialogEnding) {
        guard let end else { return }
        if let widget { rememberChecked = c.pointee.get_remember!(widget) != 0 }
        self.end = nil
        inputs?.stop()
        hold?.stop()
        end(ending, layout.action(for: ending))
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
