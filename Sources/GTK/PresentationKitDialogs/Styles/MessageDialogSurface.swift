import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding
import PresentationKitCore

/// GTK's own alert dialog: a `GtkMessageDialog` (deprecated from GTK 4.10, every call in
/// CPresentationKitGtk), its items, fields and the options' extras in the message area.
@MainActor
final class MessageDialogSurface: DialogSurface {

    private(set) var widget: UnsafeMutablePointer<GtkWidget>?
    var window: UnsafeMutablePointer<GtkWindow>? { widget.map { pk_window($0) } }
    var onEvent: ((DialogSurfaceEvent) -> Void)?
    private(set) var isRememberChecked = false
    private var countdownLine: UnsafeMutablePointer<GtkWidget>?
    private var progressBar: UnsafeMutablePointer<GtkWidget>?
    private var levelBar: UnsafeMutablePointer<GtkWidget>?
    private(set) var fieldActionButton: UnsafeMutablePointer<GtkWidget>?
    private var checkList: UnsafeMutablePointer<GtkWidget>?
    private var textsScroll = false

    init(_ layout: DialogLayout, severity: GtkMessageType, parent: UnsafeMutablePointer<GtkWindow>?) {
        let dialog = pk_message_dialog_new(parent, severity, layout.heading)!
        widget = dialog
        DialogCensus.track(dialog)
        pk_message_dialog_set_body(dialog, layout.body)
        // Every dialog, whatever its text and the machine's fonts (the cause is told in
        // CPresentationKitGtk's text-layout.c): no box measures a wrapping label's width for
        // a height, and a word longer than a line breaks inside.
        pk_message_dialog_stack_texts(dialog)
        pk_message_dialog_wrap_anywhere(dialog)
        // The handlers keep this surface, and through ``onEvent`` its session, alive as long
        // as the widget lives, and go with it. Buttons answer with their position; Escape
        // and the window's close with GTK_RESPONSE_DELETE_EVENT, the only negative response.
        _ = SignalHandler.connect(dialog, "response") { response in
            self.onEvent?(response >= 0 ? .button(Int(response)) : .escape)
        }
        _ = SignalHandler.connect(dialog, "destroy") {
            self.widget = nil
            self.countdownLine = nil
            self.progressBar = nil
            self.levelBar = nil
            self.fieldActionButton = nil
            self.checkList = nil
            let onEvent = self.onEvent
            self.onEvent = nil
            onEvent?(.destroyed)
        }
    }

    func addItem(_ label: String, checked: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let dialog = widget!
        if checkList == nil {
            let list = pk_check_list_new()!
            pk_message_dialog_add_check_list(
                dialog, list, AlertSession.itemListMaxHeight(workArea: pk_widget_get_workarea(dialog).height))
            checkList = list
        }
        return pk_check_list_add(checkList, label, checked ? 1 : 0)!
    }

    func addField(_ field: AlertField, text: String) -> UnsafeMutablePointer<GtkWidget> {
        pk_message_dialog_add_field(widget, field.label, field.kind == .secure ? 1 : 0, field.prompt, text)!
    }

    func addControl(_ row: UnsafeMutablePointer<GtkWidget>) {
        if let widget { pk_message_dialog_add_control(widget, row) }
    }

    var fieldActivateSignal: String { "activate" }

    func addButtons(_ layout: DialogLayout, options: AlertOptions) {
        guard let dialog = widget else { return }
        apply(options, to: dialog)
        scrollTextsIfTooTall(dialog)
        for (index, button) in layout.buttons.enumerated() {
            let widget = pk_dialog_add_button(dialog, button.label, Int32(index))
            pk_button_limit_label_width(widget, AlertSession.buttonLabelMaxChars)
            if let style = button.appearance.styleClass {
                gtk_widget_add_css_class(widget, style)
            }
        }
        if let index = layout.defaultIndex {
            pk_dialog_set_default_response(dialog, Int32(index))
        }
    }

    func setEnabled(_ index: Int, _ enabled: Bool, reason: String?) {
        pk_dialog_set_response_enabled(widget, Int32(index), enabled ? 1 : 0, reason)
    }

    func setLabel(_ index: Int, _ label: String) {
        pk_dialog_set_response_label(widget, Int32(index), label, AlertSession.buttonLabelMaxChars)
    }

    func activate(_ index: Int) {
        if let widget { pk_dialog_response(widget, Int32(index)) }
    }

    func focusButton(_ index: Int) {
        if let widget { pk_dialog_focus_response(widget, Int32(index)) }
    }

