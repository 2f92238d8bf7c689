import E2ESupport
import Foundation

/// One run of a pinentry (the built alert-pinentry, or Debian's pinentry-tty) fed
/// `input` whole on stdin: what it wrote, its pid and its exit status.
struct PinentryRun {
    let output: [String]
    let errors: String
    let pid: Int32
    let status: Int32

    static let upstream = "/usr/bin/pinentry-tty"

    /// Whether the installed pinentry-tty is 1.2.1, the version alert-pinentry answers as
    /// (Debian 12's; Debian 13 has 1.3.1, which greets with its pid and knows more
    /// commands). A missing one counts as 1.2.1, so `requireUpstream()` says it is missing.
    static let upstreamIsTheVersionFollowed: Bool = {
        guard FileManager.default.isExecutableFile(atPath: upstream),
              let run = try? PinentryRun(["GETINFO version", "BYE"], executable: upstream)
        else { return true }
        return run.output.contains("D 1.2.1")
    }()

    /// Run `executable` (alert-pinentry unless given) with `input`, in an environment
    /// with no display unless `environment` gives one.
    init(_ input: [UInt8], executable: String? = nil, arguments: [String] = [],
         environment: [String: String] = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable ?? product("alert-pinentry").path)
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input))
        try stdin.fileHandleForWriting.close()
        // Read both pipes to their end (the process ends first or they would not end).
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        pid = process.processIdentifier
        status = process.terminationStatus
        output = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        errors = String(decoding: err, as: UTF8.self)
    }

    init(_ lines: [String], executable: String? = nil, arguments: [String] = []) throws {
        try self.init(Array(lines.map { $0 + "\n" }.joined().utf8), executable: executable, arguments: arguments)
    }
}

/// Debian's pinentry-tty (package pinentry-tty, scripts/deps/test.txt), the reference the
/// answers are compared with; a clear failure, not a skip, where it is missing.
func requireUpstream() throws {
    guard FileManager.default.isExecutableFile(atPath: PinentryRun.upstream) else {
        throw E2EError("\(PinentryRun.upstream) is missing: apt-get install pinentry-tty (scripts/deps/test.txt)")
    }
}
