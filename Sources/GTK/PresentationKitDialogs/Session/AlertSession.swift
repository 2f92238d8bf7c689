import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding
import PresentationKitCore

/// One alert from the moment it is asked for until it is answered: the only code that
/// builds an alert's dialog, in either ``DialogStyle``, for the presenters,
/// `AlertMessage.present(on:)` and the `alert` command.
///
/// It lays the message out (``DialogLayout``), answers at once with the remembered answer
/// of a **Don't ask again** question, else builds the dialog with its items, fields,
/// details and check button, holds the buttons of an unsolicited alert, keeps the buttons
/// enabled as the fields and the model allow, and ends exactly once: the answer goes to
/// the closure given to ``start(usingRememberedAnswer:_:)``, then the chosen action runs.
///
/// ```swift
/// let session = AlertSession(AlertMessage(title: "Empty the trash?") {
///     AlertAction("Cancel", role: .cancel)
///     AlertAction("Empty Trash", role: .destructive) { trash.empty() }
/// }, window: window)   // PresentationKitGtk's initializer: the current style, the app's memory
/// session.start { answer in print(answer.label ?? "nothing chosen") }
/// ```
@MainActor
public final class AlertSession {

    /// Texts taller than this, heading and body together, in pixels, are shown in a
    /// scrolled area that grows to this height, then scrolls; less on a work area
    /// shorter than `textsMaxHeight` + ``dialogChromeHeight``.
    public static let textsMaxHeight: Int32 = 480

    /// Room a dialog keeps on its monitor's work area for what is not its texts (the
    /// button row, margins, spacing), in pixels.
    public static let dialogChromeHeight: Int32 = 240

    /// A button's label is at most this many characters wide; longer ones are
    /// ellipsized, with the whole label as the button's tooltip.
    public static let buttonLabelMaxChars: Int32 = 32

    /// The most pixels an alert's item list takes on a work area `height` pixels high: the
    /// rest is the texts' and the buttons'.
    package static func itemListMaxHeight(workArea height: Int32) -> Int32 {
        max(min(height - dialogChromeHeight - 160, 320), 96)
    }

    /// What is shown; ``update(_:)`` changes it in place.
    public private(set) var message: AlertMessage
    /// How it ended, once it has.
    public private(set) var ending: DialogEnding?
    /// Whether it was answered by a remembered answer, with no dialog.
    public private(set) var wasAnsweredFromMemory = false

    private let window: UnsafeMutablePointer<GtkWindow>?
    private let style: DialogStyle
    private let memory: (any AnswerMemory)?
    private let givenOptions: AlertOptions
    private(set) var layout: DialogLayout
    private var extras: Extras
    private var surface: (any DialogSurface)?
    private var end: (@MainActor (AlertAnswer) -> Void)?
    private var closing: DialogEnding = .closed
    /// The fields' and items' live state, for an alert with fields, items or a `.disabled` action.
    private var inputs: AlertInputs?
    /// The fields' entries, top to bottom, while the dialog lives.
    private var fieldEntries: [UnsafeMutablePointer<GtkWidget>] = []
    /// The items' check buttons, top to bottom, while the dialog lives.
    private var itemChecks: [UnsafeMutablePointer<GtkWidget>] = []
    /// The moment after the dialog appears when its buttons ignore activation, while it lasts.
    private var hold: ActivationHold?
    private var rememberChecked = false
    /// The buttons the caller disabled (``setEnabled(_:_:)``), whatever the fields allow.
    private var disabledButtons: Set<Int> = []
    /// The list (``AlertOptions/list``), while the dialog lives (AlertSession+List.swift).
    var listWidget: UnsafeMutablePointer<GtkWidget>?
    /// The list's chosen rows as they were when the alert ended.
    var endedListRows: [[String]]?
    /// The text to read (``AlertOptions/textInfo``), while the dialog lives
    /// (AlertSession+TextInfo.swift), and its text as it was when the alert ended.
    var textInfoWidget: UnsafeMutablePointer<GtkWidget>?
    var endedText: String?
    /// The value to pick (``AlertOptions/picker``), while the dialog lives
    /// (AlertSession+Picker.swift), and its value when the alert ended.
    var pickerWidget: UnsafeMutablePointer<GtkWidget>?
    var endedPickedValue: PickedValue?
    /// The controls among the fields (``AlertOptions/formControls``), while the dialog lives
    /// (AlertSession+FormControls.swift), and their values when the alert ended.
    var formControlWidgets: [(widget: UnsafeMutablePointer<GtkWidget>, kind: AlertOptions.FormControl.Kind)] = []
    var endedFormControlValues: [FormControlValue]?
    /// Called with each new value of a scale (zenity's `--print-partial`).
    package var onPickerChange: (@MainActor (PickedValue) -> Void)?

