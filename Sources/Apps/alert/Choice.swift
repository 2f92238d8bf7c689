import PresentationKitCore

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
