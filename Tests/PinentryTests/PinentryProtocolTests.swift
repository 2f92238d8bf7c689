import E2ESupport
import Foundation
import Pinentry
import Testing

/// alert-pinentry's Assuan exchange, headless: the commands that need no person answered
/// line by line as Debian's pinentry-tty 1.2.1 answers them, and the protocol core's
/// decoding, escaping and error lines.
@Suite("alert-pinentry: the Assuan exchange", .timeLimit(.minutes(1)))
struct PinentryProtocolTests {

    /// gpg-agent 2.2.40's opening, every option pinentry 1.2.1 knows and some it does
    /// not, the setters (percent escapes in both cases, invalid ones, invalid UTF-8), the
    /// commands it does not know or implement, HELP, GETINFO, RESET, comments, leading
    /// blanks, a line at Assuan's limit, and BYE with a command after it.
    static let script: [String] = [
        "OPTION no-grab", "OPTION ttyname=/dev/null", "OPTION ttytype=xterm-256color", "OPTION lc-ctype=C.UTF-8",
        "OPTION lc-messages=C", "OPTION allow-external-password-cache", "OPTION default-ok=_OK",
        "OPTION default-cancel=_Cancel", "OPTION default-yes=_Yes", "OPTION default-no=_No",
        "OPTION default-prompt=PIN:", "OPTION default-pwmngr=_Save in password manager",
        "OPTION default-cf-visi=Do you really want to make your passphrase visible on the screen?",
        "OPTION default-tt-visi=Make passphrase visible", "OPTION default-tt-hide=Hide passphrase",
        "OPTION default-capshint=Caps Lock is on", "OPTION touch-file=/run/user/0/gnupg/S.gpg-agent",
        "OPTION owner=4242/0 testhost", "OPTION grab", "OPTION debug-wait=0", "OPTION parent-wid=0x1",
        "OPTION allow-emacs-prompt", "OPTION invisible-char=*", "OPTION formatted-passphrase",
        "OPTION formatted-passphrase-hint=x", "OPTION constraints-enforce", "OPTION constraints-hint-short=x",
        "OPTION constraints-hint-long=x", "OPTION constraints-error-title=x", "OPTION ttyalert=x",
        "OPTION display=:1", "OPTION --no-grab", "OPTION ttyname = /dev/null", "OPTION ttytype xterm",
        "OPTION bogus", "OPTION xauthority=/x", "OPTION putenv=A=B", "OPTION No-Grab", "OPTION", "OPTION =x",
        "GETINFO flavor", "GETINFO version", "GETINFO ttyinfo", "GETINFO pid", "getinfo version",
        "GETINFO  version", "GETINFO bogus", "GETINFO", "GETINFO version extra",
        "SETKEYINFO n/0123456789ABCDEF0123456789ABCDEF01234567", "SETKEYINFO --clear",
        "SETDESC Please enter the passphrase%0Afor %22Alice%22%3a", "SETDESC %3a%3A%0a%ZZ%4%", "SETDESC <invalid UTF-8>",
        "SETPROMPT Passphrase:", "SETTITLE alert-pinentry", "SETOK _Unlock", "SETCANCEL _Cancel", "SETNOTOK _No",
        "SETERROR Bad Passphrase (try 2 of 3)", "SETTIMEOUT 30", "SETTIMEOUT abc", "SETREPEAT", "SETREPEAT Repeat:",
        "SETREPEATERROR does not match - try again", "SETQUALITYBAR", "SETQUALITYBAR Quality:",
        "SETQUALITYBAR_TT The quality", "SETGENPIN Suggest", "SETGENPIN_TT Suggest a passphrase",
        "SETREPEATOK Okay", "CLEARPASSPHRASE n/0123", "CANCEL", "AUTH", "END", "INPUT FD=3", "OUTPUT",
        "FROBNICATE", "# a comment", "", " NOP", "NOP", "NOP with arguments", "NOP\r",
        "HELP", "HELP GETPIN", "HELP FROBNICATE", "RESET", "SETDESC " + String(repeating: "a", count: 993),
        "BYE", "NOP",
    ]

