import E2ESupport
import Foundation

/// Where each reliability case writes what it observed, one JSON object a line:
/// `$RELIABILITY_REPORT`, else `.build/reliability/results.jsonl` in the repository.
/// `scripts/reliability-report` turns the file into `docs/reliability.md`.
let reliabilityReportURL: URL = {
    if let path = ProcessInfo.processInfo.environment["RELIABILITY_REPORT"], !path.isEmpty {
        return URL(fileURLWithPath: path)
    }
    return repositoryRoot.appendingPathComponent(".build/reliability/results.jsonl")
}()

/// One row of the reliability table.
struct ReliabilityRecord: Codable, Sendable {
    /// Orders the table: `1.05` is item 1 of issue 7, case 5.
    var id: String
    /// The case, in the words.
    var name: String
    /// Where it was checked: `GTK host` (a real display) or `core` (headless, in process).
    var layer: String
    /// What was seen, with figures.
    var observed: String
    /// `pass`, or `FAIL`.
    var result: String
    /// The test that produced the row.
    var test: String
    /// How long the case took, in seconds.
    var seconds: Double
}

private let reportLock = NSLock()

private func append(_ record: ReliabilityRecord) {
    reportLock.withLock {
        let url = reliabilityReportURL
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        guard let handle = try? FileHandle(forWritingTo: url), let line = try? JSONEncoder().encode(record) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        handle.write(line + Data("\n".utf8))
    }
}

/// Run one case of the table: `body` checks it (throwing on the first failed check,
/// `#require` style) and returns what it observed; the row is recorded either way.
func reliabilityCase(
    _ id: String, _ name: String, layer: String = "GTK host", test: String = #function,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> String
) async throws {
    let start = SuspendingClock.now
    do {
        let observed = try await body()
        append(ReliabilityRecord(
            id: id, name: name, layer: layer, observed: observed,
            result: "pass", test: test,
            seconds: (SuspendingClock.now - start).inSeconds))
    } catch {
        append(ReliabilityRecord(
            id: id, name: name, layer: layer, observed: "\(error)".prefix(400).description, result: "FAIL",
            test: test, seconds: (SuspendingClock.now - start).inSeconds))
        throw error
    }
}

/// A failed check of a reliability case.
struct CheckFailed: Error, CustomStringConvertible {
    let description: String
}

/// Throw unless `condition` holds: the case stops at its first failed check.
func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    if !condition { throw CheckFailed(description: "check failed: \(what())") }
}
