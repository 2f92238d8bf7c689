import CGtk
import Glibc
import PresentationKitCore
import PresentationKitGtkCore

/// One button of the dialog, and what choosing it does to stdout and the exit status.
struct Choice: Sendable {
    /// The label shown, in the language shown.
    var label: String
    /// The label as the command line gave it, or the untranslated standard label
    /// (`Yes`): what `--json` reports as `id`, `--timeout-answer` names, and
    /// `--dont-ask-again` remembers.
    var id: String = ""
    /// The button's place on the command line (zenity form: No, extra buttons, Yes).
    var index = 0
    var role: AlertAction.Role?
    var isDefault = false
    /// Whether choosing it prints its label on stdout.
    var printsLabel = true
    /// What choosing it means, which decides the exit status.
    var answer: Answer
}

/// What a button means to the script that asked.
enum Answer: Sendable {
    /// Not the cancel button (zenity form: OK or Yes).
    case affirmative
    /// The cancel button (zenity form: No).
    case cancel
    /// A zenity `--extra-button`.
    case extra
}

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
}

/// `FILE:KEY` of `--dont-ask-again`: a remembered answer's store and key.
struct RememberedAnswer: Sendable {
    var store: SuppressionStore
    var key: String

    /// Split `argument` at its last colon (kdialog's `FILE:KEY`), or say what is wrong.
    init(_ flag: String, _ argument: String) throws(CommandFailure) {
        guard let colon = argument.lastIndex(of: ":"), colon != argument.startIndex else {
            throw CommandFailure(message: tr("%@ needs FILE:KEY, not “%@”", flag, argument), status: .usage)
        }
        let file = String(argument[..<colon])
        key = String(argument[argument.index(after: colon)...])
        guard SuppressionStore.isValidKey(key) else {
            throw CommandFailure(
                message: tr("%@: the KEY “%@” must not be empty, hold [, ], = or a line break, or start or end with a space",
                            flag, key.replacingNewlines()),
                status: .usage)
        }
        store = SuppressionStore(path: SuppressionStore.path(forName: file, application: "alert"))
    }
}

extension String {
    /// The text with its line breaks written `\n`, for a message that must stay one line.
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}

/// The exit status of each way a dialog can end. The command's own form has fixed
/// ones; the zenity form takes zenity's `ZENITY_*` variables into account.
struct ExitStatuses: Sendable, Equatable {
    var affirmative: Int32
    var cancel: Int32
    /// Escape, or the window closed.
    var dismissed: Int32
    var extra: Int32
    var timedOut: Int32

    /// `alert`'s own statuses, as `alert --help` documents them.
    static let command = ExitStatuses(affirmative: 0, cancel: 1, dismissed: 1, extra: 1, timedOut: 5)

    /// The status for choosing a button that means `answer`.
    func status(for answer: Answer) -> Int32 {
        switch answer {
        case .affirmative: affirmative
        case .cancel: cancel
        case .extra: extra
        }
    }

    /// zenity's statuses: `ZENITY_OK`, `ZENITY_CANCEL`, `ZENITY_ESC`, `ZENITY_EXTRA`,
    /// `ZENITY_TIMEOUT`, each else its older `DIALOG_*` name, read as zenity reads them
    /// (`atoi`, the status taken modulo 256 by `exit`). zenity 3.44's message dialogs end
    /// an `--extra-button` with the Escape status and ignore `ZENITY_TIMEOUT`; zenity 4
    /// honours `ZENITY_EXTRA` and `ZENITY_TIMEOUT`: a variable that is set is honoured,
    /// an unset one keeps zenity 3.44's status.
    /// - Parameter warn: told about a value that is not a whole number.
    static func zenity(_ environment: (String) -> String?, warn: (String) -> Void) -> ExitStatuses {
        func status(_ name: String) -> Int32? {
            guard let variable = ["ZENITY_" + name, "DIALOG_" + name].first(where: { environment($0) != nil }),
                let value = environment(variable)
            else { return nil }
            let number = value.withCString { atoi($0) }
            let trimmed = value.drop { $0 == " " || $0 == "\t" }
            if Int32(trimmed) == nil {
                warn(tr("%@=“%@” is not a whole number: exiting with %@ for it, as zenity does",
                        variable, value, String(number & 0xff)))
            }
            return number
        }
        let escape = status("ESC") ?? 1
        return ExitStatuses(
            affirmative: status("OK") ?? 0, cancel: status("CANCEL") ?? 1, dismissed: escape,
            extra: status("EXTRA") ?? escape, timedOut: status("TIMEOUT") ?? 5)
    }
}

