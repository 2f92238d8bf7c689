import PresentationKitCore

/// One field of the dialog: `--field`, `--secret`, or the entries of zenity's `--entry` and
/// `--password`.
struct FieldRequest: Sendable, Equatable {
    var label: String
    /// A password field: bullets, a peek button, no default on the command line.
    var isSecret = false
    /// The text it starts with.
    var value = ""
    /// Refuses a `|` (the user name of `--password --username`, which zenity's
    /// `USER|PASSWORD` could not tell apart from the password).
    var refusesBar = false
}

/// How the fields' texts are printed when the dialog is answered.
enum FieldOutput: Sendable, Equatable {
    /// The command's own form: each field's text on a line of its own after the button's
    /// label, for any button but the cancel one (and `--timeout-answer`'s, when it is not).
    case lines
    /// zenity's `--entry`: the text on one line for OK, and on `--timeout` too.
    case entry
    /// zenity's `--password`: the password, or `USER|PASSWORD`, for OK; nothing on `--timeout`.
    case password
    /// zenity's `--forms`: every field's text on one line, `separator` between them, for OK
    /// and on `--timeout` (as zenity 3.44 prints them then).
    case forms(separator: String)
}

/// The fields' texts while the dialog is shown: each field's binding writes here, and the
/// command reads them when the dialog ends. Never printed but on stdout (``Report``).
@MainActor
final class FieldTexts {
    var texts: [String] = []

    /// Whether a field is empty (`--required` disables buttons while one is).
    var hasEmptyField: Bool { texts.contains(where: \.isEmpty) }
}

extension Request {

    /// `--field`, `--secret` and `--value` in their order, checked: a `--value` belongs to
    /// the `--field` just before it, once.
    static func fields(_ arguments: [FieldArgument]) throws(CommandFailure) -> [FieldRequest] {
        var fields: [FieldRequest] = []
        var valued = false
        for argument in arguments {
            switch argument {
            case .field(let label), .secret(let label):
                if label.isEmpty {
                    throw CommandFailure(message: tr("a field's label must not be empty"), status: .usage)
                }
                let isSecret = if case .secret = argument { true } else { false }
                fields.append(FieldRequest(label: label, isSecret: isSecret))
                valued = false
            case .value(let value):
                guard let last = fields.last, !last.isSecret, !valued else {
                    throw CommandFailure(
                        message: fields.last?.isSecret == true
                            ? tr("--secret takes no --value: a default on the command line is seen by every user in ps")
                            : tr("--value gives the default of the --field just before it, once"),
                        status: .usage)
                }
                fields[fields.count - 1].value = try text(value, flag: "--value")
                valued = true
            case .formsEntry, .formsPassword, .formsCombo, .formsCalendar, .formsList:
                throw .usage(tr("%@ belongs to --forms", argument.formsFlag ?? ""))
            }
        }
        return fields
    }

    /// The text of `value`, or the usage error for a `flag` whose bytes are not text.
    static func text(_ value: ReturnedText, flag: String) throws(CommandFailure) -> String {
        switch value {
        case .text(let text): return text
        case .notUTF8:
            throw CommandFailure(
                message: tr("%@ is not UTF-8 text: OK would print another text than the one given", flag),
                status: .usage)
        }
    }
}

extension Report.PrintedFields {

    /// What `request` prints of the fields' `texts` when the dialog ends with `choice`
    /// (`nil`: Escape, or the time limit without `--timeout-answer`).
    init(_ request: Request, choice: Choice?, timedOut: Bool, texts: [String]) {
        guard !request.fields.isEmpty || request.forms != nil else {
            self = .none
            return
        }
        let printed = switch request.fieldOutput {
        case .lines: choice.map { $0.answer != .cancel } ?? false
        // zenity prints the entry's text on --timeout too, and neither for an extra button.
        case .entry, .forms: choice.map { $0.answer == .affirmative } ?? timedOut
        case .password: choice?.answer == .affirmative
        }
        self = switch request.fieldOutput {
        case _ where !printed: .withheld
        case .lines: .lines(texts)
        case .entry, .password: .joined(texts, separator: "|")
        case .forms(let separator): .joined(texts, separator: separator)
        }
    }
}
