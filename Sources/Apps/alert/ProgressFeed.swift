import CGtk
import Glibc

/// What one line of `alert --progress`'s stdin says, as zenity reads it.
enum ProgressLine: Equatable {
    /// A number: the percentage, clamped to 0…100.
    case percentage(Double)
    /// `# TEXT`: the dialog's text, its backslash escapes read (zenity's `g_strcompress`),
    /// bytes that are not UTF-8 shown as U+FFFD.
    case text(String)
    /// Anything else (zenity ignores it too), `nan` among them.
    case ignored

    init<Bytes: Collection>(_ line: Bytes) where Bytes.Element == UInt8 {
        var bytes = Array(line)
        while let last = bytes.last, last == 0x0d || last == 0x20 || last == 0x09 { bytes.removeLast() }
        if bytes.first == UInt8(ascii: "#") {
            var text = Array(bytes.dropFirst().drop { $0 == 0x20 || $0 == 0x09 })
            text.removeAll { $0 == 0 }
            text.append(0)
            let compressed = text.withUnsafeBufferPointer { g_strcompress($0.baseAddress) }
            defer { g_free(compressed) }
            let length = compressed.map { strlen($0) } ?? 0
            self = .text(compressed.map {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: length), as: UTF8.self)
            } ?? "")
            return
        }
        let trimmed = bytes.drop { $0 == 0x20 || $0 == 0x09 }
        // zenity reads a comma as the decimal point too.
        let number = String(decoding: trimmed.map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
        // Neither `nan` nor `inf`: not numbers a script means.
        guard let value = Double(number), value.isFinite else {
            self = .ignored
            return
        }
        self = .percentage(min(max(value, 0), 100))
    }
}

/// alert's stdin, watched on the main loop for `--progress`: each read's complete lines go
/// to ``onLines`` together, the end of input to ``onEnd``. It never blocks the loop: one
/// read per wake-up, of what `poll` says is there, at a priority below GTK's drawing and
/// input, so that input that never ends leaves the dialog responsive.
@MainActor
final class ProgressFeed {

    /// Lines longer than this, in bytes, are ignored (one warning says so): a progress
    /// line is short, and a megabyte of text would only slow the dialog.
    static let maxLineLength = 4096

    /// The most bytes read a wake-up: small enough that reading them (a few thousand
    /// lines at most) leaves the loop to GTK's drawing and input at once.
    static let readSize = 1024

    var onLines: ([ProgressLine]) -> Void = { _ in }
    var onEnd: () -> Void = {}
    private var pending: [UInt8] = []
    private var skippingLongLine = false
    private var warned = false
    private var source: guint = 0

    /// Start watching fd 0. The feed must outlive the watch: ``AlertWindow`` keeps it until
    /// the process exits.
    func start() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        source = g_unix_fd_add_full(
            G_PRIORITY_LOW, STDIN_FILENO, GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue),
            { _, _, me in
                MainActor.assumeIsolated {
                    Unmanaged<ProgressFeed>.fromOpaque(me!).takeUnretainedValue().readOnce() ? 1 : 0
                }
            }, me, nil)
    }

    /// Stop watching (the dialog has ended).
    func stop() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }

    /// Read what is there once; `false` at the end of input (the watch goes).
    private func readOnce() -> Bool {
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
        guard count > 0 else {
            if count < 0 { warnOnce(tr("cannot read stdin: %@", String(cString: strerror(errno)))) }
            source = 0
            var lines: [ProgressLine] = []
            if !pending.isEmpty && !skippingLongLine { lines.append(ProgressLine(pending)) }
            pending = []
            if !lines.isEmpty { onLines(lines) }
            onEnd()
            return false
        }
        onLines(split(buffer[..<count]))
        return true
    }

    /// The complete lines of `chunk` and what is pending, keeping the rest for later.
    private func split(_ chunk: ArraySlice<UInt8>) -> [ProgressLine] {
        var lines: [ProgressLine] = []
        var rest = chunk
        while let end = rest.firstIndex(of: 0x0a) {
            let part = rest[..<end]
            if skippingLongLine {
                skippingLongLine = false
            } else if pending.count + part.count > Self.maxLineLength {
                tooLong()
            } else if pending.isEmpty {
                lines.append(ProgressLine(part))
            } else {
                lines.append(ProgressLine(pending + part))
            }
            pending = []
            rest = rest[(end + 1)...]
        }
        if !skippingLongLine {
            if pending.count + rest.count > Self.maxLineLength {
                pending = []
                skippingLongLine = true
                tooLong()
            } else {
                pending += rest
            }
        }
        return lines
    }

    private func tooLong() {
        warnOnce(tr("ignoring a line of stdin longer than %@ bytes", String(Self.maxLineLength)))
    }

    /// At most one warning line on stderr, whatever the input.
    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