    /// A session for `message`, on `window` (`nil`: a dialog of its own, as a command-line
    /// tool has), in `style`, whose “Don't ask again” answers `memory` keeps (none: the
    /// question shows no check button), and whose dialog also shows `options` (the `alert`
    /// command's window title, countdown, markup and sizes). Nothing shows until
    /// ``start(usingRememberedAnswer:_:)``. PresentationKitGtk's public initializer passes
    /// the application's memory.
    package init(
        _ message: AlertMessage, window: UnsafeMutablePointer<GtkWindow>?, style: DialogStyle,
        memory: (any AnswerMemory)?, options: AlertOptions = AlertOptions()
    ) {
        GtkStandardLabels.install()   // before the layout names a standard button (OK)
        self.message = message
        self.window = window
        self.style = style
        self.memory = memory
        givenOptions = options
        layout = DialogLayout(message)
        extras = Extras(message, memory)
    }

    /// Show the alert, or answer it at once with its remembered answer unless
    /// `usingRememberedAnswer` is `false`; `end` gets the answer once, before the chosen
    /// action runs.
    public func start(usingRememberedAnswer: Bool = true, _ end: @escaping @MainActor (AlertAnswer) -> Void) {
        precondition(self.end == nil && ending == nil, "an AlertSession starts once")
        self.end = end
        if usingRememberedAnswer, let remembered = memory?.rememberedChoice(for: message) {
            // “Don't ask again” was checked for this question: answered as then, no dialog.
            wasAnsweredFromMemory = true
            self.end = nil
            // The button that action stands on, as if it were clicked.
            ending = layout.buttons.firstIndex { $0.actionIndex == remembered.answer.index }.map { .chosen($0) }
            end(remembered.answer)
            remembered.action.perform()
            return
        }
        build()
    }

    /// Show `message` in place when the dialog can (the same buttons, fields, items and
    /// extras), its texts replacing the ones shown and its actions running from now on;
    /// `false` when it cannot, and a new session must show it.
    public func update(_ message: AlertMessage) -> Bool {
        let layout = DialogLayout(message)
        guard Extras(message, memory) == extras, layout.hasSameButtons(as: self.layout) else { return false }
        self.message = message
        self.layout = layout
        // The fields keep their entries and the text typed; their closures are the new layout's.
        inputs?.update(layout)
        surface?.setTexts(layout)
        return true
    }

    /// Close the dialog without an answer: the answer is ``AlertAnswer/dismissed`` and
    /// ``ending`` is `ending` (``DialogEnding/closed`` unless the caller says why, such as
    /// ``DialogEnding/timedOut``); no action runs.
    public func close(as ending: DialogEnding = .closed) {
        closing = ending
        surface?.close()
    }

    /// The dialog widget, until it is destroyed (for tests and benchmarks).
    public var widget: UnsafeMutablePointer<GtkWidget>? { surface?.widget }

    /// Whether the **Don't ask again** check button is checked: as it was when the alert
    /// ended, once it has; `false` without one.
    public var isRememberChecked: Bool {
        guard let surface, surface.widget != nil else { return rememberChecked }
        return surface.isRememberChecked
    }

    /// The ids of the items checked now (as they were when the alert ended, once it has),
    /// in order; empty without items.
    public var checkedItems: [String] { inputs?.checkedItems ?? [] }

    /// Show `text` on the countdown line (the `alert` command's); nothing without one.
    package func setCountdown(_ text: String) {
        surface?.setCountdown(text)
    }