    @Test(.enabled(if: PinentryRun.upstreamIsTheVersionFollowed, "the peer is Debian 12's pinentry-tty 1.2.1; this machine has another version")) func noPersonCommandsAnswerAsPinentryTty() throws {
        try requireUpstream()
        // Invalid UTF-8 in SETDESC is taken as it is, as upstream does.
        let input: [UInt8] = Self.script.flatMap { line -> [UInt8] in
            let bytes: [UInt8] = line == "SETDESC <invalid UTF-8>" ? Array("SETDESC ".utf8) + [0xFF, 0xFE, 0xC3] : Array(line.utf8)
            return bytes + [0x0A]
        }
        let upstream = try PinentryRun(input, executable: PinentryRun.upstream)
        let ours = try PinentryRun(input)
        #expect(ours.status == 0 && upstream.status == 0)
        #expect(ours.output.count == upstream.output.count, "\(ours.output) against \(upstream.output)")
        for (index, (mine, theirs)) in zip(ours.output, upstream.output).enumerated() {
            // The two known differences, each checked for what it must be instead.
            if theirs == "D \(upstream.pid)" {
                #expect(mine == "D \(ours.pid)", "GETINFO pid, line \(index): its own pid")
            } else if theirs == "D tty" {
                #expect(mine == "D alert", "GETINFO flavor, line \(index): one lower-case token")
            } else {
                #expect(mine == theirs, "line \(index)")
            }
        }
        #expect(ours.output.first == "OK Pleased to meet you")
        #expect(ours.output.last == "OK closing connection", "BYE ends it: the NOP after it gets nothing")
        #expect(upstream.output.contains("D 1.2.1"))
        #expect(ours.errors.isEmpty, "nothing on stderr: \(ours.errors)")
    }

    /// ttyinfo's form, `TTYNAME TTYTYPE DISPLAY TTYSTAT EUID/EGID -`, with `--display`
    /// from gpg-agent's command line and the D line's escaping of `%`.
    @Test(.enabled(if: PinentryRun.upstreamIsTheVersionFollowed, "the peer is Debian 12's pinentry-tty 1.2.1; this machine has another version")) func ttyInfoReportsTheDisplayFromTheCommandLine() throws {
        try requireUpstream()
        let script = ["GETINFO ttyinfo", "OPTION ttyname=/dev/null", "OPTION ttytype=%41%", "GETINFO ttyinfo", "BYE"]
        let upstream = try PinentryRun(script, executable: PinentryRun.upstream, arguments: ["--display", ":42"])
        let ours = try PinentryRun(script, arguments: ["--display", ":42"])
        #expect(ours.output == upstream.output)
        #expect(ours.output[1].hasPrefix("D - - :42 - "))
        #expect(ours.output[5].hasPrefix("D /dev/null %2541%25 :42 20666/0/0 ") || getuid() != 0)
    }

