import CGtk
import Glibc
import PresentationKitCore

/// The command's own strings: gettext domain `alert`.
let tr = TextDomain("alert")

/// Write `text` and a newline to stdout, now.
func printLine(_ text: String) {
    write(all: text + "\n", to: STDOUT_FILENO)
}

/// Write all of `text` to file descriptor `fd`, unbuffered.
func write(all text: String, to fd: Int32) {
    write(all: Array(text.utf8), to: fd)
}

/// Write all of `bytes` to file descriptor `fd`, unbuffered: text that need not be UTF-8
/// (a path), as it is.
func write(all bytes: [UInt8], to fd: Int32) {
    var bytes = bytes[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}

/// A failure the command reports as one line on stderr before it exits with `status`.
struct CommandFailure: Error {
    let message: String
    let status: ExitStatus
}

extension CommandFailure {
    /// A wrong command line, said in `message`.
    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: .usage)
    }
}

/// Report `failure` as `alert: MESSAGE` on stderr and exit with its status.
func exit(with failure: CommandFailure) -> Never {
    write(all: "alert: " + failure.message + "\n", to: STDERR_FILENO)
    exit(failure.status.code)
}

/// The command's exit statuses for failures, as documented in `alert --help` and
/// docs/alert.md (the statuses of a dialog's endings are ``ExitStatuses``).
enum ExitStatus: Int32 {
    /// A notification could not be sent (no session bus, or no service on it): zenity's status.
    case notSent = 1
    /// The command line is wrong, or the message file cannot be read.
    case usage = 2
    /// No display to show the dialog on.
    case noDisplay = 3
}

/// Read all of stdin as text; invalid UTF-8 is replaced, never passed on to GTK.
func readStandardInput() throws(CommandFailure) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            throw CommandFailure(
                message: tr("cannot read the message from stdin: %@", String(cString: strerror(errno))),
                status: .usage)
        }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// One line on stderr, `alert: ` before it; the command goes on.
func warn(_ message: String) {
    write(all: "alert: " + message + "\n", to: STDERR_FILENO)
}

/// Read the file at `path` as text; invalid UTF-8 is replaced. `flag` names the option
/// that gave it, for the message when it cannot be read.
func readMessageFile(_ path: String, flag: String) throws(CommandFailure) -> String {
    var contents: UnsafeMutablePointer<gchar>?
    var length: gsize = 0
    var error: UnsafeMutablePointer<GError>?
    guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
        let reason = error.map { String(cString: $0.pointee.message) } ?? path
        g_clear_error(&error)
        throw CommandFailure(
            message: flag == "--details-file" ? tr("cannot read --details-file: %@", reason)
                : flag == "--filename" ? tr("cannot read --filename: %@", reason) : tr("cannot read --message-file: %@", reason),
            status: .usage)
    }
    defer { g_free(contents) }
    return contents.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
        String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
    }
}
