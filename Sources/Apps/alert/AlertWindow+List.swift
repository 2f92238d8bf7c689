import Glibc
import PresentationKitCore
import PresentationKitDialogs

/// `alert --list`: its rows, from the arguments or from stdin as they arrive.
@MainActor
final class ListState {
    let request: ListRequest
    /// stdin's cells of a row not yet complete.
    private var pending: [String] = []
    /// 16 KiB a wake-up: some thousand short rows, added to the list in one change.
    let feed = LineFeed(readSize: 16 * 1024)

    init(_ request: ListRequest) {
        self.request = request
    }

    /// The rows `lines` complete, one cell a line (bytes that are not UTF-8 shown as U+FFFD,
    /// a carriage return before the newline dropped); the rest waits for more.
    func rows(_ lines: [[UInt8]]) -> [(cells: [String], isChecked: Bool)] {
        var rows: [(cells: [String], isChecked: Bool)] = []
        for line in lines {
            pending.append(String(decoding: line.last == 0x0d ? line.dropLast() : line[...], as: UTF8.self))
            if pending.count == request.columns.count {
                rows.append(request.row(pending))
                pending = []
            }
        }
        return rows
    }

    /// The end of input: a row short of cells is shown with empty ones, as zenity shows it.
    func lastRow() -> (cells: [String], isChecked: Bool)? {
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return request.row(pending + Array(repeating: "", count: request.columns.count - pending.count))
    }
}

extension AlertWindow {

    /// Show the rows given as arguments, or watch stdin for them.
    func startList(_ state: ListState) {
        if let rows = state.request.rows {
            session?.appendListRows(rows.map(state.request.row))
            return
        }
        state.feed.onLines = { [self] lines in
            let rows = state.rows(lines)
            if !rows.isEmpty { session?.appendListRows(rows) }
        }
        state.feed.onEnd = { [self] in
            if let row = state.lastRow() { session?.appendListRows([row]) }
        }
        state.feed.start()
    }

    /// After the dialog: stdin is no longer read.
    func stopList(_ state: ListState) {
        state.feed.stop()
    }

}
