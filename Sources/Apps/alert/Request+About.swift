import PresentationKitCore
import PresentationKitDialogs

extension Request {

    /// zenity's `--about`: GTK's about dialog, which has no text, button, field or other
    /// dialog's flag of the command line's to show. zenity 3.44 refuses its `--text` there
    /// ("--text is not supported for this dialog"); alert refuses each such flag by name.
    /// The general flags (`--title`, `--width`, `--window-icon`, `--class`, `--timeout`, …)
    /// are taken as for any dialog.
    mutating func readAboutForm(_ options: CommandLineOptions) throws(CommandFailure) {
        let others = Self.progressFlags(options) + Self.textInfoFlags(options) + Self.listFlags(options)
            + Self.pickerFlags(options).map(\.flag) + Self.fileSelectionFlags(options) + Self.notificationFlags(options)
            + [Self.formsFieldFlag(options)].compactMap { $0 }
        if let flag = others.first {
            throw .usage(tr("%@ does not go with --about", flag))
        }
        for (flag, given) in [("--message", options.message != nil), ("--text", options.text != nil),
                              ("--message-file", options.message_file != nil), ("--button", !options.buttons.isEmpty),
                              ("--extra-button", !options.extra_buttons.isEmpty), ("--ok-label", options.ok_label != nil),
                              ("--cancel-label", options.cancel_label != nil), ("--item", !options.items.isEmpty),
                              ("--field", !options.fieldArguments.isEmpty),
                              ("--details", options.details != nil || options.details_file != nil),
                              ("--dont-ask-again", options.dont_ask_again != nil), ("--json", options.json),
                              ("--timeout-answer", options.timeout_answer != nil),
                              ("--activation-delay", options.activation_delay != nil),
                              ("--icon", options.icon != nil), ("--icon-name", options.icon_name != nil)]
        where given {
            throw .usage(tr("%@ does not go with --about", flag))
        }
        windowTitle = options.title
        about = true
    }
}
