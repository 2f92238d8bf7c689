import Glibc
import Pinentry

/// The passphrase's bytes on their way to gpg-agent (the one `D` line, or a quality
/// inquiry): a page of memory locked against swapping where the system allows (`mlock`),
/// never copied elsewhere, cleared (`explicit_bzero`) once the line is written.
enum SecretLine {
    /// Write the `D` lines of `secret` to stdout from locked memory, clear that memory,
    /// and return whether `secret` was empty.
    static func write(_ secret: inout String) -> Bool {
        let count = secret.utf8.count
        guard count > 0 else { return true }
        // The passphrase's bytes and its escaped line: at most 3 bytes each and the D lines' heads.
        withLockedPage(count + count * 3 + (count / 300 + 2) * 3) { bytes, size in
            let plain = UnsafeMutableBufferPointer(start: bytes, count: count)
            secret.withUTF8 { utf8 in _ = plain.initialize(fromContentsOf: utf8) }
            let lines = UnsafeMutableBufferPointer(start: bytes + count, count: size - count)
            return (count, Assuan.writeDataLines(UnsafeBufferPointer(plain), into: lines))
        }
        return false
    }

    /// Write `INQUIRE QUALITY` with `secret` (upstream's escaping, its first 300 bytes) to
    /// stdout from locked memory, and clear that memory.
    static func writeQualityInquiry(_ secret: String) {
        let count = min(secret.utf8.count, PinentryInquiry.qualityLimit)
        withLockedPage(count + PinentryInquiry.qualityLineCount(count)) { bytes, size in
            let plain = UnsafeMutableBufferPointer(start: bytes, count: count)
            _ = plain.initialize(fromContentsOf: secret.utf8.prefix(count))
            let line = UnsafeMutableBufferPointer(start: bytes + count, count: size - count)
            return (count, PinentryInquiry.writeQualityLine(UnsafeBufferPointer(plain), into: line))
        }
    }

    /// Pages of at least `needed` bytes, locked and kept out of core dumps, for `fill` to
    /// make a line in (it returns where the line starts and how long it is); the line is
    /// written to stdout, then the memory cleared and unmapped.
    private static func withLockedPage(_ needed: Int, _ fill: (UnsafeMutablePointer<UInt8>, Int) -> (start: Int, count: Int)) {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = (needed + pageSize - 1) / pageSize * pageSize
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED
        else { return }
        defer { munmap(memory, size) }
        _ = mlock(memory, size)   // where RLIMIT_MEMLOCK allows; the clearing below holds either way
        _ = madvise(memory, size, MADV_DONTDUMP)
        defer {
            explicit_bzero(memory, size)
            munlock(memory, size)
        }
        let bytes = memory.bindMemory(to: UInt8.self, capacity: size)
        let line = fill(bytes, size)
        writeAll(UnsafeRawBufferPointer(start: bytes + line.start, count: line.count))
    }
}

/// Write all of `bytes` to stdout, unbuffered.
func writeAll(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
        let written = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}

/// Write `bytes` (no secret) to stdout.
func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeAll($0) }
}
