// alert: the command-line presenter. Shows one dialog, prints the chosen button's
// label, and exits with a status that says how the dialog ended. See `alert --help`
// and docs/alert.md.
//
// main stays synchronous and runs a plain GLib main loop; everything GTK happens on
// the main thread.
import CGtk
import Glibc

import PresentationKitCore
import PresentationKitDialogs

setlocale(LC_ALL, "")

let request: Request
let fileText: String?
let heading: String
let body: String?
let details: String?
do throws(CommandFailure) {
    let options = try CommandLineOptions.parse()
    if options.version {
        printLine(versionLine)
        exit(0)
    }
    // The standard labels (OK, Yes, No) GTK's catalogue translates, before the request names them.
    GtkStandardLabels.install()
    request = try Request(options)
    if let notification = request.notification {
        // Before GTK: a notification needs the session bus, not a display.
        exit(Notifier.run(notification))
    }
    if let forget = request.forget {
        do throws(SuppressionStore.Failure) {
            try forget.store.forget(forget.key)
        } catch {
            throw CommandFailure(message: tr("cannot forget the answer: %@", error.message), status: .usage)
        }
        exit(0)
    }
    let text: String? = switch request.body {
    case .none: nil
    case .text(let text): text
    case .standardInput: nonEmpty(trimmingTrailingNewlines(try readStandardInput()))
    case .file(let path): nonEmpty(trimmingTrailingNewlines(try readMessageFile(path, flag: "--message-file")))
    }
    details = switch request.details {
    case .none: nil
    case .text(let text): text
    case .standardInput: nonEmpty(trimmingTrailingNewlines(try readStandardInput()))
    case .file(let path): nonEmpty(trimmingTrailingNewlines(try readMessageFile(path, flag: "--details-file")))
    }
    fileText = try request.textInfo?.filename.map { path throws(CommandFailure) in try readMessageFile(path, flag: "--filename") }
    (heading, body) = request.heading.map { ($0, text) } ?? (text ?? request.defaultHeading, nil)
} catch {
    exit(with: error)
}

// A remembered answer: no dialog, the same output and status as choosing it. Looked up
// after the texts are read, so a program writing to stdin is not cut off.
if let remembered = request.remembered {
    do throws(SuppressionStore.Failure) {
        if let id = try remembered.store.answer(for: remembered.key),
            let choice = request.choices.first(where: { $0.id == id })
        {
            finish(Report(choice: choice, ending: .chosen, remembered: true, items: items(request.items.filter(\.isChecked).map(\.id))),
                   status: request.exitStatuses.status(for: choice.answer))
        }
    } catch {
        warn(tr("ignoring the remembered answers: %@", error.message))
    }
}

// A one-shot dialog needs no GPU context: GTK's cairo renderer maps the window in about
// half the time of its GL renderer, and draws the same dialog. A GSK_RENDERER the person
// set still wins (setenv does not overwrite).
setenv("GSK_RENDERER", "cairo", 0)
if let display = request.display {
    // zenity's --display is GTK 3's: an X display.
    setenv("DISPLAY", display, 1)
    unsetenv("WAYLAND_DISPLAY")
}

if request.windowHints.fatalWarnings {
    // GTK 3's --g-fatal-warnings, which zenity took: GLib's warnings and criticals abort.
    let fatal = g_log_set_always_fatal(GLogLevelFlags(G_LOG_FLAG_FATAL.rawValue | G_LOG_FLAG_RECURSION.rawValue))
    g_log_set_always_fatal(GLogLevelFlags(fatal.rawValue | G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue))
}
let programClass = request.windowHints.programClassToKeep
if let id = request.appID ?? request.windowHints.programName {
    // Before GTK opens the display: X11's WM_CLASS and Wayland's app_id are made from it.
    g_set_prgname(id)
}
dropParentlessDialogNotice()
guard gtk_init_check() != 0 else {
    let display = getenv("WAYLAND_DISPLAY").map { String(cString: $0) }.flatMap(nonEmpty)
        ?? getenv("DISPLAY").map { String(cString: $0) }.flatMap(nonEmpty)
    exit(with: CommandFailure(
        message: display.map { tr("cannot open display “%@”: no X11 or Wayland server answers there", $0) }
            ?? tr("cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set (alert needs a desktop session)"),
        status: .noDisplay))
}
endOnLostDisplayAndSignals()
if let programClass {
    // Before the dialog's window exists: GTK writes WM_CLASS as it makes it. Not X11: ignored.
    setProgramClass(programClass)
}

