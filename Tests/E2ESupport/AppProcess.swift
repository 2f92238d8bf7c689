import Foundation

/// A program under test, started in its own process with the GTK test environment:
/// lines it prints are collected, lines can be sent to its stdin, and its stderr is
/// kept so a test can check that GTK printed no warning or critical.
public final class AppProcess: @unchecked Sendable {

    /// The process id, for finding the program's windows through AT-SPI.
    public var pid: Int32 { process.processIdentifier }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var stderrData = Data()
    private var openStreams = 2
    /// Answers written as soon as a line is read (``answer(linesStartingWith:with:)``).
    private var responders: [(prefix: String, respond: @Sendable (String) -> String?)] = []

    /// Start `executable` with `arguments`, `G_DEBUG=fatal-criticals` and the rest of
    /// ``gtkTestEnvironment``, plus `environment`.
    public init(_ executable: URL, arguments: [String] = [], environment: [String: String] = [:]) throws {
        // A program that died must fail the test, not kill it through a write to its stdin.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = gtkTestEnvironment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try launching.withLock { try process.run() }
        let (output, errors) = (output.fileHandleForReading, errors.fileHandleForReading)
        // Each reader closes its end at end of file: a suite starts thousands of programs
        // (every key press is three), and descriptors left to deinit ran past 1,024, where
        // Foundation's Process.run() crashed.
        Thread.detachNewThread { [self] in
            collect(output) { self.append(output: $0) }
            try? output.close()
            self.streamEnded()
        }
        Thread.detachNewThread { [self] in
            collect(errors) { self.append(error: $0) }
            try? errors.close()
            self.streamEnded()
        }
    }

    deinit {
        stop()
        try? input.fileHandleForWriting.close()
    }

