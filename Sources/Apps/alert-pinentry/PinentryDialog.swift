import CAlertPluginLoader
import CGtk
import CGtk.Adwaita  // PkAdwAlertFuncs, the plug-in's table: no libadwaita function is linked
import Glibc
import Pinentry
import PresentationKitCore
import PresentationKitDialogs

/// The typed texts of one `GETPIN`: the fields' bindings write here, and nowhere else.
@MainActor
final class TypedPin {
    var pin = ""
    var repeated = ""
}

/// The dialogs of `GETPIN`, `CONFIRM` and `MESSAGE`: one ``AlertSession`` each, on a
/// plain GLib main loop run until it ends. GTK starts at the first of them, so nothing
/// shows before one is asked.
@MainActor
final class PinentryDialogs {
    /// Whether GTK started, once it was tried; why not, when it could not.
    private var started: Bool?
    private var notStarted = ""
    private var style = DialogStyle.gtk
    private var loop: OpaquePointer?
    private var session: AlertSession?
    private var answer: PinentryAnswer?
    /// The `SETTIMEOUT` timer and the stdin watch of the dialog up, while they are GLib's.
    private var timer: UInt32 = 0
    private var hangUpWatch: UInt32 = 0
    /// The typed texts of the current `GETPIN`.
    let typed = TypedPin()
    /// The next line gpg-agent sends (`nil`: stdin closed), read without running GTK's
    /// loop: an inquiry's answer, read while a signal handler waits for it, as upstream does.
    var readLine: (@MainActor () -> [UInt8]?)?
    /// Whether an inquiry waits for gpg-agent's answer (the reader must not run GTK's loop).
    private(set) var inquiring = false
    /// Whether the current `GETPIN` shows a quality bar.
    private var asksQuality = false

    /// Show `request` and wait for the person's answer. A `GETPIN`'s passphrase is left
    /// in ``typed`` for the caller to write and clear.
    func ask(_ request: PinentryRequest) -> PinentryAnswer {
        if let failure = start(display: request.settings.display) { return .failed(failure) }
        answer = nil
        let settings = request.settings
        let message: AlertMessage
        switch request {
        case .pin:
            message = pinMessage(settings)
        case .confirm(_, let oneButton):
            var actions = [AlertAction(settings.okLabel, id: "ok", isDefault: true)]
            if !oneButton {
                actions.insert(AlertAction(settings.cancelLabel, id: "cancel", role: .cancel), at: 0)
                if let notOK = settings.notOKLabel { actions.insert(AlertAction(notOK, id: "notok"), at: 1) }
            }
            message = Self.texts(settings, actions: actions)
        case .message:
            message = Self.texts(settings, actions: [AlertAction(settings.okLabel, id: "ok", isDefault: true)])
        }
        let isPin = if case .pin = request { true } else { false }
        var options = AlertOptions()
        options.windowTitle = settings.title ?? message.title
        options.kind = .question
        asksQuality = isPin && settings.qualityBar != nil
        if isPin, let label = settings.qualityBar {
            options.level = AlertOptions.Labelled(label: PinentrySettings.withoutMnemonic(label), tooltip: settings.qualityBarTooltip)
        }
        if isPin, let label = settings.generatePin {
            options.fieldAction = AlertOptions.Labelled(label: PinentrySettings.withoutMnemonic(label),
                                                        tooltip: settings.generatePinTooltip)
        }
        let session = AlertSession(message.unsolicited(), window: nil, style: style, memory: nil, options: options)
        self.session = session
        let repeats = settings.repeatPrompt != nil
        session.onFieldAction = { [self] in suggest(repeats: repeats) }
        let isMessage = if case .message = request { true } else { false }
        session.start(usingRememberedAnswer: false) { [self] answer in
            switch session.ending {
            case .chosen?:
                switch answer.id {
                case "ok": end(isPin ? .pin(repeated: settings.repeatPrompt != nil, empty: typed.pin.isEmpty) : .ok)
                case "notok": end(.notOK)
                default: end(isMessage ? .ok : .cancelled)
                }
            case .timedOut?: end(.timedOut)
            case .escaped?, .closed?, nil: end(isMessage ? .ok : .cancelled)
            }
        }
        if settings.timeout > 0 {
            timer = OneShotSource.timeout(seconds: UInt32(settings.timeout)) { [weak self] in
                self?.timer = 0
                self?.session?.close(as: .timedOut)
            }
        }
        // stdin closed while the dialog is up (gpg-agent went away): nobody is left to answer.
        // Unretained: the watch is removed below, before this call returns, if it has not run.
        let me = Unmanaged.passUnretained(self).toOpaque()
        hangUpWatch = g_unix_fd_add_full(G_PRIORITY_DEFAULT, 0, GIOCondition(G_IO_HUP.rawValue | G_IO_ERR.rawValue), { _, _, me in
            MainActor.assumeIsolated {
                let dialogs = Unmanaged<PinentryDialogs>.fromOpaque(me!).takeUnretainedValue()
                dialogs.hangUpWatch = 0
                dialogs.hangUp()
            }
            return 0  // G_SOURCE_REMOVE
        }, me, nil)
        if answer == nil { g_main_loop_run(loop) }
        // Each source is removed once: by GLib when it has fired (it set its id to 0), else here.
        for source in [timer, hangUpWatch] where source != 0 { g_source_remove(source) }
        (timer, hangUpWatch) = (0, 0)
        self.session = nil
        if answer == .failed("stdin") { typed.pin = ""; typed.repeated = ""; exit(0) }
        return answer ?? .cancelled
    }

