import PresentationKitCore
import PresentationKitDialogs

/// zenity's `--text-info`, as the command line asks for it.
struct TextInfoRequest: Sendable {
    /// `--filename`, or `nil`: stdin gives the text, shown as it arrives.
    var filename: String?
    var options = AlertOptions.TextInfo()
}

extension Request {

    /// The flags that belong to `--text-info` alone (`--editable` is `--list`'s too).
    static func textInfoFlags(_ options: CommandLineOptions) -> [String] {
        [("--filename", options.filename != nil), ("--checkbox", options.checkbox != nil),
         ("--auto-scroll", options.auto_scroll), ("--font", options.font != nil)]
            .filter(\.1).map(\.0)
    }

    /// zenity's web options: `alert` links no web engine, so each is a usage error that says so.
    static func checkWebFlags(_ options: CommandLineOptions) throws(CommandFailure) {
        for (flag, given) in [("--html", options.html), ("--url", options.url != nil), ("--no-interaction", options.no_interaction)]
        where given {
            throw .usage(tr("%@ needs a web engine, and alert has none: show the text with --text-info, or open the page in a browser (xdg-open)",
                            flag))
        }
    }

    /// zenity's `--text-info`: its title, text, Cancel and OK, and the text to read.
    mutating func readTextInfoForm(_ options: CommandLineOptions) throws(CommandFailure) {
        if let flag = Self.progressFlags(options).first ?? Self.listFlags(options).first(where: { $0 != "--editable" }) {
            throw .usage(tr("%@ does not go with --text-info", flag))
        }
        if !options.items.isEmpty || !options.buttons.isEmpty || !options.fieldArguments.isEmpty || !options.operands.isEmpty {
            throw .usage(tr("--text-info shows a text, OK and Cancel: --item, --button, --field and arguments do not go with it"))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label), ("--filename", options.filename)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        if options.checkbox?.isEmpty == true { throw .usage(tr("%@ must not be empty", "--checkbox")) }
        var textInfo = TextInfoRequest(filename: options.filename)
        textInfo.options.editable = options.editable
        textInfo.options.checkbox = options.checkbox
        textInfo.options.autoScroll = options.auto_scroll
        windowTitle = options.title ?? tr("Text View")
        // Without --text zenity shows no text above the view; the dialog's heading is its window title.
        try takeZenityHeading(options, otherwise: windowTitle,
                              stdinRefusal: tr("--text-info reads its text from stdin or --filename: give the message with --text"))
        self.textInfo = textInfo
        let (ok, cancel) = Self.okAndCancel(options)
        choices = [cancel, ok]
    }
}
