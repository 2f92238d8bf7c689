import CGtk
import PresentationKitCore
import PresentationKitDialogs

extension Request {

    /// zenity's form (`--error`, `--warning`, `--info`, `--question`, `--entry`,
    /// `--password`): its flags checked, its title, heading, fields and buttons.
    mutating func readZenityForm(
        _ options: CommandLineOptions, _ zenity: (flag: String, type: AlertKind), prompt: FieldOutput?
    ) throws(CommandFailure) {
        try Self.checkZenityFlags(options, zenity, prompt: prompt)
        icon = zenity.type
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
        try takeZenityHeading(options, otherwise: defaultHeading, stdinRefusal: nil)
        choices = Self.zenityChoices(options, zenity.type, prompt: prompt)
    }

    /// The flags that do not go with zenity's form, or with this dialog type.
    private static func checkZenityFlags(
        _ options: CommandLineOptions, _ zenity: (flag: String, type: AlertKind), prompt: FieldOutput?
    ) throws(CommandFailure) {
        if !options.items.isEmpty {
            throw .usage(tr("--item cannot be combined with %@: give --title and --button", zenity.flag))
        }
        if !options.buttons.isEmpty {
            throw .usage(tr("--button cannot be combined with %@: use --ok-label, --cancel-label and --extra-button",
                            zenity.flag))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        if options.extra_buttons.contains(where: \.isEmpty) {
            throw .usage(tr("--extra-button must not be empty"))
        }
        if options.switch_buttons && (zenity.type != .question || prompt != nil) {
            throw .usage(tr("--switch belongs to --question, not %@", zenity.flag))
        }
        if options.switch_buttons && options.extra_buttons.isEmpty {
            throw .usage(tr("--switch removes No and Yes: give the buttons with --extra-button"))
        }
        if options.default_cancel && prompt != nil {
            throw .usage(tr("--default-cancel belongs to --question, not %@", zenity.flag))
        }
    }

    /// zenity's buttons, in its order: No (or Cancel), the extra buttons, Yes (or OK).
    private static func zenityChoices(_ options: CommandLineOptions, _ type: AlertKind, prompt: FieldOutput?) -> [Choice] {
        let extras = options.extra_buttons.enumerated().map { index, label in
            // zenity focuses the first button of --switch, so Return chooses it.
            Choice(label: label, id: label, isDefault: options.switch_buttons && index == 0, answer: .extra)
        }
        if options.switch_buttons {
            return extras
        } else if prompt != nil {
            return [Choice(label: options.cancel_label ?? tr.standardLabel("Cancel"), id: options.cancel_label ?? "Cancel",
                           role: .cancel, printsLabel: false, answer: .cancel)]
                + extras
                + [Choice(label: options.ok_label ?? tr.standardLabel("OK"), id: options.ok_label ?? "OK",
                          isDefault: true, printsLabel: false, answer: .affirmative)]
        } else if type == .question {
            return [Choice(label: options.cancel_label ?? tr.standardLabel("No"), id: options.cancel_label ?? "No",
                           role: .cancel, isDefault: options.default_cancel, printsLabel: false, answer: .cancel)]
                + extras
                + [Choice(label: options.ok_label ?? tr.standardLabel("Yes"), id: options.ok_label ?? "Yes",
                          isDefault: !options.default_cancel, printsLabel: false, answer: .affirmative)]
        } else {
            return extras + [Choice(label: options.ok_label ?? tr.standardLabel("OK"), id: options.ok_label ?? "OK",
                                    isDefault: true, printsLabel: false, answer: .affirmative)]
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
                    [FieldRequest(label: tr("Text"), isSecret: options.hide_text, value: value ?? "")])
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
}

extension Request {

    /// zenity's heading: `--text` (its Pango markup unless `--no-markup`), or `otherwise`
    /// without it; a body read from a file, or from stdin where `stdinRefusal` is `nil`,
    /// stays the body, with no heading. A dialog whose stdin is its content refuses stdin
    /// as the body with `stdinRefusal`.
    mutating func takeZenityHeading(
        _ options: CommandLineOptions, otherwise: String?, stdinRefusal: String?
    ) throws(CommandFailure) {
        switch body {
        case .text(let text):
            heading = text
            if let given = options.text, !options.no_markup {
                (heading, headingMarkup) = Self.zenityMarkup(given)
            }
        case .none:
            heading = otherwise
        case .standardInput:
            if let stdinRefusal { throw .usage(stdinRefusal) }
            heading = nil
        case .file:
            heading = nil
        }
        body = heading == nil ? body : .none
    }

    /// OK (the default) and Cancel, labelled by `--ok-label` and `--cancel-label`: the
    /// buttons of zenity's dialogs that show content (a list, a text, a progress bar).
    static func okAndCancel(_ options: CommandLineOptions) -> (ok: Choice, cancel: Choice) {
        (Choice(label: options.ok_label ?? tr.standardLabel("OK"), id: options.ok_label ?? "OK",
                isDefault: true, printsLabel: false, answer: .affirmative),
         Choice(label: options.cancel_label ?? tr.standardLabel("Cancel"), id: options.cancel_label ?? "Cancel",
                role: .cancel, printsLabel: false, answer: .cancel))
    }
}
