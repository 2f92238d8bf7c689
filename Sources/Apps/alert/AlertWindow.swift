import CAlertPluginLoader
import CGtk
import CGtk.Adwaita  // PkAdwAlertFuncs, the plug-in's table: no libadwaita function is linked
import PresentationKitCore
import PresentationKitDialogs

/// The one dialog of the command: an ``AlertSession`` in the style the request asks for,
/// run on a plain GLib main loop until it ends, one way or another.
///
/// The session's answer is read with its ending: the presenters run the cancel action for
/// Escape, and a script must tell Escape (nothing chosen) from a click on the cancel
/// button. No `GtkApplication` either: the command needs no D-Bus name, and start-up is
/// part of its job.
@MainActor
final class AlertWindow {

    /// How the dialog ended.
    enum Outcome {
        /// A button was clicked, or Return chose the default one; `remember` when the
        /// “Don't ask again” box was checked.
        case chosen(Choice, remember: Bool)
        /// Escape, the window manager's close, or the dialog destroyed.
        case dismissed
        /// `--timeout` ran out; the `--timeout-answer` button, if any.
        case timedOut(Choice?)
    }

    private let loop: OpaquePointer
    private(set) var session: AlertSession?
    private var outcome: Outcome?
    /// When `--timeout` runs out, in `g_get_monotonic_time` microseconds.
    private var deadline = 0
    private var countdownText: (Int) -> String = { _ in "" }
    /// The fields' texts as typed, read when the dialog has ended.
    let fieldTexts = FieldTexts()
    /// `--text-info --filename`'s text, read before the display was opened.
    var fileText: String?

    init() {
        loop = g_main_loop_new(nil, 0)
    }

    /// Show the dialog for `request` with `heading`, `body` under it and `details`, and
    /// wait for its end.
    func run(_ request: Request, heading: String, body: String?, details: String?) -> Outcome {
        var heading = heading
        var style = DialogStyle.gtk
        if request.inAdwaita, let functions = Self.loadAdwaita() {
            style = .adwaita(functions: functions)
            for warning in request.ignoredByAdwaita { warn(warning) }
            if let markup = request.headingMarkup {
                heading = Self.plainText(markup)
                if heading != markup {
                    warn(tr("markup in --text has no effect in libadwaita's style: its dialog shows plain text (see --no-markup)"))
                }
            }
        }
        let message = AlertMessage(title: heading, message: body, items: request.items) {
            fieldsAndButtons(request, request.choices.map { choice in
                AlertAction(choice.label, role: choice.role, isDefault: choice.isDefault)
            })
        }
        let timeoutChoice = request.timeoutAnswer.map { request.choices[$0] }
        if request.timeout != nil {
            countdownText = if let choice = timeoutChoice {
                { tr("Chooses %@ in %@ s", choice.label, String($0)) }
            } else {
                { tr("Closes in %@ s", String($0)) }
            }
        }
        let progress = request.progress.map { ProgressState(request, progress: $0) }
        var options = Self.options(request, heading: heading, details: details,
                                   countdown: request.timeout.map { countdownText(Int($0.rounded(.up))) })
        options.progress = progress?.options
        let list = request.list.map { ListState($0) }
        options.list = request.list?.options
        let textInfo = request.textInfo.map { _ in TextInfoState(fileText: fileText) }
        options.textInfo = request.textInfo?.options
        options.picker = request.picker?.picker
        options.formControls = request.forms?.controls ?? []
        let session = AlertSession(message, window: nil, style: style, memory: nil, options: options)
        self.session = session
        // Escape ends the dialog as dismissed, whatever the layout's cancel action, so a
        // script can tell it from a click on the cancel button.
        session.start(usingRememberedAnswer: false) { [self] answer in
            switch session.ending {
            case .chosen?:
                end(.chosen(request.choices[answer.index ?? 0], remember: session.isRememberChecked))
            case .timedOut?: end(.timedOut(timeoutChoice))
            case .escaped?, .closed?, nil: end(.dismissed)
            }
        }
        if let progress { startProgress(progress) }
        if let list { startList(list) }
        if let textInfo { startTextInfo(textInfo) }
        if let picker = request.picker, picker.printsPartial {
            // zenity's --print-partial: each value on its line as it changes, before the answer.
            session.onPickerChange = { value in printLine(picker.output(value)) }
        }

        if let seconds = request.timeout {
            let milliseconds = MainLoopTimer.milliseconds(seconds)
            deadline = g_get_monotonic_time() + Int(milliseconds) * 1000
            OneShotSource.timeout(milliseconds: milliseconds) { [self] in timeOut() }
            scheduleCountdown()
        }

        if outcome == nil { g_main_loop_run(loop) }
        let outcome = outcome ?? .dismissed
        if let progress { stopProgress(progress, outcome) }
        if let list { stopList(list) }
        if let textInfo { stopTextInfo(textInfo) }
        return outcome
    }

