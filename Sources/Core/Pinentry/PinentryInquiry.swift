/// What pinentry 1.2.1 asks gpg-agent while a `GETPIN` dialog is up, and how it reads the
/// answer: `INQUIRE QUALITY <passphrase>` at each change when `SETQUALITYBAR` was sent,
/// `INQUIRE GENPIN` when the person asks for a suggested passphrase (`SETGENPIN`).
public enum PinentryInquiry {

    /// The most bytes of a passphrase a quality inquiry carries, as upstream cuts it (so
    /// that the line always fits Assuan's limit).
    public static let qualityLimit = 300

    static let qualityPrefix = Array("INQUIRE QUALITY ".utf8)

    /// The line asking for a suggested passphrase.
    public static let generateLine = Array("INQUIRE GENPIN\n".utf8)

    /// The bytes ``writeQualityLine(_:into:)`` needs for a passphrase of `count` bytes.
    public static func qualityLineCount(_ count: Int) -> Int {
        qualityPrefix.count + 3 * min(count, qualityLimit) + 1
    }

    /// Write `INQUIRE QUALITY `, the first ``qualityLimit`` bytes of `passphrase` escaped
    /// as upstream's `copy_and_escape` does (a space as `+`, `+` and control bytes as
    /// `%XX`, every other byte, `%` and UTF-8 included, as it is), and a line feed into
    /// `output`, which holds ``qualityLineCount(_:)`` bytes; return how many it took. No
    /// other copy is made: the caller clears `output` after writing it.
    public static func writeQualityLine(_ passphrase: UnsafeBufferPointer<UInt8>,
                                        into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        func put(_ byte: UInt8) {
            output[count] = byte
            count += 1
        }
        for byte in qualityPrefix { put(byte) }
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in passphrase.prefix(qualityLimit) {
            if byte < 0x20 || byte == UInt8(ascii: "+") {
                put(UInt8(ascii: "%"))
                put(hex[Int(byte >> 4)])
                put(hex[Int(byte & 0xF)])
            } else if byte == UInt8(ascii: " ") {
                put(UInt8(ascii: "+"))
            } else {
                put(byte)
            }
        }
        put(0x0A)
        return count
    }

    /// The agent's answer to an inquiry, read line by line as upstream reads it: comments
    /// and empty lines skipped, the first `D` line's data kept, and `END`, `CAN` or `ERR`
    /// ending it.
    public struct Answer: Sendable, Equatable {
        /// The first `D` line's data, as sent (upstream does not percent-decode it).
        public private(set) var data: [UInt8]?
        /// Whether `END`, `CAN` or `ERR` has been read.
        public private(set) var isComplete = false

        public init() {}

        /// Read one line (its line feed removed); returns whether the answer is complete.
        public mutating func read(_ line: [UInt8]) -> Bool {
            guard !isComplete, let first = line.first, first != UInt8(ascii: "#") else { return isComplete }
            for word in ["END", "CAN", "ERR"] where line.starts(with: word.utf8) {
                if line.count == 3 || line[3] == UInt8(ascii: " ") {
                    isComplete = true
                    return true
                }
            }
            if data == nil, line.count >= 3, first == UInt8(ascii: "D"), line[1] == UInt8(ascii: " ") {
                data = Array(line[2...])
            }
            return false
        }

        /// The quality the data says, as upstream reads it: C's `atoi`, then -100…100
        /// (negative: the agent would refuse this passphrase); 0 without data.
        public var quality: Int {
            guard let data else { return 0 }
            return min(max(PinentryServer.leadingInteger(data), -100), 100)
        }

        /// A suggested passphrase: the data up to a NUL byte (gpg-agent sends one after
        /// it), or `nil` without data.
        public var suggestion: [UInt8]? {
            data.map { Array($0.prefix { $0 != 0 }) }
        }
    }
}