extension Request {

    /// Check `options` and build the request, or say in one line what is wrong.
    /// - Parameter environment: reads a variable (`ZENITY_OK` and the like).
    init(
        _ options: CommandLineOptions, environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } },
        warn: (String) -> Void = { write(all: "alert: " + $0 + "\n", to: STDERR_FILENO) }
    ) throws(CommandFailure) {
        func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: .usage) }

        if let operand = options.operands.first {
            throw usage(tr("unexpected argument “%@” (text goes after an option such as --message; see alert --help)", operand))
        }
        var types: [(flag: String, type: AlertKind)] = []
        if options.error { types.append(("--error", .error)) }
        if options.warning { types.append(("--warning", .warning)) }
        if options.info { types.append(("--info", .info)) }
        if options.question { types.append(("--question", .question)) }
        // zenity's prompts: the kind of message matters not, the fields do (icon nil below).
        if options.entry { types.append(("--entry", .question)) }
        if options.password { types.append(("--password", .question)) }
        let prompt: FieldOutput? = options.entry ? .entry : options.password ? .password : nil
        if types.count > 1 {
            throw usage(tr("give only one dialog type (%@ were given)", types.map(\.flag).joined(separator: " and ")))
        }
        if options.message != nil && options.text != nil {
            throw usage(tr("--message and --text say the same thing: give one of them"))
        }
        if options.messageFile != nil && (options.message != nil || options.text != nil) {
            throw usage(tr("--message-file and --%@ both give the message: give one of them",
                           options.message != nil ? "message" : "text"))
        }
        if options.title?.isEmpty == true {
            throw usage(tr("--title must not be empty"))
        }
        if options.display?.isEmpty == true {
            throw usage(tr("--display must not be empty"))
        }
        display = options.display
        width = try Self.pixels("--width", options.width)
        height = try Self.pixels("--height", options.height)
        wraps = !options.noWrap
        ellipsizes = options.ellipsize

        // The message: literal, stdin, or a file.
        let bodyText = options.message ?? options.text
        body = switch (bodyText, options.messageFile) {
        case ("-"?, _) where options.message != nil: .standardInput
        case (let text?, _): text.isEmpty ? .none : .text(text)
        case (nil, let path?): path == "-" ? .standardInput : .file(path)
        case (nil, nil): .none
        }

        timeout = try Self.timeout(options.timeout)
        activationDelay = try Self.activationDelay(options.activationDelay)
        json = options.json
        if let id = options.appID {
            guard !id.isEmpty else { throw usage(tr("--app-id must not be empty")) }
            appID = id
        }
        if options.details != nil && options.detailsFile != nil {
            throw usage(tr("--details and --details-file both give the details: give one of them"))
        }
        details = switch (options.details, options.detailsFile) {
        case ("-"?, _): .standardInput
        case (let text?, _): text.isEmpty ? .none : .text(text)
        case (nil, let path?): .file(path)
        case (nil, nil): .none
        }
        if case .standardInput = details, case .standardInput = body {
            throw usage(tr("--details - and the message both read stdin: give one of them in a file"))
        }
        if let argument = options.dontAskAgain {
            remembered = try RememberedAnswer("--dont-ask-again", argument)
        }
        try Self.checkFieldFlags(options, prompt: prompt, zenityFlag: types.first?.flag)
        if let argument = options.dontAskAgainReset {
            if options.title != nil || !types.isEmpty || bodyText != nil || options.messageFile != nil
                || !options.buttons.isEmpty || options.dontAskAgain != nil || !options.items.isEmpty
            {
                throw usage(tr("--dont-ask-again-reset shows no dialog: give it alone"))
            }
            forget = try RememberedAnswer("--dont-ask-again-reset", argument)
            choices = []
            return
        }

        if options.items.contains(where: { $0.label.isEmpty }) {
            throw usage(tr("--item must not be empty"))
        }
        items = options.items.enumerated().map { index, item in
            AlertItem(item.label, id: String(index), isChecked: item.isChecked)
        }
        if let zenity = types.first {
            if !items.isEmpty {
                throw usage(tr("--item cannot be combined with %@: give --title and --button", zenity.flag))
            }
            if !options.buttons.isEmpty {
                throw usage(tr("--button cannot be combined with %@: use --ok-label, --cancel-label and --extra-button",
                               zenity.flag))
            }
            icon = zenity.type
            for (flag, label) in [("--ok-label", options.okLabel), ("--cancel-label", options.cancelLabel)] {
                if label?.isEmpty == true { throw usage(tr("%@ must not be empty", flag)) }
            }
            if options.extraButtons.contains(where: \.isEmpty) {
                throw usage(tr("--extra-button must not be empty"))
            }
            if options.switchButtons && (zenity.type != .question || prompt != nil) {
                throw usage(tr("--switch belongs to --question, not %@", zenity.flag))
            }
            if options.switchButtons && options.extraButtons.isEmpty {
                throw usage(tr("--switch removes No and Yes: give the buttons with --extra-button"))
            }
            if options.defaultCancel && prompt != nil {
                throw usage(tr("--default-cancel belongs to --question, not %@", zenity.flag))
            }
            // As zenity: --title is the window's title, the text is the one message.
            windowTitle = options.title ?? [
                .error: tr("Error"), .warning: tr("Warning"), .info: tr("Information"), .question: tr("Question"),
            ][zenity.type]
            defaultHeading = switch zenity.type {
            case .info: tr("All updates are complete.")
            case .error: tr("An error has occurred.")
            case .warning, .question: tr("Are you sure you want to proceed?")
            }
            if let prompt {
                fieldOutput = prompt
                (windowTitle, defaultHeading, fields) = try Self.promptFields(prompt, options)
            }
            switch body {
            case .text(let text):
                heading = text
                if let given = options.text, !options.noMarkup {
                    (heading, headingMarkup) = Self.zenityMarkup(given)
                }
            case .none:
                heading = defaultHeading
            case .standardInput, .file:
                heading = nil
            }
            body = heading == nil ? body : .none

            let extras = options.extraButtons.enumerated().map { index, label in
                // zenity focuses the first button of --switch, so Return chooses it.
                Choice(label: label, id: label, isDefault: options.switchButtons && index == 0, answer: .extra)
            }
            if options.switchButtons {
                choices = extras
            } else if prompt != nil {
                choices = [Choice(label: options.cancelLabel ?? tr.standardLabel("Cancel"), id: options.cancelLabel ?? "Cancel",
                                  role: .cancel, printsLabel: false, answer: .cancel)]
                    + extras
                    + [Choice(label: options.okLabel ?? tr.standardLabel("OK"), id: options.okLabel ?? "OK",
                              isDefault: true, printsLabel: false, answer: .affirmative)]
            } else if zenity.type == .question {
                choices = [Choice(label: options.cancelLabel ?? tr.standardLabel("No"), id: options.cancelLabel ?? "No",
                                  role: .cancel, isDefault: options.defaultCancel, printsLabel: false, answer: .cancel)]
                    + extras
                    + [Choice(label: options.okLabel ?? tr.standardLabel("Yes"), id: options.okLabel ?? "Yes",
                              isDefault: !options.defaultCancel, printsLabel: false, answer: .affirmative)]
            } else {
                choices = extras + [Choice(label: options.okLabel ?? tr.standardLabel("OK"), id: options.okLabel ?? "OK",
                                           isDefault: true, printsLabel: false, answer: .affirmative)]
            }
            exitStatuses = .zenity(environment, warn: warn)
        } else {
            for (flag, given) in [
                ("--ok-label", options.okLabel != nil), ("--cancel-label", options.cancelLabel != nil),
                ("--extra-button", !options.extraButtons.isEmpty), ("--default-cancel", options.defaultCancel),
                ("--switch", options.switchButtons),
            ] where given {
                throw usage(tr("%@ needs a zenity dialog type (--error, --warning, --info or --question); otherwise use --button",
                               flag))
            }
            guard let title = options.title else {
                throw usage(tr("--title is required (or give a zenity dialog type such as --info)"))
            }
            heading = title
            fields = try Self.fields(options.fieldArguments)
            choices = try options.buttons.map { argument throws(CommandFailure) in try Self.choice(argument) }
            if choices.isEmpty { choices = [Choice(label: tr.standardLabel("OK"), id: "OK", answer: .affirmative)] }
            let cancels = choices.filter { $0.role == .cancel }
            if cancels.count > 1 {
                throw usage(tr("only one button can be :cancel, but %@ are", cancels.map { "“\($0.label)”" }.joined(separator: " and ")))
            }
            let defaults = choices.filter(\.isDefault)
            if defaults.count > 1 {
                throw usage(tr("only one button can be :default, but %@ are", defaults.map { "“\($0.label)”" }.joined(separator: " and ")))
            }
            icon = nil
        }

        for index in choices.indices { choices[index].index = index }
        if let label = options.timeoutAnswer {
            guard timeout != nil else {
                throw usage(tr("--timeout-answer needs --timeout"))
            }
            guard let index = choices.firstIndex(where: { $0.id == label }) ?? choices.firstIndex(where: { $0.label == label }) else {
                throw usage(tr("--timeout-answer “%@” names no button (the buttons are %@)", label,
                               choices.map { "“\($0.id)”" }.joined(separator: ", ")))
            }
            timeoutAnswer = index
        }

        if let name = options.icon {
            guard let kind = Self.kinds[name] ?? (types.isEmpty ? nil : Self.iconNames[name] ?? icon) else {
                throw usage(tr("unknown --icon “%@” (expected error, warning, info or question)", name))
            }
            icon = kind
        }
        if let name = options.iconName {
            // GTK 4's message dialogs draw no icon: a name of the four kinds sets the kind of
            // message, which accessibility tools report; any other name is accepted.
            icon = Self.iconNames[name] ?? Self.kinds[name] ?? icon
        }

        if prompt != nil, options.icon == nil, options.iconName == nil {
            icon = nil  // zenity's --entry and --password show no icon.
        }
        required = options.required
        if required && fields.isEmpty {
            throw usage(tr("--required needs a field (--field, --secret, --entry or --password)"))
        }

        inAdwaita = options.adwaita || Self.adwaitaAsked(environment, warn: warn)
        if inAdwaita {
            ignoredByAdwaita = Self.ignoredByAdwaita(options, width: width, height: height)
        }
    }

    /// The flags of fields that do not go with the rest of `options`, as usage errors.
    private static func checkFieldFlags(_ options: CommandLineOptions, prompt: FieldOutput?, zenityFlag: String?) throws(CommandFailure) {
        func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: .usage) }
        if prompt != .entry {
            for (flag, given) in [("--entry-text", options.entryText != nil), ("--hide-text", options.hideText)] where given {
                throw usage(tr("%@ belongs to --entry", flag))
            }
        }
        if options.username && prompt != .password {
            throw usage(tr("--username belongs to --password"))
        }
        if let zenityFlag, let first = options.fieldArguments.first {
            let flag = switch first {
            case .field: "--field"
            case .secret: "--secret"
            case .value: "--value"
            }
            throw usage(tr("%@ belongs to alert's own form (--title, --button), not %@", flag, zenityFlag))
        }
        if options.dontAskAgain != nil && (prompt != nil || !options.fieldArguments.isEmpty) {
            throw usage(tr("--dont-ask-again cannot go with a field: a remembered answer has no text to print"))
        }
    }

    /// The window's title, the heading when none is given, and the fields of zenity's
    /// `--entry` or `--password`.
    private static func promptFields(
        _ prompt: FieldOutput, _ options: CommandLineOptions
    ) throws(CommandFailure) -> (title: String, heading: String, fields: [FieldRequest]) {
        if prompt == .entry {
            let value = try options.entryText.map { value throws(CommandFailure) in try text(value, flag: "--entry-text") }
            return (options.title ?? tr("Add a new entry"), tr("Enter new text:"),
                    [FieldRequest(label: tr("Text"), isSecret: options.hideText, value: value ?? "")])
        }
        var fields = [FieldRequest(label: tr("Password"), isSecret: true)]
        if options.username {
            let user = try options.usernameText.map { value throws(CommandFailure) in try text(value, flag: "--username") } ?? ""
            if user.contains("|") {
                throw CommandFailure(
                    message: tr("--username=“%@” holds “|”, which USER|PASSWORD cannot tell from the password: use --field and --secret",
                                user),
                    status: .usage)
            }
            fields.insert(FieldRequest(label: tr("User name"), value: user, refusesBar: true), at: 0)
        }
        return (options.title ?? tr("Type your password"), tr("Type your password"), fields)
    }

    /// Whether `ALERT_STYLE` names libadwaita's style; a value that names no style (adwaita
    /// or gtk) gets one warning line and GTK's.
    private static func adwaitaAsked(_ environment: (String) -> String?, warn: (String) -> Void) -> Bool {
        switch environment("ALERT_STYLE") {
        case "adwaita": return true
        case nil, "", "gtk": return false
        case let value?:
            warn(tr("ALERT_STYLE=%@ is no style (adwaita or gtk): showing GTK's dialog", value))
            return false
        }
    }

    /// What libadwaita's dialog cannot show of `options`, one warning line each: its labels
    /// are its own (private API), so the text options have no counterpart. The zenity
    /// types (--error …) are not listed: their buttons, texts and title work; details,
    /// "don't ask again" and the countdown go in its extra child.
    private static func ignoredByAdwaita(_ options: CommandLineOptions, width: Int32?, height: Int32?) -> [String] {
        /// The line for `flag`, which has no effect for `reason`.
        func noEffect(_ flag: String, _ reason: String) -> String {
            tr("%@ has no effect in libadwaita's style: %@", flag, reason)
        }
        let labels = tr("its dialog lays out its own labels")
        let size = tr("its dialog takes the size its texts need")
        let icon = tr("its dialog has no icon and no message kind")
        let given: [(isGiven: Bool, warning: String)] = [
            (options.noWrap, noEffect("--no-wrap", labels)),
            (options.ellipsize, noEffect("--ellipsize", labels)),
            (width != nil, noEffect("--width", size)),
            (height != nil, noEffect("--height", size)),
            (options.icon != nil, noEffect("--icon", icon)),
            (options.iconName != nil, noEffect("--icon-name", icon)),
        ]
        return given.filter(\.isGiven).map(\.warning)
    }

    /// The kinds `--icon` names.
    private static let kinds: [String: AlertKind] = ["error": .error, "warning": .warning, "info": .info, "question": .question]

    /// The theme's icon names of the four kinds, as zenity uses them.
    private static let iconNames: [String: AlertKind] = [
        "dialog-error": .error, "dialog-warning": .warning, "dialog-information": .info, "dialog-question": .question,
    ]

    /// zenity's `--text`: its backslash escapes (`\n`) are read, as zenity does with
    /// `g_strcompress`, and the result is Pango markup if it parses as markup. Text that
    /// does not (a bare `&`, a stray `<`) is shown exactly as given: zenity would log a
    /// Gtk-WARNING and show the wrong text.
    /// - Returns: the literal heading, and the markup to show instead when valid.
    static func zenityMarkup(_ text: String) -> (literal: String, markup: String?) {
        guard let compressed = g_strcompress(text) else { return (text, nil) }
        defer { g_free(compressed) }
        var error: UnsafeMutablePointer<GError>?
        guard pango_parse_markup(compressed, -1, 0, nil, nil, nil, &error) != 0 else {
            g_clear_error(&error)
            return (text, nil)
        }
        let markup = String(cString: compressed)
        return (markup, markup)
    }

    /// `--width`, `--height`: a whole number of pixels, as zenity's integer option; below 1
    /// it sets nothing (zenity's `-1` means unset, and 0 has no effect there).
    private static func pixels(_ flag: String, _ argument: String?) throws(CommandFailure) -> Int32? {
        guard let argument else { return nil }
        guard let value = Int32(argument) else {
            throw CommandFailure(message: tr("%@ needs a whole number of pixels, not “%@”", flag, argument),
                                 status: .usage)
        }
        return value > 0 ? value : nil
    }

    /// `LABEL[:cancel|:destructive|:default]…`: only a last `:`-separated part that is
    /// exactly a role word is a role, so `Until 10:30` and `Open http://example.com` are
    /// labels. A trailing `:` ends the roles and is dropped: `Mode:cancel:` is the label
    /// `Mode:cancel`, `Note::` the label `Note:`.
    static func choice(_ argument: String) throws(CommandFailure) -> Choice {
        var label = Substring(argument)
        var role: AlertAction.Role?
        var isDefault = false
        while true {
            if label.last == ":" {
                label = label.dropLast()
                break
            }
            guard let colon = label.lastIndex(of: ":") else { break }
            let suffix = label[label.index(after: colon)...]
            switch suffix {
            case "default":
                isDefault = true
            case "cancel", "destructive":
                let new: AlertAction.Role = suffix == "cancel" ? .cancel : .destructive
                if let role, role != new {
                    throw CommandFailure(
                        message: tr("--button “%@” is both cancel and destructive: choose one", argument), status: .usage)
                }
                role = new
            default:
                return try labelled(label, role: role, isDefault: isDefault, argument)
            }
            label = label[..<colon]
        }
        return try labelled(label, role: role, isDefault: isDefault, argument)
    }

    private static func labelled(
        _ label: Substring, role: AlertAction.Role?, isDefault: Bool, _ argument: String
    ) throws(CommandFailure) -> Choice {
        if label.isEmpty {
            throw CommandFailure(message: tr("--button “%@” has an empty label", argument), status: .usage)
        }
        return Choice(label: String(label), id: String(label), role: role, isDefault: isDefault,
                      answer: role == .cancel ? .cancel : .affirmative)
    }

    /// `--timeout SECONDS`: a number ≥ 0, where 0 means no timeout (as zenity).
    private static func timeout(_ argument: String?) throws(CommandFailure) -> Double? {
        guard let argument else { return nil }
        guard let seconds = seconds(argument) else {
            throw CommandFailure(message: tr("--timeout needs a number of seconds, not “%@”", argument), status: .usage)
        }
        guard seconds >= 0 else {
            throw CommandFailure(message: tr("--timeout must not be negative, but is “%@”", argument), status: .usage)
        }
        return seconds == 0 ? nil : seconds
    }

    /// `argument` read whole as a finite number in the C locale (`1.5`, whatever the
    /// language), or `nil`.
    static func seconds(_ argument: String) -> Double? {
        var end: UnsafeMutablePointer<gchar>?
        let seconds = argument.withCString { start in
            let value = g_ascii_strtod(start, &end)
            return (value, end.map { $0 - UnsafeMutablePointer(mutating: start) } ?? 0)
        }
        let parsedWhole = !argument.isEmpty && seconds.1 == argument.utf8.count
        return parsedWhole && seconds.0.isFinite ? seconds.0 : nil
    }
}