    /// End the program if it still runs, and wait until it has: SIGTERM, then SIGKILL for
    /// a program that does not end within 2 s (one busy in layout ignores SIGTERM), so a
    /// failed test never leaves its program on the display for the next one.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Deadline(seconds: 2)
        while process.isRunning, !deadline.hasPassed { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Whether the program still runs.
    public var isRunning: Bool { process.isRunning }

    /// Send one line to the program's stdin.
    public func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Send `bytes` to the program's stdin as they are (text that is not UTF-8, say).
    public func send(bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Close the program's stdin.
    public func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Wait until the program prints a line starting with `prefix`, and return it; only
    /// that line is consumed. Lines before it stay pending, so a search (a census, a
    /// readout) never takes away what a later negative check reads. Throws on timeout or
    /// when the program exits first.
    @discardableResult
    public func line(startingWith prefix: String, within seconds: Double = 10) throws -> String {
        try take(through: prefix, within: seconds, consumingEarlier: false).found
    }

    /// Wait until the program prints a line starting with `marker`, and return every line
    /// still pending before it; all of them, the marker too, are consumed. For negative
    /// checks: what did not happen before the marker did not happen at all (send a
    /// command that prints the marker after the point in question, e.g. pk-test-host's
    /// `mark TAG`).
    public func lines(before marker: String, within seconds: Double = 10) throws -> [String] {
        try take(through: marker, within: seconds, consumingEarlier: true).before
    }

    /// Wait until the program prints a line starting with `marker`, and return every line
    /// still pending up to and with it, all consumed: a sequence read in the order printed.
    public func lines(through marker: String, within seconds: Double = 10) throws -> [String] {
        let (before, found) = try take(through: marker, within: seconds, consumingEarlier: true)
        return before + [found]
    }

    private func take(through prefix: String, within seconds: Double,
                      consumingEarlier: Bool) throws -> (before: [String], found: String) {
        let deadline = Deadline(seconds: seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) {
                let taken = (Array(lines[..<index]), lines[index])
                if consumingEarlier { lines.removeFirst(index + 1) } else { lines.remove(at: index) }
                return taken
            }
            // Once it has exited, what it printed last may still be in the pipes: judge
            // only when both have ended, so the error shows its last words.
            if !process.isRunning && openStreams == 0 {
                throw E2EError("program exited (status \(process.terminationStatus)) before printing “\(prefix)…”; "
                    + "got \(lines); stderr: \(stderrLocked)")
            }
            if !condition.wait(until: deadline.nextWake()) && deadline.hasPassed {
                throw E2EError("no line “\(prefix)…” within \(seconds) s; got \(lines); stderr: \(stderrLocked)")
            }
        }
    }

    /// Lines printed and not yet consumed by ``line(startingWith:within:)`` or
    /// ``lines(before:within:)``. A negative check reads ``lines(before:within:)`` instead:
    /// this is only what has arrived so far.
    public var pendingLines: [String] {
        condition.lock()
        defer { condition.unlock() }
        return lines
    }

    /// Everything the program wrote to stderr so far.
    public var stderrText: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: stderrData, as: UTF8.self)
    }

    /// ``stderrText`` for callers that already hold the lock (NSCondition is not recursive).
    private var stderrLocked: String {
        String(decoding: stderrData, as: UTF8.self)
    }

    /// Wait for the program to exit, and return its exit status; kills it on timeout.
    public func waitForExit(within seconds: Double = 10) throws -> Int32 {
        let deadline = Deadline(seconds: seconds)
        while process.isRunning {
            if deadline.hasPassed {
                stop()
                throw E2EError("program still running after \(seconds) s; stderr: \(stderrText)")
            }
            usleep(5_000)
        }
        condition.lock()
        defer { condition.unlock() }
        let streamsDeadline = Deadline(seconds: 2)
        while openStreams > 0, !streamsDeadline.hasPassed { _ = condition.wait(until: streamsDeadline.nextWake()) }
        try? input.fileHandleForWriting.close()
        return process.terminationStatus
    }

    /// Warnings and criticals that GTK, GDK or GLib printed to stderr: a clean run has none.
    /// The project's own warnings (domain `PresentationKit`) are not counted here.
    public var gtkComplaints: [String] {
        stderrText.split(separator: "\n").map(String.init).filter { line in
            ["WARNING", "CRITICAL", "ERROR"].contains { level in
                ["Gtk", "Gdk", "Gsk", "GLib", "GLib-GObject", "GLib-GIO", "Pango"].contains { line.contains("\($0)-\(level)") }
            }
        }
    }

    /// Lines of stderr with the project's own warnings.
    public var presentationKitWarnings: [String] {
        stderrText.split(separator: "\n").map(String.init).filter { $0.contains("PresentationKit-WARNING") }
    }

    private func streamEnded() {
        condition.lock()
        openStreams -= 1
        condition.broadcast()
        condition.unlock()
    }

    private func append(output chunk: String) {
        condition.lock()
        lines.append(chunk)
        let responder = responders.first { chunk.hasPrefix($0.prefix) }
        condition.broadcast()
        condition.unlock()
        if let reply = responder?.respond(chunk) { send(reply) }
    }

    /// From now on, answer each line the program prints starting with `prefix` at once,
    /// from the thread that reads it, with what `respond` returns (`nil`: nothing); the
    /// line is also kept for ``lines(through:within:)``. For a program that blocks until
    /// it is answered while a test waits on it elsewhere (alert-pinentry's inquiries to
    /// gpg-agent, asked while an AT-SPI call waits for the dialog).
    public func answer(linesStartingWith prefix: String, with respond: @escaping @Sendable (String) -> String?) {
        condition.lock()
        responders.append((prefix, respond))
        condition.unlock()
    }

    private func append(error data: String) {
        condition.lock()
        stderrData.append(Data((data + "\n").utf8))
        condition.broadcast()
        condition.unlock()
    }
}

/// Held while a process starts: Foundation's `Process.run()` crashed (a bad pointer in
/// its memcpy) when two tests started programs at the same moment.
private let launching = NSLock()

/// Read `handle` line by line until end of file, handing each line to `deliver`.
private func collect(_ handle: FileHandle, _ deliver: (String) -> Void) {
    var buffer = Data()
    while let chunk = readChunk(handle.fileDescriptor) {
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            deliver(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
    }
    if !buffer.isEmpty { deliver(String(decoding: buffer, as: UTF8.self)) }
}

/// The next bytes from `descriptor`, or `nil` at end of file. A plain read(2) that is
/// tried again when a signal interrupts it: `FileHandle.availableData` stops the whole
/// test process with a fatal error on EINTR (seen when a helper exited mid-read).
private func readChunk(_ descriptor: Int32) -> Data? {
    var bytes = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = read(descriptor, &bytes, bytes.count)
        if count > 0 { return Data(bytes[..<count]) }
        if count < 0, errno == EINTR { continue }
        return nil
    }
}

/// A failure of the end-to-end machinery, with what was seen.
public struct E2EError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