    func clearFocus() {
        if let widget { gtk_window_set_focus(pk_window(widget), nil) }
    }

    func present(_ layout: DialogLayout, options: AlertOptions) {
        guard let dialog = widget else { return }
        // What a screen reader reads (focus needs nothing: the parent keeps its focus
        // widget, and gets keys back when the window manager activates it).
        applyAccessibility(dialog, layout, options)
        gtk_window_present(pk_window(dialog))
    }

    func setTexts(_ layout: DialogLayout) {
        guard let widget else { return }
        pk_message_dialog_set_heading(widget, layout.heading)
        pk_message_dialog_set_body(widget, layout.body)
        pk_message_dialog_wrap_anywhere(widget)
        scrollTextsIfTooTall(widget)
        // The name follows the heading label (labelled-by); the description is a copy.
        pk_accessible_describe_by_label(widget, pk_message_dialog_get_body(widget), layout.body)
    }

    func setCountdown(_ text: String) {
        if let countdownLine { gtk_label_set_text(pk_label(countdownLine), text) }
    }

    func setProgress(_ fraction: Double?, text: String?, detail: String?) {
        if let progressBar { pk_progress_set(progressBar, fraction ?? -1, text, detail) }
    }

    func addContent(_ content: UnsafeMutablePointer<GtkWidget>) {
        if let widget { pk_message_dialog_add_under(widget, content) }
    }

    func setLevel(_ value: Double, text: String, refused: Bool) {
        if let levelBar { pk_level_set(levelBar, value, text, refused ? 1 : 0) }
    }

    func close() {
        if let widget { gtk_window_destroy(pk_window(widget)) }
    }

    func dismiss() {
        close()
    }

    /// Put the texts in a scrolled area once they are taller than the screen allows.
    /// Only those scroll: GTK keeps some memory per dialog for a scrolled area (the
    /// figure: docs/benchmarks.md, "Figures behind the code").
    private func scrollTextsIfTooTall(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        guard !textsScroll else { return }
        let workArea = pk_widget_get_workarea(dialog)
        let maxHeight = min(AlertSession.textsMaxHeight, max(workArea.height - AlertSession.dialogChromeHeight, 120))
        if pk_message_dialog_texts_height(dialog) > maxHeight {
            pk_message_dialog_scroll_texts(dialog, maxHeight)
            textsScroll = true
        }
    }

    /// What the options add to the dialog, before it is presented.
    private func apply(_ options: AlertOptions, to dialog: UnsafeMutablePointer<GtkWidget>) {
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
        if let level = options.level {
            let row = pk_level_new(level.label, level.tooltip)!
            pk_message_dialog_add_under(dialog, row)
            levelBar = row
        }
        if let action = options.fieldAction {
            let button = pk_field_action_new(action.label, action.tooltip)!
            pk_message_dialog_add_under(dialog, button)
            fieldActionButton = button
        }
        if let progress = options.progress {
            let bar = pk_message_dialog_add_progress(dialog)!
            pk_progress_set(bar, progress.fraction ?? -1, progress.text, progress.text)
            progressBar = bar
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
                self?.isRememberChecked = pk_check_button_get_active(check) != 0
            }
        }
    }

    /// Make a screen reader read the dialog as a person sees it: the heading as its name
    /// (or the window title, as zenity's dialogs are read, with `namedByTitle`), the body
    /// as its description, each button named once by its label.
    ///
    /// The role (alert dialog) is set when the dialog is made (`pk_message_dialog_new`).
    /// GTK 4.8 names a message dialog by its empty title and each button twice (its
    /// label property and its label child): "Cancel Cancel".
    private func applyAccessibility(
        _ dialog: UnsafeMutablePointer<GtkWidget>, _ layout: DialogLayout, _ options: AlertOptions
    ) {
        pk_accessible_reset_label(dialog)
        let heading = pk_message_dialog_get_heading(dialog)
        if let heading {
            pk_accessible_set_labelled_by(dialog, heading)
        }
        pk_accessible_describe_by_label(dialog, pk_message_dialog_get_body(dialog), layout.body)
        for index in layout.buttons.indices {
            if let widget = pk_dialog_get_button(dialog, Int32(index)) {
                pk_accessible_reset_labelled_by(widget)
            }
        }
        guard let title = options.windowTitle else { return }
        if options.namedByTitle, let heading {
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

extension DialogLayout.Appearance {

    /// The CSS class GTK's themes draw this appearance with.
    package var styleClass: String? {
        switch self {
        case .plain: nil
        case .suggested: "suggested-action"
        case .destructive: "destructive-action"
        }
    }
}