    /// Show `fraction` on the progress bar (clamped to 0…1; `nil` or NaN pulses) and `text`
    /// on the line under it (`nil`: none); nothing without a bar (``AlertOptions/progress``).
    /// `detail` is what a screen reader finds on the bar and hears as it changes (at most
    /// every few seconds, where GTK can announce): `text`, unless another line says what
    /// the work is doing (`alert --progress`'s `# text`, shown as the heading).
    package func setProgress(_ fraction: Double?, text: String?, detail: String?) {
        surface?.setProgress(fraction.flatMap { $0.isNaN ? nil : min(max($0, 0), 1) }, text: text, detail: detail)
    }

    /// Called when the button of ``AlertOptions/fieldAction`` is clicked (the dialog stays).
    package var onFieldAction: (@MainActor () -> Void)?

    /// Show `value` on the level bar (clamped to 0…1) and `text` after it, in the error
    /// colour when `refused`; nothing without a bar (``AlertOptions/level``).
    package func setLevel(_ value: Double, text: String, refused: Bool) {
        surface?.setLevel(value.isNaN ? 0 : min(max(value, 0), 1), text: text, refused: refused)
    }

    /// Put `text` in the field at `index` in place of what was typed, as typing would (its
    /// binding and validation follow), shown in the clear when `revealed`; the first field
    /// takes focus with its text selected.
    package func replaceText(ofField index: Int, with text: String, revealed: Bool) {
        guard fieldEntries.indices.contains(index) else { return }
        let entry = fieldEntries[index]
        pk_field_replace_text(entry, text)
        pk_field_set_visible_text(entry, revealed ? 1 : 0)
        if index == 0 {
            gtk_widget_grab_focus(entry)
            pk_field_select(entry, 0, -1)
        }
    }

    /// Enable or disable the button at `index` for the caller (a progress dialog's OK
    /// until the work ends), on top of what the fields and the hold allow.
    package func setEnabled(_ index: Int, _ enabled: Bool) {
        if enabled { disabledButtons.remove(index) } else { disabledButtons.insert(index) }
        showEnabled()
    }

    /// Build the dialog and put it on screen, its focus where the person's first key does
    /// what it should.
    private func build() {
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        let options = extras.applied(to: givenOptions)
        let surface = style.makeSurface(layout, (options.kind ?? AlertKind(message)).messageType, window, options)
        self.surface = surface
        if let list = options.list { addList(list, to: surface) }
        if let textInfo = options.textInfo { addTextInfo(textInfo, to: surface) }
        if let picker = options.picker { addPicker(picker, to: surface) }
        let live = AlertInputs(layout, later: Self.afterTheMainActorsJobs)
        if live.isLive {
            inputs = live
            addItems(live, to: surface)
            addFields(live, controls: options.formControls, to: surface)
        }
        // The controls under the last field, or all of them in a form without text fields.
        addFormControls(options.formControls, before: nil, to: surface)
        surface.addButtons(layout, options: options)
        holdDefaultUntilChecked()
        if let button = surface.fieldActionButton {
            // The handler goes with the button, which goes with the dialog.
            _ = SignalHandler.connect(button, "clicked") { [weak self] in self?.onFieldAction?() }
        }
        if let inputs {
            inputs.onChange = { [weak self] state in self?.show(state) }
            inputs.onTextReplaced = { [weak self] index, text in
                guard let self, fieldEntries.indices.contains(index) else { return }
                pk_field_replace_text(fieldEntries[index], text)
            }
            inputs.onCheckReplaced = { [weak self] index, isChecked in
                guard let self, itemChecks.indices.contains(index) else { return }
                pk_check_set_active(itemChecks[index], isChecked ? 1 : 0)
            }
            show(inputs.state)
        }
        // The surface keeps this session alive as long as its widget lives.
        surface.onEvent = { event in self.handle(event) }
        // Before the window is mapped, where window managers read what is set on it, when
        // it exists already; libadwaita ≥ 1.5 makes it as it presents the dialog.
        var prepareWindow = options.prepareWindow
        if let window = surface.window {
            prepareWindow?(window)
            prepareWindow = nil
        }
        surface.present(layout, options: options)
        if let window = surface.window { prepareWindow?(window) }
        if let listWidget {
            // As zenity's: the rows have the focus, and the arrow keys choose among them.
            pk_list_focus(listWidget)
        } else if let pickerWidget, !isColorChooser(pickerWidget) {
            // As zenity's scale: the arrow keys move the value (the calendar's, the day).
            gtk_widget_grab_focus(pickerWidget)
        } else if textInfoWidget != nil || pickerWidget != nil, let index = layout.defaultIndex {
            surface.focusButton(index)
        } else if focusFirstFormControl(options.formControls) {
            // zenity's form focuses its first widget, here a combo box, a calendar or a list.
        } else if let entry = fieldEntries.first, let field = layout.fields.first, let inputs {
            gtk_widget_grab_focus(entry)
            // After the focus: an entry selects all of its text when it takes focus.
            let range = field.selection.range(in: inputs.texts[0])
            pk_field_select(entry, Int32(range.start), Int32(range.start + range.length))
        } else if let index = layout.defaultIndex, !layout.items.isEmpty {
            // The toolkit focuses the first check button: Return chooses the default, as
            // without items, and Tab reaches the items.
            surface.focusButton(index)
        } else if layout.defaultIndex == nil {
            // With no default, the toolkit focuses the first button and Return would choose
            // it, possibly a destructive one: leave Return inert until the person moves focus.
            surface.clearFocus()
        }
        if let duration = options.activationDelay, let widget = surface.widget {
            // After the focus is where it belongs: the hold remembers it.
            hold = ActivationHold(duration, dialog: widget, heading: layout.heading) { [weak self] in self?.showEnabled() }
            showEnabled()
        }
    }

