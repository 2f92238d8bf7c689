import E2ESupport
import Foundation
import TestHostProtocol

/// What pk-layout-host measured of one dialog, and what GTK logged while it was shown.
struct LayoutReport: Sendable {
    let request: LayoutRequest
    /// The host's line: `dialog index=… ms=… width=… fits=yes|no problems=…`.
    let line: String
    /// GTK, GLib, Pango and fontconfig warnings and criticals logged for this dialog.
    let complaints: [String]

    var fits: Bool { field("fits") == "yes" }
    var scrolled: Bool { field("scrolled") == "1" }
    var milliseconds: Double { Double(field("ms") ?? "") ?? .nan }
    var width: Int { Int(field("width") ?? "") ?? .max }
    var workAreaWidth: Int { Int(field("area")?.split(separator: "x").first ?? "") ?? 0 }
    var workAreaHeight: Int { Int(field("area")?.split(separator: "x").last ?? "") ?? 0 }
    /// libadwaita's window's height in the first frame painted (its style only).
    var firstHeight: Int { Int(field("first-height") ?? "") ?? .max }

    func field(_ name: String) -> String? {
        guard let range = line.range(of: " \(name)=") else { return nil }
        let rest = line[range.upperBound...]
        return name == "problems" ? String(rest) : String(rest.prefix { $0 != " " })
    }
}

/// Show `requests` one after another in one pk-layout-host with `fonts` in `style`, alone
/// on the display, and return a report per dialog. If the host dies (a GTK critical is fatal),
/// the reports end there and the last one names the dialog that was being shown.
func showDialogs(_ requests: [LayoutRequest], fonts: FontSet, style: DialogStyle = .gtk) async throws -> [LayoutReport] {
    try requireDisplay()
    let environment = try fonts.environment().merging(style.environment) { $1 }
    return try await withDisplay {
        let host = try AppProcess(product("pk-layout-host"), environment: environment)
        try host.line(startingWith: "ready", within: 30)
        for request in requests { host.send(request.json) }
        host.closeInput()
        var lines: [String] = []
        var died: E2EError?
        for _ in requests {
            do {
                // Fontconfig builds its cache of a set's fonts on the first dialog.
                lines.append(try host.line(startingWith: "dialog ", within: lines.isEmpty ? 60 : 20))
            } catch let error as E2EError {
                died = error
                break
            }
        }
        let status = (try? host.waitForExit(within: 30)) ?? -1
        let complaints = complaintsByDialog(host.stderrText)
        var reports = zip(requests, lines).enumerated().map { index, pair in
            LayoutReport(request: pair.0, line: pair.1, complaints: complaints[index + 1] ?? [])
        }
        if died != nil || status != 0, lines.count < requests.count {
            let index = lines.count
            reports.append(LayoutReport(
                request: requests[index],
                line: "dialog index=\(index + 1) fits=no problems=pk-layout-host ended (status \(status)) while showing it",
                complaints: complaints[index + 1] ?? ["(none logged)"]))
        }
        return reports
    }
}

/// The complaints in a host's stderr, by the dialog they were logged for: the host
/// writes "pk-layout-host: dialog N" before building dialog N.
private func complaintsByDialog(_ stderr: String) -> [Int: [String]] {
    var current = 0
    var complaints: [Int: [String]] = [:]
    for line in stderr.split(separator: "\n").map(String.init) {
        if line.hasPrefix("pk-layout-host: dialog "), let index = Int(line.dropFirst("pk-layout-host: dialog ".count)) {
            current = index
        } else if isComplaint(line) {
            complaints[current, default: []].append(line)
        }
    }
    return complaints
}

/// A warning or critical from GTK and the libraries under it (AppProcess.gtkComplaints'
/// rule, plus fontconfig, which these tests configure).
private func isComplaint(_ line: String) -> Bool {
    let domains = ["Gtk", "Gdk", "Gsk", "GLib", "GLib-GObject", "GLib-GIO", "Pango"]
    let levels = ["WARNING", "CRITICAL", "ERROR"]
    return line.hasPrefix("Fontconfig") || domains.contains { domain in levels.contains { line.contains("\(domain)-\($0)") } }
}