    /// The `GETPIN` dialog: the description, the prompt before a password field (with
    /// `SETERROR`'s text as its reason until something is typed), a second field with
    /// `SETREPEAT`, and OK held while the two differ.
    private func pinMessage(_ settings: PinentrySettings) -> AlertMessage {
        let typed = typed
        typed.pin = ""
        typed.repeated = ""
        let error = settings.error
        var field = AlertSecureField(settings.promptLabel, text: Binding(get: { typed.pin }, set: { [self] in
            typed.pin = $0
            showQuality()
        }), id: "pin")
        if let error {
            field = field.validation { text in text.isEmpty ? error : nil }
        }
        var ok = AlertAction(settings.okLabel, id: "ok", isDefault: true)
        var repeatField: AlertSecureField?
        if let repeatPrompt = settings.repeatPrompt {
            let mismatch = settings.repeatError ?? "Passphrases do not match"
            repeatField = AlertSecureField(PinentrySettings.withoutMnemonic(repeatPrompt),
                                           text: Binding(get: { typed.repeated }, set: { typed.repeated = $0 }), id: "repeat")
                .validation { text in text.isEmpty || text == typed.pin ? nil : mismatch }
            ok = ok.disabled(typed.repeated != typed.pin)
        }
        let heading = settings.title ?? (settings.promptLabel.contains("PIN") ? "Enter PIN" : "Enter Passphrase")
        return AlertMessage(title: heading, message: settings.description) {
            field
            if let repeatField { repeatField }
            AlertAction(settings.cancelLabel, id: "cancel", role: .cancel)
            ok
        }
    }

    /// A `CONFIRM` or `MESSAGE` dialog: the title as heading over the description, or the
    /// description alone.
    private static func texts(_ settings: PinentrySettings, actions: [AlertAction]) -> AlertMessage {
        if let title = settings.title {
            return AlertMessage(title: title, message: settings.description, actions: actions)
        }
        return AlertMessage(title: settings.description ?? "", actions: actions)
    }

    /// The first dialog asked: GTK starts on `display` (gpg-agent's `--display`, else the
    /// environment's); `nil`, or why it cannot.
    private func start(display: [UInt8]?) -> String? {
        if let started { return started ? nil : notStarted }
        if let display, !display.isEmpty, getenv("WAYLAND_DISPLAY") == nil {
            setenv("DISPLAY", String(decoding: display, as: UTF8.self), 1)
        }
        // A one-shot dialog needs no GPU context (as alert's).
        setenv("GSK_RENDERER", "cairo", 0)
        dropParentlessDialogNotice()
        guard gtk_init_check() != 0 else {
            started = false
            let named = [getenv("WAYLAND_DISPLAY"), getenv("DISPLAY")].compactMap { $0.map { String(cString: $0) } }
                .first { !$0.isEmpty }
            notStarted = named.map { "cannot open display " + $0 } ?? "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
            return notStarted
        }
        started = true
        loop = g_main_loop_new(nil, 0)
        if let value = getenv("ALERT_STYLE"), String(cString: value) == "adwaita", let functions = Self.loadAdwaita() {
            style = .adwaita(functions: functions)
        }
        return nil
    }