    /// Run `work` once the main loop has run the main actor's jobs queued until now (a
    /// presenter's refresh among them) and the keys already queued: a GLib idle just below
    /// the main queue's priority (`PK_MAIN_QUEUE_PRIORITY`). Any higher, it ran before the
    /// refresh, and the refresh's closures were evaluated a second time (measured). A GLib
    /// source, not a task: `alert` drains no main-actor tasks.
    private static func afterTheMainActorsJobs(_ work: @escaping @MainActor () -> Void) {
        OneShotSource.idle(priority: PK_MAIN_QUEUE_PRIORITY + 1, work)
    }

    /// The items as check rows, checked as `inputs` says; each toggle goes to `inputs`,
    /// whose labels count the checked items.
    private func addItems(_ inputs: AlertInputs, to surface: any DialogSurface) {
        for (index, item) in layout.items.enumerated() {
            let check = surface.addItem(item.label, checked: inputs.checked[index])
            itemChecks.append(check)
            // The handler goes with the check button, which goes with the dialog.
            _ = SignalHandler.connect(check, "toggled") { [weak self] in
                self?.inputs?.toggled(item: index, to: pk_check_get_active(check) != 0)
            }
        }
    }

    /// The fields, prefilled from their bindings, with `controls` among them where they
    /// stand; each change of an entry's text goes to its binding through `inputs`, which
    /// says which buttons are enabled.
    private func addFields(_ inputs: AlertInputs, controls: [AlertOptions.FormControl], to surface: any DialogSurface) {
        for (index, field) in layout.fields.enumerated() {
            addFormControls(controls, before: index, to: surface)
            let entry = surface.addField(field, text: inputs.texts[index])
            fieldEntries.append(entry)
            // The handlers go with the entry, which goes with the dialog.
            _ = SignalHandler.connect(entry, "changed") { [weak self] in
                guard let self, let text = pk_field_get_text(entry) else { return }
                self.inputs?.changed(field: index, to: String(cString: text))
            }
            _ = SignalHandler.connect(entry, surface.fieldActivateSignal) { [weak self] in self?.activateDefault() }
        }
    }

    /// Return in a field or a list: the default action, only while it is enabled.
    func activateDefault() {
        guard let index = layout.defaultIndex, isEnabled(index) else { return }
        surface?.activate(index)
    }

    /// Whether the button at `index` answers now: the hold and the fields allow it.
    private func isEnabled(_ index: Int) -> Bool {
        hold?.isHolding != true && inputs?.state.isEnabled(index) != false && !disabledButtons.contains(index)
    }

