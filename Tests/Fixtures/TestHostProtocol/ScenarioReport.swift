import Foundation

/// What pk-scenarios prints: with ``listFlag``, the name of every scenario it has, one a
/// line; else one ``ScenarioReport`` line per scenario run, then ``doneLine(count:)``.
public struct ScenarioReport: Sendable, Equatable {

    /// The argument that makes pk-scenarios print its scenarios' names and run none.
    public static let listFlag = "--list"

    /// The scenario's name, what the test calls it.
    public var name: String
    /// `ok MS` when it passed, `fail MS: WHAT; WHAT` when it did not.
    public var outcome: String

    /// Whether the scenario held.
    public var passed: Bool { outcome.hasPrefix("ok") }

    /// The report of `name`, which took `milliseconds` and recorded `failures`.
    public init(name: String, milliseconds: Double, failures: [String]) {
        self.name = name
        let time = String(format: "%.1f", milliseconds)
        outcome = failures.isEmpty ? "ok \(time)" : "fail \(time): \(failures.joined(separator: "; "))"
    }

    /// The report a `scenario NAME OUTCOME` line gives, or `nil` for any other line.
    public init?(line: String) {
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, parts[0] == "scenario" else { return nil }
        name = String(parts[1])
        outcome = String(parts[2])
    }

    /// The report as pk-scenarios prints it.
    public var line: String { "scenario \(name) \(outcome)" }

    /// The last line, after `count` scenarios ran.
    public static func doneLine(count: Int) -> String { "done \(count)" }

    /// How many scenarios ran, when `line` is the last line; else `nil`.
    public static func count(inDoneLine line: String) -> Int? {
        guard line.hasPrefix("done ") else { return nil }
        return Int(line.dropFirst("done ".count))
    }
}
