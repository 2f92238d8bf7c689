import Foundation
import Testing

/// The environment every GTK program under test runs with: a GTK critical anywhere is
/// fatal, the lane's display (X11 or Wayland, see ``DisplayLane``), in-memory settings,
/// and the fast cairo renderer. The caller's proxy variables are left out: a test that
/// connects to 127.0.0.1 must reach it, not a proxy of the machine it runs on.
public let gtkTestEnvironment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    for name in proxyVariables { environment[name] = nil; environment[name.uppercased()] = nil }
    environment["G_DEBUG"] = "fatal-criticals"
    environment["GDK_BACKEND"] = DisplayLane.current.rawValue
    environment["GSETTINGS_BACKEND"] = "memory"
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    environment["NO_AT_BRIDGE"] = nil
    environment["GTK_A11Y"] = nil
    environment["LC_ALL"] = "C.UTF-8"
    return environment
}()

/// The proxy variables libcurl (URLSession on Linux) and GIO read, in lower case; the
/// upper-case forms are removed too.
public let proxyVariables = ["http_proxy", "https_proxy", "ftp_proxy", "all_proxy", "no_proxy"]

/// Where the package's built executables are: beside the test bundle.
public let productsDirectory: URL = {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
}()

/// A built executable of the package, by product name.
public func product(_ name: String) throws -> URL {
    let url = productsDirectory.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw E2EError("\(url.path) is not built: run the tests with `swift test` (it builds every product)")
    }
    return url
}

/// Fail clearly when there is no display to show windows on.
public func requireDisplay() throws {
    let variable = DisplayLane.current == .wayland ? "WAYLAND_DISPLAY" : "DISPLAY"
    guard let display = ProcessInfo.processInfo.environment[variable], !display.isEmpty else {
        throw E2EError("GTK end-to-end tests need a display and a session bus: run them with scripts/test")
    }
}

/// The display the end-to-end tests run on: `PK_TEST_DISPLAY`, set by scripts/with-display.
public enum DisplayLane: String, Sendable {
    /// Xvfb: keys with xdotool, pixels with `import`.
    case x11
    /// Weston (its X11 backend in a private Xvfb, so with a seat: windows activate): clicks
    /// and reads through AT-SPI work, synthetic keys do not.
    case wayland

    /// This run's lane.
    public static let current = DisplayLane(rawValue: ProcessInfo.processInfo.environment["PK_TEST_DISPLAY"] ?? "x11") ?? .x11
}

/// The repository's root, found from this file's place in it.
public let repositoryRoot: URL = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}()

extension Trait where Self == ConditionTrait {

    /// For a test that presses keys or moves the pointer with xdotool: skipped, with the
    /// reason, where it cannot.
    public static var pressesKeys: Self {
        .enabled(if: DisplayLane.current == .x11, "presses keys or moves the pointer with xdotool, which cannot on Wayland")
    }

    /// For a test of something only X11 has (an X display's name, X windows' pixels):
    /// skipped on Wayland, with `reason`.
    public static func onX11Only(_ reason: String) -> Self {
        .enabled(if: DisplayLane.current == .x11, Comment(rawValue: "X11 only: " + reason))
    }
}

/// An X display name nothing serves on this machine, for tests of a display that cannot
/// be opened: the first number from 4242 up with no socket (file or abstract) and no lock
/// file, so the test does not assume :4242 is free.
public let unservedXDisplay: String = {
    let abstractSockets = (try? String(contentsOfFile: "/proc/net/unix", encoding: .utf8)) ?? ""
    let number = (4242...4342).first { number in
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
            && !abstractSockets.contains("@/tmp/.X11-unix/X\(number)\n")
    }
    return ":\(number ?? 4343)"
}()

/// Whether the GTK the tests build and run against is 4.8 (Debian 12's).
public let gtkIs4_8: Bool = {
    let version = (try? run("/usr/bin/pkg-config", ["--modversion", "gtk4"])).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return version.hasPrefix("4.8.")
}()