    /// A line past Assuan's limit gets libassuan's error, and the program still answers
    /// (upstream's libassuan ends the exchange there instead, with the error on stderr).
    @Test func aLineTooLongIsRefusedAndTheNextOneAnswered() throws {
        let ours = try PinentryRun(["SETDESC " + String(repeating: "a", count: 5000), "SETDESC " + String(repeating: "b", count: 994), "NOP", "BYE"])
        #expect(ours.output == [
            "OK Pleased to meet you", "ERR 536871175 Line passed to IPC too long <User defined source 1>",
            "ERR 536871175 Line passed to IPC too long <User defined source 1>", "OK", "OK closing connection",
        ])
    }

    /// GETPIN, CONFIRM and MESSAGE with no display: an ERR line each, no hang, and the
    /// exchange goes on.
    @Test func withoutADisplayEachDialogCommandEndsWithAnError() throws {
        let ours = try PinentryRun(["GETPIN", "CONFIRM", "MESSAGE", "NOP", "BYE"])
        let refused = "ERR 83886165 No pinentry <Pinentry> - no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
        #expect(ours.output == ["OK Pleased to meet you", refused, refused, refused, "OK", "OK closing connection"])
        #expect(ours.status == 0)
        // gpg-agent's --display naming a display nothing serves.
        let unserved = try PinentryRun(["GETPIN", "BYE"], arguments: ["--display", unservedXDisplay])
        #expect(unserved.output == ["OK Pleased to meet you",
                                    "ERR 83886165 No pinentry <Pinentry> - cannot open display \(unservedXDisplay)",
                                    "OK closing connection"])
    }

    /// stdin closed in the middle of a line: the program ends, as upstream does.
    @Test func inputEndingInsideALineEndsTheProgram() throws {
        let ours = try PinentryRun(Array("NOP\nGETINF".utf8))
        #expect(ours.output == ["OK Pleased to meet you", "OK"])
        #expect(ours.status == 0)
        #expect(ours.errors.contains("Incomplete line"))
    }

    @Test func argumentsArePercentDecodedInEitherCase() {
        #expect(Assuan.percentDecoded(Array("a%0Ab%0ac%22%3a%3A".utf8)) == Array("a\nb\nc\"::".utf8))
        #expect(Assuan.percentDecoded(Array("%2f%2F%7e%7E%c3%bc".utf8)) == Array("//~~ü".utf8), "every hex digit, either case")
        #expect(Assuan.percentDecoded(Array("%ZZ%4%".utf8)) == Array("%ZZ%4%".utf8), "an invalid escape stays")
        var server = Self.server()
        _ = server.receive(Array("SETDESC Line one%0ALine %22two%22%3a".utf8))
        #expect(server.settings.description == "Line one\nLine \"two\":")
    }

    /// D lines escape only `%`, CR and LF; UTF-8 goes raw; long data is split.
    @Test func dataLinesEscapeOnlyPercentCarriageReturnAndLineFeed() {
        #expect(Assuan.dataLines(Array("50% a\r\nb ü \"x\" +".utf8)) == Array("D 50%25 a%0D%0Ab ü \"x\" +\n".utf8))
        let long = Assuan.dataLines([UInt8](repeating: UInt8(ascii: "x"), count: 2500))
        let lines = String(decoding: long, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasPrefix("D ") && $0.utf8.count <= 1000 })
    }

    /// The answers after the person: S PIN_REPEATED before the data, the three errors
    /// with pinentry's source, and SETERROR serving one GETPIN.
    @Test func answersAfterThePersonAndTheirOrder() {
        var server = Self.server()
        _ = server.receive(Array("SETERROR Bad Passphrase (try 2 of 3)".utf8))
        _ = server.receive(Array("SETREPEAT".utf8))
        guard case .ask(.pin(let asked)) = server.receive(Array("GETPIN".utf8)) else {
            Issue.record("GETPIN asks the person")
            return
        }
        #expect(asked.error == "Bad Passphrase (try 2 of 3)" && asked.repeatPrompt == "Repeat:")
        var written: [String] = []
        server.answer(.pin(repeated: true, empty: false), write: { written.append(String(decoding: $0, as: UTF8.self)) }) {
            written.append("D …\n")
        }
        #expect(written == ["S PIN_REPEATED\n", "D …\n", "OK\n"])
        #expect(server.settings.error == nil && server.settings.repeatPrompt == nil, "cleared after the GETPIN")
        for (answer, line) in [(PinentryAnswer.cancelled, "ERR 83886179 Operation cancelled <Pinentry>\n"),
                               (.timedOut, "ERR 83886142 Timeout <Pinentry>\n"),
                               (.notOK, "ERR 83886194 Not confirmed <Pinentry>\n")] {
            _ = server.receive(Array("CONFIRM".utf8))
            var lines: [UInt8] = []
            server.answer(answer, write: { lines += $0 })
            #expect(String(decoding: lines, as: UTF8.self) == line)
        }
    }

    @Test func labelsShowTheirMnemonicWithoutTheUnderscore() {
        #expect(PinentrySettings.withoutMnemonic("_Unlock") == "Unlock")
        #expect(PinentrySettings.withoutMnemonic("Save in _password manager") == "Save in password manager")
        #expect(PinentrySettings.withoutMnemonic("a__b") == "a_b")
        var server = Self.server()
        _ = server.receive(Array("OPTION default-ok=_OK".utf8))
        _ = server.receive(Array("SETCANCEL _Abbrechen".utf8))
        #expect(server.settings.okLabel == "OK" && server.settings.cancelLabel == "Abbrechen")
    }

    static func server() -> PinentryServer {
        PinentryServer(facts: .init(pid: 1, euid: 0, egid: 0, ttyStat: { _ in "?" }))
    }
}
