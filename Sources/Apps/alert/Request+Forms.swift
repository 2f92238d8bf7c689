import PresentationKitCore

extension Request {

    /// zenity's `--forms`: its title, heading, OK and Cancel, and its fields, which are the
    /// library's text and password fields (as `--field` and `--secret`), so their
    /// validation, accessibility and secrecy are the ones `--entry` and `--password` have.
    mutating func readFormsForm(_ options: CommandLineOptions) throws(CommandFailure) {
        if !options.items.isEmpty || !options.buttons.isEmpty {
            throw .usage(tr("--forms shows its fields, OK and Cancel: --item and --button do not go with it"))
        }
        let others = Self.fileSelectionFlags(options) + Self.pickerFlags(options).map(\.flag) + Self.textInfoFlags(options)
            + Self.listFlags(options).filter { $0 != "--separator" } + Self.progressFlags(options)
        if let flag = others.first {
            throw .usage(tr("%@ does not go with --forms", flag))
        }
        for (flag, label) in [("--ok-label", options.okLabel), ("--cancel-label", options.cancelLabel)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        fields = try options.fieldArguments.map { argument throws(CommandFailure) -> FieldRequest in
            switch argument {
            case .formsEntry(let label): FieldRequest(label: label)
            case .formsPassword(let label): FieldRequest(label: label, isSecret: true)
            case .field, .secret, .value:
                throw .usage(tr("--field, --secret and --value belong to alert's own form: --forms takes --add-entry and --add-password"))
            }
        }
        if fields.isEmpty {
            throw .usage(tr("--forms needs a field: give --add-entry LABEL or --add-password LABEL"))
        }
        // As zenity, --separator is printed as given (its escapes are not read, unlike --list's).
        fieldOutput = .forms(separator: options.separator ?? "|")
        windowTitle = options.title ?? tr("Forms dialog")
        try takeZenityHeading(options, otherwise: tr("Forms dialog"), stdinRefusal: nil)
        let (ok, cancel) = Self.okAndCancel(options)
        choices = [cancel] + options.extraButtons.map { Choice(label: $0, id: $0, answer: .extra) } + [ok]
    }

    /// `--add-entry` or `--add-password` without `--forms`, as the usage error to give.
    static func formsFieldFlag(_ options: CommandLineOptions) -> String? {
        for argument in options.fieldArguments {
            switch argument {
            case .formsEntry: return "--add-entry"
            case .formsPassword: return "--add-password"
            case .field, .secret, .value: continue
            }
        }
        return nil
    }
}