if request.about {
    let about = AboutWindow()
    exit(about.run(request).status(request.exitStatuses))
}

if let selection = request.fileSelection {
    let chooser = FileSelectionWindow()
    let ending = chooser.run(request, selection)
    if let output = ending.output(separator: selection.separator) { write(all: output, to: STDOUT_FILENO) }
    exit(ending.status(request.exitStatuses))
}

let window = AlertWindow()
window.fileText = fileText
let outcome = window.run(request, heading: heading, body: body, details: details)
/// What is printed of the fields' texts for `choice`.
@MainActor func fields(_ choice: Choice?, timedOut: Bool = false) -> Report.PrintedFields {
    let texts = window.fieldTexts.texts
    return Report.PrintedFields(request, choice: choice, timedOut: timedOut,
                                texts: request.forms?.values(texts: texts, controls: window.formControlValues) ?? texts)
}
switch outcome {
case .chosen(let choice, let remember):
    if remember, let remembered = request.remembered {
        do throws(SuppressionStore.Failure) {
            try remembered.store.remember(choice.id, for: remembered.key)
        } catch {
            warn(tr("cannot remember the answer: %@", error.message))
        }
    }
    finish(Report(choice: choice, ending: .chosen, fields: fields(choice), items: items(window.checkedItems),
                  list: list(printed: choice.answer == .affirmative), text: shownText(printed: choice.answer == .affirmative),
                  value: picked(printed: choice.answer == .affirmative)),
           status: request.exitStatuses.status(for: choice.answer))
case .dismissed:
    finish(Report(ending: .dismissed, fields: fields(nil), items: items([]), list: list(printed: false),
                  value: picked(printed: false)),
           status: request.exitStatuses.dismissed)
case .timedOut(let choice?):
    finish(Report(choice: choice, ending: .timeout, fields: fields(choice), items: items(window.checkedItems),
                  list: list(printed: choice.answer == .affirmative)),
           status: request.exitStatuses.status(for: choice.answer))
case .timedOut(nil):
    // zenity's list prints the rows chosen when its timeout runs out, as its entry prints its text.
    finish(Report(ending: .timeout, fields: fields(nil, timedOut: true), items: items([]),
                  list: list(printed: true), text: shownText(printed: true), value: picked(printed: !request.isColorSelection)),
           status: request.exitStatuses.timedOut)
}

/// What `--text-info --editable` prints for an ending that prints (`printed`) or not: the
/// text as it stands (its one last newline left to the line's end); `nil` otherwise.
@MainActor func shownText(printed: Bool) -> String?? {
    guard let textInfo = request.textInfo, textInfo.options.editable else { return nil }
    guard printed, let text = window.shownText else { return .some(nil) }
    return .some(text.hasSuffix("\n") ? String(text.dropLast()) : text)
}

/// What `--scale`, `--calendar` or `--color-selection` prints for an ending that prints
/// (`printed`) or not; `nil` for another dialog.
@MainActor func picked(printed: Bool) -> String?? {
    guard let picker = request.picker else { return nil }
    return .some(printed ? window.pickedValue.map(picker.output) : nil)
}

/// What `--list` prints for an ending that prints (`printed`) or not; `nil` without a list.
@MainActor func list(printed: Bool) -> String?? {
    guard let list = request.list else { return nil }
    return .some(printed ? list.output(window.chosenListRows) : nil)
}

/// The labels of the `--item`s whose ids are `checked`, for the report; `nil` without items.
func items(_ checked: [String]) -> [String]? {
    guard !request.items.isEmpty else { return nil }
    return checked.compactMap { id in request.items.first { $0.id == id }?.label }
}

/// Print what `report` says and exit with `status`.
func finish(_ report: Report, status: Int32) -> Never {
    for line in report.lines(json: request.json) { printLine(line) }
    exit(status)
}

/// `text` without the newlines that end it, as `$(…)` in a shell strips them.
func trimmingTrailingNewlines(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == "\n" || last == "\r\n" { text = text.dropLast() }
    return String(text)
}

func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
