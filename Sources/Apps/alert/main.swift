// alert: the command-line presenter. Shows one dialog, prints the chosen button's
// label, and exits with a status that says how the dialog ended. See `alert --help`
// and docs/alert.md.
//
// main stays synchronous and runs a plain GLib main loop; everything GTK happens on
// the main thread.
import CGtk
import Glibc

import PresentationKitCore

setlocale(LC_ALL, "")

let request: Request
let heading: String
let body: String?
do {
    let options = try CommandLineOptions.parse()
    if options.version {
        printLine(presentationKitVersion)
        exit(0)
    }
    request = try Request(options)
    let text: String? = switch request.body {
    case .none: nil
    case .text(let text): text
    case .standardInput: nonEmpty(trimmingTrailingNewlines(try readStandardInput()))
    case .file(let path): nonEmpty(trimmingTrailingNewlines(try readMessageFile(path)))
    }
    (heading, body) = request.heading.map { ($0, text) } ?? (text ?? request.defaultHeading, nil)
} catch {
    exit(with: error)
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

dropParentlessDialogNotice()
guard gtk_init_check() != 0 else {
    let display = getenv("WAYLAND_DISPLAY").map { String(cString: $0) }.flatMap(nonEmpty)
        ?? getenv("DISPLAY").map { String(cString: $0) }.flatMap(nonEmpty)
    exit(with: CommandFailure(
        message: display.map { tr("cannot open display “%@”: no X11 or Wayland server answers there", $0) }
            ?? tr("cannot open display: neither DISPLAY nor WAYLAND_DISPLAY is set (alert needs a desktop session)"),
        status: .noDisplay))
}

switch AlertWindow().run(request, heading: heading, body: body) {
case .chosen(let choice):
    if choice.printsLabel { printLine(choice.label) }
    exit(request.exitStatuses.status(for: choice.answer))
case .dismissed:
    exit(request.exitStatuses.dismissed)
case .timedOut:
    exit(request.exitStatuses.timedOut)
}

/// `text` without the newlines that end it, as `$(…)` in a shell strips them.
func trimmingTrailingNewlines(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == "\n" || last == "\r\n" { text = text.dropLast() }
    return String(text)
}

func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
