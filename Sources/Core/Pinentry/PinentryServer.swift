/// pinentry 1.2.1's side of the Assuan exchange, without a display: each line read gets
/// its answer, or the request to show (``Step/ask(_:)``), answered later through
/// ``answer(_:)``. Nothing here reads, writes or shows anything, so the whole exchange is
/// tested headlessly.
public struct PinentryServer: Sendable {

    /// What the process knows of itself, for `GETINFO pid` and `GETINFO ttyinfo`.
    public struct Facts: Sendable {
        public var pid: Int32
        public var euid: UInt32
        public var egid: UInt32
        /// upstream's TTYSTAT for a tty name: “mode/uid/gid” of the device, or “?”.
        public var ttyStat: @Sendable ([UInt8]) -> String
        public init(pid: Int32, euid: UInt32, egid: UInt32, ttyStat: @escaping @Sendable ([UInt8]) -> String) {
            self.pid = pid
            self.euid = euid
            self.egid = egid
            self.ttyStat = ttyStat
        }
    }

    /// What to do with a line read.
    public enum Step: Sendable, Equatable {
        /// Write these lines (each ends with its line feed).
        case reply([UInt8])
        /// Nothing to write (an empty line or a comment).
        case none
        /// Ask the person; write what ``answer(_:)`` returns.
        case ask(PinentryRequest)
        /// Write `OK closing connection`, then exit 0.
        case bye([UInt8])
    }

    /// The greeting, written before the first line is read.
    public static let greeting = "OK Pleased to meet you\n"
    /// `GETINFO version`: the pinentry whose protocol this one speaks.
    public static let version = "1.2.1"
    /// `GETINFO flavor`.
    public static let flavor = "alert"

    /// The commands pinentry 1.2.1 registers, in its order (`HELP`).
    public static let commands = [
        "NOP", "CANCEL", "OPTION", "BYE", "AUTH", "RESET", "END", "HELP", "SETDESC", "SETPROMPT", "SETKEYINFO",
        "SETREPEAT", "SETREPEATERROR", "SETERROR", "SETOK", "SETNOTOK", "SETCANCEL", "GETPIN", "CONFIRM", "MESSAGE",
        "SETQUALITYBAR", "SETQUALITYBAR_TT", "SETGENPIN", "SETGENPIN_TT", "GETINFO", "SETTITLE", "SETTIMEOUT",
        "CLEARPASSPHRASE",
    ]

    /// The options pinentry 1.2.1 answers `OK`.
    public static let options: Set<String> = [
        "no-grab", "grab", "debug-wait", "display", "ttyname", "ttytype", "ttyalert", "lc-ctype", "lc-messages",
        "owner", "parent-wid", "touch-file", "default-ok", "default-cancel", "default-prompt", "default-pwmngr",
        "default-cf-visi", "default-tt-visi", "default-tt-hide", "default-capshint", "allow-external-password-cache",
        "allow-emacs-prompt", "invisible-char", "formatted-passphrase", "formatted-passphrase-hint",
        "constraints-enforce", "constraints-hint-short", "constraints-hint-long", "constraints-error-title",
    ]

    public private(set) var settings = PinentrySettings()
    private let facts: Facts
    /// The command asked, while the person answers.
    private var asked: PinentryRequest?

    public init(facts: Facts, display: [UInt8]? = nil) {
        self.facts = facts
        settings.display = display
    }