    /// Once GTK has started, run its main loop until stdin has a line to read (or has
    /// closed): a dialog answered closes on screen, and a screen reader asking the
    /// program over AT-SPI gets its answer, while gpg-agent decides what comes next.
    func waitForInput() {
        guard started == true, !inquiring else { return }
        var ready = false
        _ = withUnsafeMutablePointer(to: &ready) { ready in
            g_unix_fd_add_full(G_PRIORITY_DEFAULT, 0, GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue), { _, _, ready in
                ready!.assumingMemoryBound(to: Bool.self).pointee = true
                return 0  // G_SOURCE_REMOVE
            }, ready, nil)
        }
        // The source wakes the default context; the loop checks the flag it set.
        while !ready { g_main_context_iteration(nil, 1) }
    }

    /// Ask gpg-agent how good the passphrase typed is (`INQUIRE QUALITY`, as upstream does
    /// at each change; nothing for an empty one) and show its answer on the quality bar:
    /// “40%”, or “(40%)” in the error colour when the agent would refuse it.
    private func showQuality() {
        guard asksQuality, let session else { return }
        guard !typed.pin.isEmpty else { return session.setLevel(0, text: "", refused: false) }
        guard let answer = inquire({ SecretLine.writeQualityInquiry(typed.pin) }) else { return }
        let quality = answer.quality
        session.setLevel(Double(abs(quality)) / 100, text: quality < 0 ? "(\(-quality)%)" : "\(quality)%", refused: quality < 0)
    }

    /// The Suggest button: ask gpg-agent for a passphrase (`INQUIRE GENPIN`) and put it in
    /// the field, and the repeat field, shown in the clear, as upstream's Qt pinentry does.
    private func suggest(repeats: Bool) {
        guard let answer = inquire({ writeAll(PinentryInquiry.generateLine) }), var bytes = answer.suggestion,
              !bytes.isEmpty
        else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        bytes.withUnsafeMutableBytes { if let base = $0.baseAddress { explicit_bzero(base, $0.count) } }
        if repeats { session?.replaceText(ofField: 1, with: text, revealed: true) }
        session?.replaceText(ofField: 0, with: text, revealed: true)
    }

    /// Write an inquiry (`write`) and read gpg-agent's answer to its end, blocking as
    /// upstream does; `nil` when stdin closed meanwhile (the dialog then ends).
    private func inquire(_ write: () -> Void) -> PinentryInquiry.Answer? {
        guard let readLine, !inquiring, answer == nil else { return nil }
        inquiring = true
        defer { inquiring = false }
        write()
        var reply = PinentryInquiry.Answer()
        while true {
            guard let line = readLine() else {
                // From the main loop, not from inside the entry's signal that asked: the
                // dialog is destroyed there, which GTK cannot do in the middle of the emission.
                OneShotSource.idle(priority: G_PRIORITY_HIGH) { [weak self] in self?.hangUp() }
                return nil
            }
            if reply.read(line) { return reply }
        }
    }

    private func hangUp() {
        end(.failed("stdin"))
    }

    private func end(_ how: PinentryAnswer) {
        guard answer == nil else { return }
        answer = how
        session?.close()
        g_main_loop_quit(loop)
    }

    /// libadwaita's dialog functions from alert's plug-in (as `alert --adwaita` loads
    /// them); `nil`, and GTK's dialog, when they do not load.
    private static func loadAdwaita() -> UnsafePointer<PkAdwAlertFuncs>? {
        var error: UnsafeMutablePointer<CChar>?
        guard let table = alert_adwaita_load(&error) else {
            g_free(error)
            return nil
        }
        let functions = table.assumingMemoryBound(to: PkAdwAlertFuncs.self)
        guard functions.pointee.size == MemoryLayout<PkAdwAlertFuncs>.size else { return nil }
        functions.pointee.`init`!()
        return functions
    }
}

extension PinentryRequest {
    var settings: PinentrySettings {
        switch self {
        case .pin(let settings), .confirm(let settings, _), .message(let settings): settings
        }
    }
}

/// Drop GTK's notice for a dialog without a parent window (a pinentry's never has one),
/// and hand every other message to GLib's default writer.
func dropParentlessDialogNotice() {
    g_log_set_writer_func({ level, fields, count, data in
        if let fields {
            let all = UnsafeBufferPointer(start: fields, count: Int(count))
            if let message = value("MESSAGE", in: all), message.contains("mapped without a transient parent") {
                return G_LOG_WRITER_HANDLED
            }
        }
        return g_log_writer_default(level, fields, count, data)
    }, nil, nil)
}

private func value(_ key: String, in fields: UnsafeBufferPointer<GLogField>) -> String? {
    guard let field = fields.first(where: { String(cString: $0.key) == key }), field.length < 0, let text = field.value
    else { return nil }
    return String(cString: text.assumingMemoryBound(to: CChar.self))
}
