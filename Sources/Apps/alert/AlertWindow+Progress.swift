import CGtk
import Glibc
import PresentationKitCore
import PresentationKitDialogs

/// `alert --progress`: what its stdin says, shown on the session's bar as it arrives.
@MainActor
final class ProgressState {
    let request: ProgressRequest
    /// The OK button, disabled until 100 or the end of input; `nil` with `--auto-close`.
    let okIndex: Int?
    let done: Choice
    var percentage: Double
    var pulses: Bool
    /// “Time remaining: …” under the bar, or `nil`.
    var remaining: String?
    /// The last `# text` line, shown as the heading: also the bar's accessible description,
    /// what a screen reader hears as the work moves on; `nil` before one.
    var detail: String?
    /// When the estimate started (zenity's `start_time`), or `nil`.
    var start: time_t?
    let feed = LineFeed()

    init(_ request: Request, progress: ProgressRequest) {
        self.request = progress
        okIndex = progress.autoCloses ? nil : request.choices.firstIndex { $0.answer == .affirmative }
        done = request.progressDone
        percentage = progress.percentage
        pulses = progress.pulsates
    }

    /// What the options show first.
    var options: AlertOptions.Progress {
        AlertOptions.Progress(fraction: pulses ? nil : percentage / 100)
    }

    /// zenity's estimate: from the first number above 0 (and again after 0 or 100), the
    /// time so far scaled to 100, in whole seconds, as “Time remaining: H:MM:SS”.
    func estimate(_ percentage: Double) {
        let now = time(nil)
        guard let start, percentage > 0, percentage < 100 else {
            start = now
            remaining = nil
            return
        }
        let elapsed = now - start
        let total = time_t(100.0 * Double(elapsed) / percentage)
        var left = total - elapsed
        let seconds = left % 60
        left /= 60
        let minutes = left % 60
        let hours = left / 60
        func twoDigits(_ value: time_t) -> String { value < 10 ? "0\(value)" : "\(value)" }
        remaining = tr("Time remaining: %@", "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))")
    }
}

extension AlertWindow {

    /// Watch stdin for the progress and keep OK disabled until the work is done.
    func startProgress(_ state: ProgressState) {
        if let index = state.okIndex { session?.setEnabled(index, false) }
        state.feed.onLines = { [self] lines in take(lines.map { ProgressLine($0) }, state) }
        state.feed.onEnd = { [self] in inputEnded(state) }
        state.feed.start()
    }

    /// Show what a read's lines say, once: the last number and text win, and 100 anywhere
    /// among them enables OK (or ends the dialog with `--auto-close`).
    private func take(_ lines: [ProgressLine], _ state: ProgressState) {
        var moved = false
        var heading: String?
        var reachedEnd = false
        for line in lines {
            switch line {
            case .percentage(let value):
                moved = true
                state.percentage = value
                state.pulses = false
                if state.request.showsTimeRemaining { state.estimate(value) }
                if value == 100 { reachedEnd = true }
            case .text(let text):
                heading = text
            case .ignored:
                break
            }
        }
        if let heading, var message = session?.message {
            message.title = heading
            _ = session?.update(message)
            state.detail = heading
        }
        if moved || heading != nil {
            session?.setProgress(state.pulses ? nil : state.percentage / 100, text: state.remaining, detail: state.detail)
        }
        if reachedEnd { finished(state) }
    }

    /// The end of input: the bar full, and the work done.
    private func inputEnded(_ state: ProgressState) {
        state.pulses = false
        session?.setProgress(1, text: state.remaining, detail: state.detail)
        finished(state)
    }

    /// 100 or the end of input: `--auto-close` ends the dialog as OK would; else OK enables.
    private func finished(_ state: ProgressState) {
        if state.request.autoCloses {
            end(.chosen(state.done, remember: false))
        } else if let index = state.okIndex {
            session?.setEnabled(index, true)
        }
    }

    /// After the dialog: the feed stops, and `--auto-kill` signals the work when the
    /// dialog was cancelled (Cancel or Escape; never a timeout).
    func stopProgress(_ state: ProgressState, _ outcome: Outcome) {
        state.feed.stop()
        guard state.request.autoKills else { return }
        switch outcome {
        case .chosen(let choice, _) where choice.answer == .cancel: ProducerKill.run()
        case .dismissed: ProducerKill.run()
        case .chosen, .timedOut: break
        }
    }
}

/// `--auto-kill`: SIGTERM to the processes that hold the writing end of the pipe on
/// alert's stdin (the pipeline's producer, found by the pipe's inode in /proc), then
/// SIGHUP to alert's parent, as zenity sends it. Never a process group, never alert
/// itself; the parent gets only SIGHUP.
enum ProducerKill {

    static func run() {
        let parent = getppid()
        for pid in writers() where pid != parent { kill(pid, SIGTERM) }
        if parent > 1 { kill(parent, SIGHUP) }
    }

    /// The processes other than alert that have the pipe on its stdin open for writing.
    static func writers() -> Set<pid_t> {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return [] }
        let pipe = "pipe:[\(status.st_ino)]"
        let me = getpid()
        var found: Set<pid_t> = []
        for name in entries("/proc") {
            guard let pid = pid_t(name), pid > 1, pid != me else { continue }
            for fd in entries("/proc/\(name)/fd") where link("/proc/\(name)/fd/\(fd)") == pipe {
                if writes("/proc/\(name)/fdinfo/\(fd)") { found.insert(pid) }
            }
        }
        return found
    }

    /// The names in directory `path` (none when it cannot be read).
    private static func entries(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func link(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    /// Whether the `flags:` (octal) of an fdinfo file say the descriptor writes.
    private static func writes(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("flags:") }),
            let flags = Int32(line.dropFirst("flags:".count).filter { !$0.isWhitespace }, radix: 8)
        else { return false }
        let mode = flags & O_ACCMODE
        return mode == O_WRONLY || mode == O_RDWR
    }
}
