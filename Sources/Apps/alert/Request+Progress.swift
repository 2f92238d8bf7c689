import Glibc
import PresentationKitCore

/// zenity's `--progress`, as the command line asks for it.
struct ProgressRequest: Sendable, Equatable {
    /// `--percentage`, clamped to 0…100.
    var percentage = 0.0
    /// `--pulsate`: the bar pulses until a number comes.
    var pulsates = false
    /// `--auto-close`: exit 0 at 100, with no OK button.
    var autoCloses = false
    /// `--auto-kill`: Cancel and Escape signal the producer and the parent.
    var autoKills = false
    /// `--time-remaining`: “Time remaining: H:MM:SS” under the bar.
    var showsTimeRemaining = false
}

extension Request {

    /// The flags that belong to `--progress` alone.
    static func progressFlags(_ options: CommandLineOptions) -> [String] {
        [("--percentage", options.percentage != nil), ("--pulsate", options.pulsate), ("--auto-close", options.auto_close),
         ("--auto-kill", options.auto_kill), ("--no-cancel", options.no_cancel), ("--time-remaining", options.time_remaining)]
            .filter(\.1).map(\.0)
    }

    /// zenity's `--progress`: its title, text, buttons and bar. Its stdin carries the
    /// progress, so no text comes from there.
    mutating func readProgressForm(_ options: CommandLineOptions) throws(CommandFailure) {
        if !options.items.isEmpty || !options.buttons.isEmpty || !options.extra_buttons.isEmpty
            || !options.fieldArguments.isEmpty
        {
            throw .usage(tr("--progress shows a bar, OK and Cancel: --item, --button, --extra-button and --field do not go with it"))
        }
        for (flag, label) in [("--ok-label", options.ok_label), ("--cancel-label", options.cancel_label)] {
            if label?.isEmpty == true { throw .usage(tr("%@ must not be empty", flag)) }
        }
        windowTitle = options.title ?? tr("Progress")
        defaultHeading = tr("Running...")
        try takeZenityHeading(options, otherwise: defaultHeading,
                              stdinRefusal: tr("--progress reads its progress from stdin: give the text with --text"))
        var progress = ProgressRequest(
            pulsates: options.pulsate, autoCloses: options.auto_close, autoKills: options.auto_kill,
            showsTimeRemaining: options.time_remaining)
        if let given = options.percentage {
            guard let value = Double(given.trimmingCharacters(in: " \t")), !value.isNaN else {
                throw .usage(tr("--percentage “%@” is not a number", given))
            }
            progress.percentage = min(max(value, 0), 100)
        }
        self.progress = progress
        let (ok, cancel) = Self.okAndCancel(options)
        // zenity: no Cancel with --no-cancel, no OK with --auto-close; an OK that never
        // enables stands in for neither (the dialog ends itself at 100).
        choices = (options.no_cancel ? [] : [cancel]) + (options.auto_close && !options.no_cancel ? [] : [ok])
    }

    /// The choice that ends a progress dialog at 100 (OK, as if it were clicked).
    var progressDone: Choice {
        choices.first { $0.answer == .affirmative }
            ?? Choice(label: tr.standardLabel("OK"), id: "OK", printsLabel: false, answer: .affirmative)
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
