// alert-pinentry: a pinentry for gpg-agent (its `pinentry-program`), speaking Assuan on
// stdin and stdout as pinentry 1.2.1 does, and asking in PresentationKit's alert dialog.
// See docs/pinentry.md.
//
// The exchange is Pinentry's PinentryServer (pure Swift, tested headlessly); this file
// reads the lines, writes the answers, and shows the dialogs GETPIN, CONFIRM and MESSAGE
// ask for. Like alert it reads no Foundation.
import CAlertPinentry
import Glibc
import Pinentry
import PresentationKitCore

setlocale(LC_ALL, "")
// Upstream's hardening: no core dump and no same-user ptrace of a process that holds a
// passphrase.
_ = alert_pinentry_set_undumpable()
signal(SIGPIPE, SIG_IGN)

/// pinentry's command line, as gpg-agent and people run it: `--display` is kept, the
/// others upstream takes are read and ignored.
var display: [UInt8]?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    let (name, inline) = argument.firstIndex(of: "=").map { (String(argument[..<$0]), Optional(String(argument[argument.index(after: $0)...]))) }
        ?? (argument, nil)
    switch name {
    case "--version":
        writeAll(Array("alert-pinentry \(presentationKitVersion) (pinentry \(PinentryServer.version) protocol)\n".utf8))
        exit(0)
    case "--help", "-h":
        writeAll(Array("""
            Usage: alert-pinentry [--display DISPLAY] [pinentry's options]
            A pinentry for gpg-agent: name it as pinentry-program in gpg-agent.conf.
            It speaks Assuan on stdin and stdout (try: echo GETINFO flavor | alert-pinentry).

            """.utf8))
        exit(0)
    case "--display", "-D":
        display = Array((inline ?? arguments.popFirst() ?? "").utf8)
    case "--ttyname", "-T", "--ttytype", "-N", "--lc-ctype", "-C", "--lc-messages", "-M", "--timeout", "-o",
         "--parent-wid", "-W", "--colors", "-c", "--ttyalert", "-a":
        if inline == nil { _ = arguments.popFirst() }
    default:
        break   // --debug, --no-global-grab, and what upstream would refuse: gpg-agent passes few
    }
}

var server = PinentryServer(facts: PinentryServer.Facts(
    pid: getpid(), euid: geteuid(), egid: getegid(),
    ttyStat: { name in
        var info = stat()
        let status = String(decoding: name, as: UTF8.self).withCString { stat($0, &info) }
        guard status == 0 else { return "?" }
        return String(info.st_mode, radix: 8) + "/\(info.st_uid)/\(info.st_gid)"
    }), display: display)

let dialogs = MainActor.assumeIsolated { PinentryDialogs() }
var reader = AssuanLineReader { buffer in
    MainActor.assumeIsolated { dialogs.waitForInput() }
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        buffer += chunk[..<count]
        return true
    }
}

// An inquiry's answer (INQUIRE QUALITY, INQUIRE GENPIN) is read from the same lines, while
// the dialog waits for it; a line too long is skipped there, as it is answered here.
MainActor.assumeIsolated {
    dialogs.readLine = {
        while true {
            switch reader.next() {
            case .line(let line): return line
            case .tooLong: continue
            case .end: return nil
            }
        }
    }
}

writeAll(Array(PinentryServer.greeting.utf8))
loop: while true {
    switch reader.next() {
    case .line(let line):
        switch server.receive(line) {
        case .none: continue
        case .reply(let bytes): writeAll(bytes)
        case .bye(let bytes):
            writeAll(bytes)
            exit(0)
        case .ask(let request):
            let answer = MainActor.assumeIsolated { dialogs.ask(request) }
            server.answer(answer, write: writeAll) {
                MainActor.assumeIsolated {
                    _ = SecretLine.write(&dialogs.typed.pin)
                }
            }
            MainActor.assumeIsolated {
                dialogs.typed.pin = ""
                dialogs.typed.repeated = ""
            }
        }
    case .tooLong:
        // Upstream's libassuan ends the whole exchange here (stderr: “Line passed to IPC too
        // long”); the same error as an answer keeps the program responsive.
        writeAll(Array((Assuan.Failure.lineTooLong.line + "\n").utf8))
    case .end(let incomplete):
        if incomplete {
            let text = "alert-pinentry: Assuan processing failed: Incomplete line passed to IPC\n"
            _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        }
        break loop
    }
}
exit(0)
