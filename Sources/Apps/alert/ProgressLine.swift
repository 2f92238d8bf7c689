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
