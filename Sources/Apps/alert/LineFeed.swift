import CGtk
import Glibc

/// alert's stdin, watched on the main loop for `--progress` and `--list`: each read's
/// complete lines go to ``onLines`` together (their bytes, without the newline), the end of input to ``onEnd``. It never blocks the loop: one
/// read per wake-up, of what `poll` says is there, at a priority below GTK's drawing and
/// input, so that input that never ends leaves the dialog responsive.
@MainActor
final class LineFeed {

    /// Lines longer than this, in bytes, are ignored (one warning says so): a progress
    /// line or a list's cell is short, and a megabyte of text would only slow the dialog.
    static let maxLineLength = 4096

    /// The most bytes read a wake-up: small enough that reading them (a few thousand
    /// lines at most) leaves the loop to GTK's drawing and input at once.
    static let readSize = 1024

    /// The most bytes read a wake-up, ``readSize`` unless the reader says otherwise (a
    /// list's rows are laid out once a read, so fewer, larger reads fill it faster).
    let readSize: Int

    /// The longest line kept, ``maxLineLength`` unless the reader says otherwise.
    let maxLength: Int

    init(readSize: Int = LineFeed.readSize, maxLineLength: Int = LineFeed.maxLineLength) {
        self.readSize = readSize
        maxLength = maxLineLength
    }

    var onLines: ([[UInt8]]) -> Void = { _ in }
    var onEnd: () -> Void = {}
    /// The bytes after the last newline at the end of input, when set; else they go to
    /// ``onLines`` as a last line.
    var onUnterminated: (([UInt8]) -> Void)?
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
                    Unmanaged<LineFeed>.fromOpaque(me!).takeUnretainedValue().readOnce() ? 1 : 0
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
        var buffer = [UInt8](repeating: 0, count: readSize)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
        guard count > 0 else {
            if count < 0 { warnOnce(tr("cannot read stdin: %@", String(cString: strerror(errno)))) }
            source = 0
            var lines: [[UInt8]] = []
            if !pending.isEmpty && !skippingLongLine {
                if let onUnterminated { onUnterminated(pending) } else { lines.append(pending) }
            }
            pending = []
            if !lines.isEmpty { onLines(lines) }
            onEnd()
            return false
        }
        onLines(split(buffer[..<count]))
        return true
    }

    /// The complete lines of `chunk` and what is pending, keeping the rest for later.
    private func split(_ chunk: ArraySlice<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var rest = chunk
        while let end = rest.firstIndex(of: 0x0a) {
            let part = rest[..<end]
            if skippingLongLine {
                skippingLongLine = false
            } else if pending.count + part.count > maxLength {
                tooLong()
            } else if pending.isEmpty {
                lines.append(Array(part))
            } else {
                lines.append(pending + part)
            }
            pending = []
            rest = rest[(end + 1)...]
        }
        if !skippingLongLine {
            if pending.count + rest.count > maxLength {
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
        warnOnce(tr("ignoring a line of stdin longer than %@ bytes", String(maxLength)))
    }

    /// At most one warning line on stderr, whatever the input.
    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
