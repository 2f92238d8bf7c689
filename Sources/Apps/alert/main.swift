// alert: the command-line presenter. Shows one dialog, prints the chosen button's
// label, and exits with a status that says how the dialog ended. See `alert --help`
// and docs/alert.md.
//
// main stays synchronous and runs a plain GLib main loop; everything GTK happens on
// the main thread.
import CGtk
import Glibc

let mainEntered = g_get_monotonic_time()
setlocale(LC_ALL, "")

let request: Request
let body: String?
do {
    request = try Request(CommandLineOptions.parse())
    body = switch request.body {
    case .none: nil
    case .text(let text): text
    case .standardInput: nonEmpty(trimmingTrailingNewlines(try readStandardInput()))
    case .file(let path): nonEmpty(trimmingTrailingNewlines(try readMessageFile(path)))
    }
} catch {
    exit(with: error)
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

// Benchmarks only: end right after the dialog's first frame is painted.
let window = AlertWindow(exitAfterPaint: getenv("ALERT_EXIT_AFTER_PAINT").map { String(cString: $0) } == "1")
switch window.run(request, body: body) {
case .chosen(let choice):
    if choice.printsLabel { printLine(choice.label) }
    exit(choice.status.rawValue)
case .dismissed:
    exit(ExitStatus.cancelled.rawValue)
case .timedOut:
    exit(ExitStatus.timedOut.rawValue)
case .painted:
    printLine("alert_cold_main_to_paint_ms: \(Double((g_get_monotonic_time() - mainEntered) / 10)/100)")
    exit(ExitStatus.chosen.rawValue)
}

/// `text` without the newlines that end it, as `$(…)` in a shell strips them.
func trimmingTrailingNewlines(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == "\n" || last == "\r\n" { text = text.dropLast() }
    return String(text)
}

func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