    /// The answer to one line (its line feed, and a carriage return before it, removed).
    public mutating func receive(_ line: some Collection<UInt8>) -> Step {
        let line = Array(line)
        guard let first = line.first, first != UInt8(ascii: "#") else { return .none }
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            return .reply(Self.lines(Assuan.Failure.syntax("leading white-space").line))
        }
        let nameEnd = line.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? line.endIndex
        let name = String(decoding: line[..<nameEnd], as: UTF8.self).uppercased()
        var argumentStart = nameEnd
        while argumentStart < line.endIndex, line[argumentStart] == UInt8(ascii: " ") || line[argumentStart] == UInt8(ascii: "\t") {
            argumentStart += 1
        }
        let raw = Array(line[argumentStart...])
        let text: String? = raw.isEmpty ? nil : String(decoding: Assuan.percentDecoded(raw), as: UTF8.self)
        switch name {
        case "NOP": return ok()
        case "BYE": return .bye(Self.lines("OK closing connection"))
        case "CANCEL", "AUTH", "END": return fail(.notImplemented)
        case "RESET":
            settings.reset()
            return ok()
        case "HELP":
            guard !raw.isEmpty else { return .reply(Self.lines(Self.commands.map { "# " + $0 } + ["OK"])) }
            let asked = String(decoding: raw, as: UTF8.self).uppercased()
            return fail(Self.commands.contains(asked) ? .notFound : .unknownHelpCommand)
        case "OPTION": return option(raw)
        case "GETINFO": return info(String(decoding: raw, as: UTF8.self))
        case "SETDESC": settings.description = text
        case "SETPROMPT": settings.prompt = text
        case "SETTITLE": settings.title = text
        case "SETOK": settings.ok = text
        case "SETCANCEL": settings.cancel = text
        case "SETNOTOK": settings.notOK = text
        case "SETERROR": settings.error = text
        case "SETREPEATERROR": settings.repeatError = text
        case "SETQUALITYBAR_TT": settings.qualityBarTooltip = text
        case "SETGENPIN_TT": settings.generatePinTooltip = text
        case "SETKEYINFO":
            settings.keyInfo = raw.isEmpty || raw == Array("--clear".utf8) ? nil : String(decoding: raw, as: UTF8.self)
        case "SETREPEAT": settings.repeatPrompt = text ?? "Repeat:"
        case "SETQUALITYBAR": settings.qualityBar = text ?? "Quality:"
        case "SETGENPIN": settings.generatePin = text ?? "Suggest"
        case "SETTIMEOUT": settings.timeout = Self.leadingInteger(raw)
        case "CLEARPASSPHRASE": return fail(.general)
        case "GETPIN": return ask(.pin(settings))
        case "CONFIRM":
            let oneButton = String(decoding: raw, as: UTF8.self).hasPrefix("--one-button")
            return ask(oneButton ? .confirm(settings, oneButton: true) : .confirm(settings, oneButton: false))
        case "MESSAGE": return ask(.message(settings))
        default: return fail(.unknownCommand)
        }
        return ok()
    }

    /// End the command asked with `answer`: `write` gets the answer's lines, and
    /// `writeData` is called where a passphrase's `D` lines go (after `S PIN_REPEATED`,
    /// before `OK`), for the caller to write them from memory it clears.
    public mutating func answer(_ answer: PinentryAnswer, write: ([UInt8]) -> Void, writeData: () -> Void = {}) {
        let request = asked
        asked = nil
        if case .pin? = request {
            // As upstream: the error and the repeat prompt serve one GETPIN.
            settings.error = nil
            settings.repeatPrompt = nil
        }
        switch answer {
        case .pin(let repeated, let empty):
            if repeated { write(Self.lines("S PIN_REPEATED")) }
            if !empty { writeData() }
            write(Self.lines("OK"))
        case .ok: write(Self.lines("OK"))
        case .notOK: write(Self.lines(Assuan.Failure.notConfirmed.line))
        case .cancelled: write(Self.lines(Assuan.Failure.cancelled.line))
        case .timedOut: write(Self.lines(Assuan.Failure.timeout.line))
        case .failed(let why): write(Self.lines(Assuan.Failure.noPinentry(why).line))
        }
    }

    /// `OPTION name[=value]`, libassuan's parsing: leading “--” dropped, the name up to a
    /// blank or “=”, the value after blanks and one “=”; the value as sent.
    private mutating func option(_ argument: [UInt8]) -> Step {
        guard !argument.isEmpty else { return fail(.syntax("argument required")) }
        var rest = argument[...]
        if rest.starts(with: "--".utf8) { rest = rest.dropFirst(2) }
        let nameEnd = rest.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "=") }
            ?? rest.endIndex
        let name = String(decoding: rest[..<nameEnd], as: UTF8.self)
        guard !name.isEmpty else { return fail(.syntax("no option name given")) }
        var value = rest[nameEnd...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if value.first == UInt8(ascii: "=") {
            value = value.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
        guard Self.options.contains(name) else { return fail(.unknownOption) }
        let bytes = Array(value)
        let string = String(decoding: bytes, as: UTF8.self)
        switch name {
        case "display": settings.display = bytes
        case "ttyname": settings.ttyName = bytes
        case "ttytype": settings.ttyType = bytes
        case "default-ok": settings.defaultOK = string
        case "default-cancel": settings.defaultCancel = string
        case "default-prompt": settings.defaultPrompt = string
        default: break
        }
        return ok()
    }

    /// `GETINFO what`.
    private func info(_ what: String) -> Step {
        let data: [UInt8]
        switch what {
        case "version": data = Array(Self.version.utf8)
        case "pid": data = Array(String(facts.pid).utf8)
        case "flavor": data = Array(Self.flavor.utf8)
        case "ttyinfo":
            // TTYNAME TTYTYPE DISPLAY TTYSTAT EUID/EGID -, each “-” when unset.
            func field(_ value: [UInt8]?) -> [UInt8] { value ?? Array("-".utf8) }
            let stat = settings.ttyName.map(facts.ttyStat) ?? "-"
            data = field(settings.ttyName) + [0x20] + field(settings.ttyType) + [0x20] + field(settings.display)
                + Array(" \(stat) \(facts.euid)/\(facts.egid) -".utf8)
        default: return fail(.parameter)
        }
        return .reply(Assuan.dataLines(data) + Self.lines("OK"))
    }

    private mutating func ask(_ request: PinentryRequest) -> Step {
        asked = request
        return .ask(request)
    }

    private func ok() -> Step { .reply(Self.lines("OK")) }
    private func fail(_ failure: Assuan.Failure) -> Step { .reply(Self.lines(failure.line)) }

    /// `text`'s lines, each ended by a line feed, as bytes.
    static func lines(_ text: String...) -> [UInt8] { lines(text) }
    static func lines(_ text: [String]) -> [UInt8] { text.flatMap { Array($0.utf8) + [0x0A] } }

    /// C's `atoi`: the digits at the start, after blanks; 0 without any.
    static func leadingInteger(_ bytes: [UInt8]) -> Int {
        var value = 0
        var negative = false
        var index = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        while index < bytes.endIndex, let digit = Assuan.hexValue(bytes[index]), bytes[index] <= UInt8(ascii: "9"), value < 1_000_000_000 {
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -value : value
    }
}

/// Reads Assuan lines from a file descriptor-like source: a line feed ends a line (a
/// carriage return before it is dropped); a line longer than libassuan reads is reported,
/// and the rest of it skipped.
public struct AssuanLineReader {
    public enum Event: Equatable {
        case line([UInt8])
        case tooLong
        /// The input ended; `incomplete` when bytes without a line feed were left.
        case end(incomplete: Bool)
    }

    private var buffer: [UInt8] = []
    private var skipping = false
    private var ended = false
    private let read: (inout [UInt8]) -> Bool

    /// A reader that calls `read` to append more bytes; `read` returns `false` at the end.
    public init(read: @escaping (inout [UInt8]) -> Bool) {
        self.read = read
    }

    public mutating func next() -> Event {
        while true {
            if let feed = buffer.firstIndex(of: 0x0A) {
                var line = Array(buffer[..<feed])
                buffer.removeSubrange(...feed)
                if skipping {
                    skipping = false
                    continue
                }
                if line.count + 1 > Assuan.lineLength { return .tooLong }
                if line.last == 0x0D { line.removeLast() }
                return .line(line)
            }
            if buffer.count >= Assuan.lineLength {
                buffer.removeAll()
                if !skipping {
                    skipping = true
                    return .tooLong
                }
            }
            if ended || !read(&buffer) {
                ended = true
                let incomplete = !buffer.isEmpty && !skipping
                buffer.removeAll()
                return .end(incomplete: incomplete)
            }
        }
    }
}
