import Glibc
import PresentationKitCore
import PresentationKitDialogs

extension Request {

    /// Check `options` and build the request, or say in one line what is wrong.
    /// - Parameter environment: reads a variable (`ZENITY_OK` and the like).
    init(
        _ options: CommandLineOptions, environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } },
        warn: (String) -> Void = { write(all: "alert: " + $0 + "\n", to: STDERR_FILENO) }
    ) throws(CommandFailure) {
        // With several mistakes on the command line, the first checked here is the one told.
        try Self.checkWebFlags(options)
        if let operand = options.operands.first, !options.list {
            throw .usage(tr("unexpected argument “%@” (text goes after an option such as --message; see alert --help)", operand))
        }
        let zenity = try Self.zenityType(options)
        let prompt: FieldOutput? = options.entry ? .entry : options.password ? .password : nil
        try Self.checkMessageFlags(options)
        self.init(body: Self.body(options), choices: [])
        try readWindowOptions(options)
        timeout = try Self.timeout(options.timeout)
        activationDelay = try Self.activationDelay(options.activation_delay)
        json = options.json
        if let id = options.app_id {
            guard !id.isEmpty else { throw .usage(tr("--app-id must not be empty")) }
            appID = id
        }
        windowHints = try WindowHints(options)
        try readDetails(options)
        if let argument = options.dont_ask_again {
            remembered = try RememberedAnswer("--dont-ask-again", argument)
        }
        try Self.checkFieldFlags(options, prompt: prompt, zenityFlag: zenity?.flag)
        if let argument = options.dont_ask_again_reset {
            forget = try Self.forgetting(argument, options, isZenity: zenity != nil)
            return
        }

        items = try Self.items(options)
        let dialogTypes = Self.dialogTypes(options, zenityFlag: zenity?.flag)
        if dialogTypes.count > 1 {
            throw .usage(tr("give only one dialog type (%@ were given)", dialogTypes.joined(separator: " and ")))
        }
        if options.about {
            try readAboutForm(options)
            exitStatuses = .zenity(environment, warn: warn)
            return
        }
        if options.notification {
            try readNotificationForm(options)
            return
        } else if let flag = Self.notificationFlags(options).first {
            throw .usage(tr("%@ belongs to --notification", flag))
        }
        if options.forms {
            try readFormsForm(options)
            exitStatuses = .zenity(environment, warn: warn)
        } else if let flag = Self.formsFieldFlag(options) {
            throw .usage(tr("%@ belongs to --forms", flag))
        } else if options.file_selection {
            try readFileSelectionForm(options)
            exitStatuses = .zenity(environment, warn: warn)
        } else if let flag = Self.fileSelectionFlags(options).first {
            throw .usage(tr("%@ belongs to --file-selection", flag))
        } else if let dialog = Self.pickerDialog(options) {
            try readPickerForm(options, dialog: dialog)
            exitStatuses = .zenity(environment, warn: warn)
        } else if let flag = Self.pickerFlags(options).first {
            throw .usage(tr("%@ belongs to %@", flag.flag, flag.dialog))
        } else if options.text_info {
            try readTextInfoForm(options)
            exitStatuses = .zenity(environment, warn: warn)
        } else if let flag = Self.textInfoFlags(options).first {
            throw .usage(tr("%@ belongs to --text-info", flag))
        } else if options.list {
            try readListForm(options)
            exitStatuses = .zenity(environment, warn: warn)
        } else if let flag = Self.listFlags(options).first {
            throw .usage(tr("%@ belongs to --list", flag))
        } else if options.progress {
            try readProgressForm(options)
            exitStatuses = .zenity(environment, warn: warn)
        } else if let flag = Self.progressFlags(options).first {
            throw .usage(tr("%@ belongs to --progress", flag))
        } else if let zenity {
            try readZenityForm(options, zenity, prompt: prompt)
            exitStatuses = .zenity(environment, warn: warn)
        } else {
            try readOwnForm(options)
        }
        for index in choices.indices { choices[index].index = index }
        try readTimeoutAnswer(options)
        try readIcon(options, isZenity: zenity != nil || options.progress || options.list || options.text_info || picker != nil
                         || options.file_selection || options.forms, prompt: prompt)
        required = options.required
        if required && fields.isEmpty {
            throw .usage(tr("--required needs a field (--field, --secret, --entry or --password)"))
        }

        inAdwaita = options.adwaita || Self.adwaitaAsked(environment, warn: warn)
        if inAdwaita {
            ignoredByAdwaita = Self.ignoredByAdwaita(options, width: width, height: height)
        }
    }

    /// The dialog types given, zenity's message dialog (`zenityFlag`) first: a request
    /// takes one at most.
    private static func dialogTypes(_ options: CommandLineOptions, zenityFlag: String?) -> [String] {
        [zenityFlag, options.forms ? "--forms" : nil, options.progress ? "--progress" : nil, options.list ? "--list" : nil,
         options.text_info ? "--text-info" : nil, options.scale ? "--scale" : nil, options.calendar ? "--calendar" : nil,
         options.color_selection ? "--color-selection" : nil, options.file_selection ? "--file-selection" : nil,
         options.notification ? "--notification" : nil, options.about ? "--about" : nil]
            .compactMap { $0 }
    }

    /// The zenity dialog type given (`--error` … `--question`, or the prompts `--entry` and
    /// `--password`), `nil` for alert's own form; more than one is a usage error.
    private static func zenityType(_ options: CommandLineOptions) throws(CommandFailure) -> (flag: String, type: AlertKind)? {
        var types: [(flag: String, type: AlertKind)] = []
        if options.error { types.append(("--error", .error)) }
        if options.warning { types.append(("--warning", .warning)) }
        if options.info { types.append(("--info", .info)) }
        if options.question { types.append(("--question", .question)) }
        // zenity's prompts: the kind of message matters not, the fields do (icon nil below).
        if options.entry { types.append(("--entry", .question)) }
        if options.password { types.append(("--password", .question)) }
        if types.count > 1 {
            throw .usage(tr("give only one dialog type (%@ were given)", types.map(\.flag).joined(separator: " and ")))
        }
        return types.first
    }

    /// The options that give the message twice.
    private static func checkMessageFlags(_ options: CommandLineOptions) throws(CommandFailure) {
        if options.message != nil && options.text != nil {
            throw .usage(tr("--message and --text say the same thing: give one of them"))
        }
        if options.message_file != nil && (options.message != nil || options.text != nil) {
            throw .usage(tr("--message-file and --%@ both give the message: give one of them",
                            options.message != nil ? "message" : "text"))
        }
    }

    /// The message: literal, stdin, or a file.
    private static func body(_ options: CommandLineOptions) -> BodySource {
        switch (options.message ?? options.text, options.message_file) {
        case ("-"?, _) where options.message != nil: .standardInput
        case (let text?, _): text.isEmpty ? .none : .text(text)
        case (nil, let path?): path == "-" ? .standardInput : .file(path)
        case (nil, nil): .none
        }
    }

    /// `--title`'s check, `--display`, the dialog's size and how its heading is laid out.
    private mutating func readWindowOptions(_ options: CommandLineOptions) throws(CommandFailure) {
        if options.title?.isEmpty == true {
            throw .usage(tr("--title must not be empty"))
        }
        if options.display?.isEmpty == true {
            throw .usage(tr("--display must not be empty"))
        }
        display = options.display
        width = try Self.pixels("--width", options.width)
        height = try Self.pixels("--height", options.height)
        wraps = !options.no_wrap
        ellipsizes = options.ellipsize
    }

    /// `--details` or `--details-file`: literal, stdin, or a file.
    private mutating func readDetails(_ options: CommandLineOptions) throws(CommandFailure) {
        if options.details != nil && options.details_file != nil {
            throw .usage(tr("--details and --details-file both give the details: give one of them"))
        }
        details = switch (options.details, options.details_file) {
        case ("-"?, _): .standardInput
        case (let text?, _): text.isEmpty ? .none : .text(text)
        case (nil, let path?): .file(path)
        case (nil, nil): .none
        }
        if case .standardInput = details, case .standardInput = body {
            throw .usage(tr("--details - and the message both read stdin: give one of them in a file"))
        }
    }

    /// `--dont-ask-again-reset`'s answer to forget: it shows no dialog, so it comes alone.
    private static func forgetting(
        _ argument: String, _ options: CommandLineOptions, isZenity: Bool
    ) throws(CommandFailure) -> RememberedAnswer {
        if options.title != nil || isZenity || options.message != nil || options.text != nil || options.message_file != nil
            || !options.buttons.isEmpty || options.dont_ask_again != nil || !options.items.isEmpty
        {
            throw .usage(tr("--dont-ask-again-reset shows no dialog: give it alone"))
        }
        return try RememberedAnswer("--dont-ask-again-reset", argument)
    }

    /// `--item`s, each a check row whose id is its position.
    private static func items(_ options: CommandLineOptions) throws(CommandFailure) -> [AlertItem] {
        if options.items.contains(where: { $0.label.isEmpty }) {
            throw .usage(tr("--item must not be empty"))
        }
        return options.items.enumerated().map { index, item in
            AlertItem(item.label, id: String(index), isChecked: item.isChecked)
        }
    }

    /// `--timeout-answer`: the button it names, by id first, then by label.
    private mutating func readTimeoutAnswer(_ options: CommandLineOptions) throws(CommandFailure) {
        guard let label = options.timeout_answer else { return }
        guard timeout != nil else {
            throw .usage(tr("--timeout-answer needs --timeout"))
        }
        guard let index = choices.firstIndex(where: { $0.id == label }) ?? choices.firstIndex(where: { $0.label == label }) else {
            throw .usage(tr("--timeout-answer “%@” names no button (the buttons are %@)", label,
                            choices.map { "“\($0.id)”" }.joined(separator: ", ")))
        }
        timeoutAnswer = index
    }

    /// `--icon` and `--icon-name`, over the kind of message the dialog type gave.
    private mutating func readIcon(_ options: CommandLineOptions, isZenity: Bool, prompt: FieldOutput?) throws(CommandFailure) {
        if let name = options.icon {
            guard let kind = Self.kinds[name] ?? (isZenity ? Self.iconNames[name] ?? icon : nil) else {
                throw .usage(tr("unknown --icon “%@” (expected error, warning, info or question)", name))
            }
            icon = kind
        }
        if let name = options.icon_name {
            // GTK 4's message dialogs draw no icon: a name of the four kinds sets the kind of
            // message, which accessibility tools report; any other name is accepted.
            icon = Self.iconNames[name] ?? Self.kinds[name] ?? icon
        }

        if prompt != nil, options.icon == nil, options.icon_name == nil {
            icon = nil  // zenity's --entry and --password show no icon.
        }
    }

    /// The kinds `--icon` names.
    private static let kinds: [String: AlertKind] = ["error": .error, "warning": .warning, "info": .info, "question": .question]

    /// The theme's icon names of the four kinds, as zenity uses them.
    private static let iconNames: [String: AlertKind] = [
        "dialog-error": .error, "dialog-warning": .warning, "dialog-information": .info, "dialog-question": .question,
    ]

    /// The flags of fields that do not go with the rest of `options`, as usage errors.
    private static func checkFieldFlags(_ options: CommandLineOptions, prompt: FieldOutput?, zenityFlag: String?) throws(CommandFailure) {
        if prompt != .entry {
            for (flag, given) in [("--entry-text", options.entryText != nil), ("--hide-text", options.hide_text)] where given {
                throw .usage(tr("%@ belongs to --entry", flag))
            }
        }
        if options.username && prompt != .password {
            throw .usage(tr("--username belongs to --password"))
        }
        if zenityFlag != nil, let flag = formsFieldFlag(options) {
            throw .usage(tr("%@ belongs to --forms", flag))
        }
        if let zenityFlag, let first = options.fieldArguments.first {
            let flag = switch first {
            case .field: "--field"
            case .secret: "--secret"
            case .value: "--value"
            default: first.formsFlag ?? ""
            }
            throw .usage(tr("%@ belongs to alert's own form (--title, --button), not %@", flag, zenityFlag))
        }
        if options.dont_ask_again != nil && (prompt != nil || !options.fieldArguments.isEmpty) {
            throw .usage(tr("--dont-ask-again cannot go with a field: a remembered answer has no text to print"))
        }
    }
}