    /// The counting labels, the fields' reasons and the buttons' enabled state as `state` says.
    private func show(_ state: AlertInputs.State) {
        guard let surface, surface.widget != nil else { return }
        for (index, label) in state.labels.enumerated() {
            if let label { surface.setLabel(index, label) }
        }
        for (entry, reason) in zip(fieldEntries, state.reasons) {
            pk_field_set_reason(entry, reason)
        }
        showEnabled()
    }

    /// Each button enabled when both the fields and the hold allow it; one the fields
    /// refuse says why.
    private func showEnabled() {
        guard let surface, surface.widget != nil else { return }
        let state = inputs?.state
        for index in layout.buttons.indices {
            let fieldsAllow = state?.isEnabled(index) ?? true
            surface.setEnabled(index, isEnabled(index), reason: fieldsAllow ? nil : state?.whyDisabled)
        }
    }

    private func handle(_ event: DialogSurfaceEvent) {
        switch event {
        case .button(let index):
            // A held or disabled button answers nothing, however the response was emitted.
            guard layout.buttons.indices.contains(index) else { return finish(.escaped) }
            if isEnabled(index) { finish(.chosen(index)) }
        case .escape:
            finish(.escaped)
        case .destroyed:
            if endedListRows == nil { endedListRows = listWidget.map(Self.chosenRows) }
            if endedText == nil { endedText = textInfoWidget.map(Self.text(of:)) }
            if endedPickedValue == nil { endedPickedValue = pickerWidget.map(Self.value(of:)) }
            if endedFormControlValues == nil && !formControlWidgets.isEmpty {
                endedFormControlValues = formControlWidgets.map(Self.value(ofControl:))
            }
            formControlWidgets = []
            listWidget = nil
            textInfoWidget = nil
            pickerWidget = nil
            fieldEntries = []
            itemChecks = []
            finish(closing)
        }
    }

    /// End once: the dialog goes, the answer is told, then its action runs.
    private func finish(_ ending: DialogEnding) {
        guard let end else { return }
        self.end = nil
        self.ending = ending
        rememberChecked = surface?.isRememberChecked ?? false
        if let listWidget { endedListRows = Self.chosenRows(listWidget) }
        if let textInfoWidget { endedText = Self.text(of: textInfoWidget) }
        if let pickerWidget { endedPickedValue = Self.value(of: pickerWidget) }
        if !formControlWidgets.isEmpty { endedFormControlValues = formControlWidgets.map(Self.value(ofControl:)) }
        inputs?.stop()
        hold?.stop()
        let answer = layout.answer(for: ending, checkedItems: checkedItems)
        if extras.suppressionKey != nil, case .chosen = ending, rememberChecked {
            memory?.remember(answer, for: message)
        }
        surface?.dismiss()
        end(answer)
        layout.action(for: ending)?.perform()
    }
}

extension AlertSession {

    /// What a dialog shows of a message beyond its layout: the details under a collapsed
    /// **Details** expander with **Copy**, the **Don't ask again** check button of a
    /// suppressible alert, a hidden title, and the moment an unsolicited alert's buttons
    /// ignore activation; their labels in the library's language (gettext domain
    /// `presentationkit`).
    @MainActor
    struct Extras: Equatable {
        let details: String?
        /// The key of a suppressible alert that can be remembered, else `nil`.
        let suppressionKey: String?
        let hidesTitle: Bool
        let activationDelay: Duration?

        init(_ message: AlertMessage, _ memory: (any AnswerMemory)?) {
            details = message.details.flatMap { $0.isEmpty ? nil : $0 }
            suppressionKey = memory?.offersRemembering(message) == true ? message.suppressionKey : nil
            hidesTitle = message.hidesTitle
            activationDelay = message.activationDuration
        }

        /// `options` with these added.
        func applied(to options: AlertOptions) -> AlertOptions {
            var options = options
            if hidesTitle { options.hidesHeading = true }
            if let activationDelay { options.activationDelay = activationDelay }
            if let details {
                // TRANSLATORS: the expander under an alert's message that shows technical details.
                options.details = AlertOptions.Details(text: details, label: localized("Details"), copyLabel: localized("Copy"))
            }
            if suppressionKey != nil {
                // TRANSLATORS: a check button under an alert's message; the answer chosen with it checked is remembered.
                options.rememberLabel = localized("Don't ask again")
            }
            return options
        }
    }
}
