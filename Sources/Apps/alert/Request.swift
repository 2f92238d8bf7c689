import CGtk
import PresentationKit
import PresentationKitGtk

/// One button of the dialog, and what choosing it does to stdout and the exit status.
struct Choice: Sendable {
    var label: String
    var role: AlertAction.Role?
    var isDefault = false
    /// Whether choosing it prints its label on stdout.
    var printsLabel = true
    /// The exit status when it is chosen.
    var status: ExitStatus
}

/// Where the text under the heading comes from.
enum BodySource: Sendable {
    case none
    case text(String)
    case standardInput
    case file(String)
}

/// The dialog the command line asks for, checked.
struct Request: Sendable {
    var heading: String
    var body: BodySource
    var choices: [Choice]
    /// The kind of message, or `nil` for none in particular.
    var icon: AlertIcon?
    /// Seconds before the dialog closes by itself, or `nil` for never.
    var timeout: Double?
}

extension Request {

    /// Check `options` and build the request, or say in one line what is wrong.
    init(_ options: CommandLineOptions) throws(CommandFailure) {
        func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: .usage) }

        if let operand = options.operands.first {
            throw usage(tr("unexpected argument “%@” (text goes after an option such as --message; see alert --help)", operand))
        }
        var types: [(flag: String, type: AlertIcon)] = []
        if options.error { types.append(("--error", .error)) }
        if options.warning { types.append(("--warning", .warning)) }
        if options.info { types.append(("--info", .info)) }
        if options.question { types.append(("--question", .question)) }
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

        // The message: literal, stdin, or a file.
        let bodyText = options.message ?? options.text
        body = switch (bodyText, options.messageFile) {
        case ("-"?, _) where options.message != nil: .standardInput
        case (let text?, _): text.isEmpty ? .none : .text(text)
        case (nil, let path?): path == "-" ? .standardInput : .file(path)
        case (nil, nil): .none
        }

        timeout = try Self.timeout(options.timeout)

        if let zenity = types.first {
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
            // As zenity: --title is the heading when given, else the text is.
            switch (options.title, body) {
            case (let title?, _):
                heading = title
            case (nil, .text(let text)):
                heading = text
                body = .none
            case (nil, .none):
                heading = zenity.type == .info ? tr("All updates are complete.")
                    : zenity.type == .error ? tr("An error has occurred.")
                    : tr("Are you sure you want to proceed?")
            case (nil, .standardInput), (nil, .file):
                throw usage(tr("--title is required when the message comes from stdin or a file"))
            }
            let extras = options.extraButtons.map { Choice(label: $0, status: .cancelled) }
            if zenity.type == .question {
                choices = [Choice(label: options.cancelLabel ?? tr("No"), role: .cancel, printsLabel: false, status: .cancelled)]
                    + extras
                    + [Choice(label: options.okLabel ?? tr("Yes"), isDefault: true, printsLabel: false, status: .chosen)]
            } else {
                choices = extras + [Choice(label: options.okLabel ?? tr("OK"), isDefault: true, printsLabel: false, status: .chosen)]
            }
        } else {
            for (flag, given) in [
                ("--ok-label", options.okLabel != nil), ("--cancel-label", options.cancelLabel != nil),
                ("--extra-button", !options.extraButtons.isEmpty),
            ] where given {
                throw usage(tr("%@ needs a zenity dialog type (--error, --warning, --info or --question); otherwise use --button",
                               flag))
            }
            guard let title = options.title else {
                throw usage(tr("--title is required (or give a zenity dialog type such as --info)"))
            }
            heading = title
            choices = try options.buttons.map { argument throws(CommandFailure) in try Self.choice(argument) }
            if choices.isEmpty { choices = [Choice(label: tr("OK"), status: .chosen)] }
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

        if let name = options.icon {
            switch name {
            case "error": icon = .error
            case "warning": icon = .warning
            case "info": icon = .info
            case "question": icon = .question
            default: throw usage(tr("unknown --icon “%@” (expected error, warning, info or question)", name))
            }
        }
    }

    /// `LABEL[:cancel|:destructive|:default]…`, where a trailing `:` keeps the colons
    /// before it in the label.
    private static func choice(_ argument: String) throws(CommandFailure) -> Choice {
        var label = Substring(argument)
        var role: AlertAction.Role?
        var isDefault = false
        suffixes: while let colon = label.lastIndex(of: ":") {
            let suffix = label[label.index(after: colon)...]
            label = label[..<colon]
            switch suffix {
            case "":
                break suffixes  // a trailing colon: what is before it is the label, colons and all
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
                throw CommandFailure(
                    message: tr(
                        "unknown role “%@” in --button “%@” (expected cancel, destructive or default; end the label with “:” to keep a colon in it)",
                        String(suffix), argument),
                    status: .usage)
            }
        }
        if label.isEmpty {
            throw CommandFailure(message: tr("--button “%@” has an empty label", argument), status: .usage)
        }
        return Choice(label: String(label), role: role, isDefault: isDefault,
                      status: role == .cancel ? .cancelled : .chosen)
    }

    /// `--timeout SECONDS`: a number ≥ 0, where 0 means no timeout (as zenity).
    private static func timeout(_ argument: String?) throws(CommandFailure) -> Double? {
        guard let argument else { return nil }
        var end: UnsafeMutablePointer<gchar>?
        let seconds = argument.withCString { start in
            let value = g_ascii_strtod(start, &end)
            return (value, end.map { $0 - UnsafeMutablePointer(mutating: start) } ?? 0)
        }
        let parsedWhole = !argument.isEmpty && seconds.1 == argument.utf8.count
        guard parsedWhole, seconds.0.isFinite else {
            throw CommandFailure(message: tr("--timeout needs a number of seconds, not “%@”", argument), status: .usage)
        }
        guard seconds.0 >= 0 else {
            throw CommandFailure(message: tr("--timeout must not be negative, but is “%@”", argument), status: .usage)
        }
        return seconds.0 == 0 ? nil : seconds.0
    }
}
