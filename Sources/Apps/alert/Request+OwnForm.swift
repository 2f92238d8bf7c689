import PresentationKitCore
import PresentationKitDialogs

extension Request {

    /// alert's own form (`--title`, `--button`, `--field`): its flags checked, its heading,
    /// fields and buttons.
    mutating func readOwnForm(_ options: CommandLineOptions) throws(CommandFailure) {
        for (flag, given) in [
            ("--ok-label", options.ok_label != nil), ("--cancel-label", options.cancel_label != nil),
            ("--extra-button", !options.extra_buttons.isEmpty), ("--default-cancel", options.default_cancel),
            ("--switch", options.switch_buttons),
        ] where given {
            throw .usage(tr("%@ needs a zenity dialog type (--error, --warning, --info or --question); otherwise use --button",
                            flag))
        }
        guard let title = options.title else {
            // Called as zenity, the script means a zenity dialog: alert's own form is not its concern.
            throw .usage(runsAsZenity ? tr("no dialog type: give one such as --info, --question or --entry (see zenity --help)")
                                      : tr("--title is required (or give a zenity dialog type such as --info)"))
        }
        heading = title
        fields = try Self.fields(options.fieldArguments)
        choices = try options.buttons.map { argument throws(CommandFailure) in try Self.choice(argument) }
        if choices.isEmpty { choices = [Choice(label: tr.standardLabel("OK"), id: "OK", answer: .affirmative)] }
        let cancels = choices.filter { $0.role == .cancel }
        if cancels.count > 1 {
            throw .usage(tr("only one button can be :cancel, but %@ are", cancels.map { "“\($0.label)”" }.joined(separator: " and ")))
        }
        let defaults = choices.filter(\.isDefault)
        if defaults.count > 1 {
            throw .usage(tr("only one button can be :default, but %@ are", defaults.map { "“\($0.label)”" }.joined(separator: " and ")))
        }
        icon = nil
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
}