    /// The options of the dialog `request` asks for.
    private static func options(
        _ request: Request, heading: String, details: String?, countdown: String?
    ) -> AlertOptions {
        var options = AlertOptions()
        options.kind = request.icon
        options.headingMarkup = request.headingMarkup
        // Own form: the heading names the window in a taskbar, Alt+Tab and the overview.
        // zenity form: the window's title, which names it for a screen reader too.
        options.windowTitle = request.windowTitle ?? heading
        options.namedByTitle = request.windowTitle != nil
        let hints = request.windowHints
        if hints.icon != nil || hints.parent != nil {
            options.prepareWindow = { window in hints.prepare(window) }
        }
        options.minimumWidth = request.width
        options.minimumHeight = request.height
        options.wraps = request.wraps
        options.ellipsizes = request.ellipsizes
        options.countdown = countdown
        options.activationDelay = request.activationDelay.map { .milliseconds(Int64(min($0 * 1000, Double(UInt32.max)).rounded(.up))) }
        if let details {
            options.details = AlertOptions.Details(text: details, label: tr("Details"), copyLabel: tr("Copy"))
        }
        if request.remembered != nil {
            options.rememberLabel = tr("Don't ask again")
        }
        return options
    }

    /// Show the seconds left, whole seconds rounded up, and come back when that number
    /// changes: just after the next whole second before the deadline.
    private func scheduleCountdown() {
        let left = deadline - g_get_monotonic_time()
        guard left > 0, outcome == nil else { return }
        let seconds = (left + 999_999) / 1_000_000
        session?.setCountdown(countdownText(Int(seconds)))
        let untilNext = left - (seconds - 1) * 1_000_000
        OneShotSource.timeout(milliseconds: UInt32((untilNext + 999) / 1000)) { [self] in scheduleCountdown() }
    }

    /// The `--list` rows chosen, each its cells (as they were when the dialog ended).
    var chosenListRows: [[String]] { session?.chosenListRows ?? [] }

    /// The value of `--scale`, `--calendar` or `--color-selection` (as it was when the dialog ended).
    var pickedValue: PickedValue? { session?.pickedValue }

    /// The values of `--forms`' combo boxes, calendars and lists (as they were when the dialog ended).
    var formControlValues: [FormControlValue] { session?.formControlValues ?? [] }

    /// The ids of the items checked (as they were when the dialog ended).
    var checkedItems: [String] { session?.checkedItems ?? [] }

    /// The time limit ran out: the dialog ends as timed out.
    private func timeOut() {
        session?.close(as: .timedOut)
    }

    /// libadwaita's dialog functions, from the plug-in, which loads libadwaita and starts it.
    /// When they do not load, one line on stderr says what is missing, and GTK's dialog
    /// answers instead (`nil`): a script still gets its answer.
    private static func loadAdwaita() -> UnsafePointer<PkAdwAlertFuncs>? {
        var error: UnsafeMutablePointer<CChar>?
        let missing: String
        if let table = alert_adwaita_load(&error) {
            let functions = table.assumingMemoryBound(to: PkAdwAlertFuncs.self)
            if functions.pointee.size == MemoryLayout<PkAdwAlertFuncs>.size {
                functions.pointee.`init`!()
                return functions
            }
            missing = "\(ALERT_ADWAITA_PLUGIN) is from another version of alert"
        } else {
            missing = error.map { String(cString: $0) } ?? ""
            g_free(error)
        }
        warn(tr("libadwaita's style needs libadwaita (package libadwaita-1-0) and alert's plug-in: %@; showing GTK's dialog instead",
                missing))
        return nil
    }

    /// The text `markup` shows, its tags and entities read (zenity's --text, already checked
    /// as markup): libadwaita's dialog shows plain text.
    private static func plainText(_ markup: String) -> String {
        var text: UnsafeMutablePointer<CChar>?
        guard pango_parse_markup(markup, -1, 0, nil, &text, nil, nil) != 0, let text else { return markup }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Record the first way the dialog ended, close it, and stop the loop.
    func end(_ how: Outcome) {
        guard outcome == nil else { return }
        outcome = how
        session?.close()
        g_main_loop_quit(loop)
    }
}
