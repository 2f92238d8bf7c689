import Glibc
import Pinentry

/// The passphrase's bytes on their way to the one `D` line: a page of memory locked
/// against swapping where the system allows (`mlock`), never copied elsewhere, cleared
/// (`explicit_bzero`) once the line is written.
enum SecretLine {
    /// Write the `D` lines of `secret` to stdout from locked memory, clear that memory,
    /// and return whether `secret` was empty.
    static func write(_ secret: inout String) -> Bool {
        let count = secret.utf8.count
        guard count > 0 else { return true }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        // The passphrase's bytes and its escaped line: at most 3 bytes each and the D lines' heads.
        let needed = count + count * 3 + (count / 300 + 2) * 3
        let size = (needed + pageSize - 1) / pageSize * pageSize
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED
        else { return false }
        defer { munmap(memory, size) }
        _ = mlock(memory, size)   // where RLIMIT_MEMLOCK allows; the clearing below holds either way
        _ = madvise(memory, size, MADV_DONTDUMP)
        defer {
            explicit_bzero(memory, size)
            munlock(memory, size)
        }
        let bytes = memory.bindMemory(to: UInt8.self, capacity: size)
        let plain = UnsafeMutableBufferPointer(start: bytes, count: count)
        secret.withUTF8 { utf8 in _ = plain.initialize(fromContentsOf: utf8) }
        let lines = UnsafeMutableBufferPointer(start: bytes + count, count: size - count)
        let written = Assuan.writeDataLines(UnsafeBufferPointer(plain), into: lines)
        writeAll(UnsafeRawBufferPointer(start: lines.baseAddress, count: written))
        return false
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
