/// The Assuan wire format as libassuan 2.5 and pinentry 1.2.1 speak it: the line limit,
/// percent-decoding of arguments, the escaping of `D` lines, and the error lines with
/// their codes (libgpg-error's source in the top byte, the code below).
public enum Assuan {

    /// The longest line libassuan reads, its line feed included (`ASSUAN_LINELENGTH`): a
    /// command of up to 1,001 bytes before its line feed.
    public static let lineLength = 1002

    /// The most bytes of escaped data one `D` line carries, as libassuan splits data.
    static let dataLineLength = 1000 - 2

    /// An error line's code and text, as libgpg-error names them.
    public struct Failure: Sendable, Equatable {
        public let code: UInt32
        public let text: String
        public let source: String
        /// What libassuan appends after “ - ”, or `nil`.
        public var detail: String?

        /// libassuan's own errors: source 32, “User defined source 1”.
        static func assuan(_ code: UInt32, _ text: String, _ detail: String? = nil) -> Failure {
            Failure(code: 32 << 24 | code, text: text, source: "User defined source 1", detail: detail)
        }
        /// pinentry's errors: source 5, “Pinentry”.
        static func pinentry(_ code: UInt32, _ text: String, _ detail: String? = nil) -> Failure {
            Failure(code: 5 << 24 | code, text: text, source: "Pinentry", detail: detail)
        }

        public static let cancelled = pinentry(99, "Operation cancelled")
        public static let timeout = pinentry(62, "Timeout")
        public static let notConfirmed = pinentry(114, "Not confirmed")
        public static let unknownOption = pinentry(174, "Unknown option")
        public static let parameter = pinentry(280, "IPC parameter error")
        public static let general = pinentry(257, "General IPC error")
        /// No dialog could be shown: `detail` says why.
        public static func noPinentry(_ detail: String) -> Failure { pinentry(85, "No pinentry", detail) }
        public static let unknownCommand = assuan(275, "Unknown IPC command")
        public static let notImplemented = assuan(69, "Not implemented")
        public static let notFound = assuan(27, "Not found")
        public static let unknownHelpCommand = assuan(175, "Unknown command")
        public static let lineTooLong = assuan(263, "Line passed to IPC too long")
        public static func syntax(_ detail: String) -> Failure { assuan(276, "IPC syntax error", detail) }

        /// The `ERR` line.
        public var line: String {
            "ERR \(code) \(text) <\(source)>" + (detail.map { " - " + $0 } ?? "")
        }
    }

    /// `argument` with each `%XX` (upper- or lower-case hex) replaced by its byte; a `%`
    /// not followed by two hex digits stays as it is.
    public static func percentDecoded(_ argument: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(argument)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// How many bytes `data` takes once escaped for a `D` line: `%`, CR and LF as `%25`,
    /// `%0D` and `%0A`, every other byte (UTF-8 too) as it is.
    public static func escapedCount(_ data: UnsafeBufferPointer<UInt8>) -> Int {
        data.reduce(0) { $0 + (needsEscape($1) ? 3 : 1) }
    }

    static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A
    }

    /// Write the `D` lines of `data` into `output` (each `D `, the escaped bytes, a line
    /// feed; split before a line passes libassuan's limit) and return how many bytes they
    /// take. `output` must hold ``dataLinesCount(_:)`` bytes. No copy of `data` is made
    /// anywhere else: the caller clears `output` after writing it.
    public static func writeDataLines(_ data: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var lineBytes = 0
        func put(_ byte: UInt8) {
            output[count] = byte
            count += 1
        }
        func startLine() {
            put(UInt8(ascii: "D"))
            put(UInt8(ascii: " "))
            lineBytes = 0
        }
        guard !data.isEmpty else { return 0 }
        startLine()
        for byte in data {
            let width = needsEscape(byte) ? 3 : 1
            if lineBytes + width > dataLineLength {
                put(0x0A)
                startLine()
            }
            if width == 3 {
                let hex = Array("0123456789ABCDEF".utf8)
                put(UInt8(ascii: "%"))
                put(hex[Int(byte >> 4)])
                put(hex[Int(byte & 0xF)])
            } else {
                put(byte)
            }
            lineBytes += width
        }
        put(0x0A)
        return count
    }

    /// The size ``writeDataLines(_:into:)`` needs for `data`.
    public static func dataLinesCount(_ data: UnsafeBufferPointer<UInt8>) -> Int {
        let escaped = escapedCount(data)
        let lines = max(1, (escaped + dataLineLength - 1) / dataLineLength)
        return escaped + lines * 3 + 2
    }

    /// The `D` lines of `data`, which is no secret (GETINFO's answers).
    public static func dataLines(_ data: [UInt8]) -> [UInt8] {
        data.withUnsafeBufferPointer { data in
            [UInt8](unsafeUninitializedCapacity: dataLinesCount(data)) { buffer, count in
                count = writeDataLines(data, into: buffer)
            }
        }
    }
}
