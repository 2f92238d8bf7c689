import Foundation
import Synchronization

/// One Notify call as the recording notification service printed it.
public struct NotificationCall: Sendable {
    /// The id the service answered (the replaced one's, when it replaced one).
    public let id: Int
    /// The notification it replaces, or 0.
    public let replacesID: Int
    public let summary: String
    public let body: String
    /// Action keys and labels, in pairs (`["default", ""]` for a default action).
    public let actions: [String]
    /// The `desktop-entry` hint GLib sends: the application's id.
    public let desktopEntry: String?

    init(_ line: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw E2EError("not a Notify call: \(line)")
        }
        id = object["id"] as? Int ?? -1
        replacesID = object["replaces_id"] as? Int ?? -1
        summary = object["summary"] as? String ?? "?"
        body = object["body"] as? String ?? "?"
        actions = object["actions"] as? [String] ?? ["?"]
        desktopEntry = ((object["hints"] as? [String: [Any]])?["desktop-entry"])?.last as? String
    }
}

/// The recording notification service (Tests/DesktopReaders/notification-server.py) on the
/// test's session bus: what the programs under test send, in the order they sent it.
public final class NotificationService: Sendable {

    /// The service's process.
    public let process: AppProcess

    /// Start it and wait until it owns org.freedesktop.Notifications.
    public init() throws {
        let script = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/notification-server.py").path
        process = try AppProcess(URL(fileURLWithPath: "/usr/bin/python3"), arguments: [script])
        try process.line(startingWith: "ready")
    }

    /// The next Notify call it received.
    public func nextNotification(within seconds: Double = 10) throws -> NotificationCall {
        try NotificationCall(process.line(startingWith: #"{"app_name""#, within: seconds))
    }

    /// The id of the next CloseNotification call it received.
    public func nextClose(within seconds: Double = 10) throws -> Int {
        let line = try process.line(startingWith: #"{"close""#, within: seconds)
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["close"] as? Int ?? -1
    }

    /// Click notification `id`: its default action, as the desktop emits it.
    public func invoke(_ id: Int) {
        process.send("invoke \(id) default")
    }

    /// Leave the next Notify call unanswered until ``releaseReply()``, as a slow service
    /// would: the call is recorded at once, and the service answers nothing meanwhile.
    public func holdNextReply() throws {
        process.send("hold")
        _ = try process.line(startingWith: #"{"held""#)
    }

    /// Answer the Notify call held by ``holdNextReply()``.
    public func releaseReply() {
        process.send("release")
    }

    /// Stop it; it must end cleanly.
    public func stop() throws {
        process.closeInput()
        let status = try process.waitForExit()
        guard status == 0 else { throw E2EError("notification-server.py exited \(status): \(process.stderrText)") }
    }
}

/// Another program whose window has the keyboard focus: where the person went. A second
/// pk-test-host: on the shard's display GTK gives a window it maps the focus, and the focus
/// is one window's (on X11, with no window manager, the X focus; on the Wayland lane's
/// Weston, its seat's keyboard focus).
public final class OtherProgram: Sendable {

    /// Its programs: the first, and one more for each time it took the focus back.
    private let hosts: Mutex<[TestHost]>

    /// Start it and wait until its window is active.
    public init() throws {
        hosts = Mutex([try Self.startHost()])
    }

    /// Start it and wait until `from` says none of its windows is active.
    public convenience init(taking from: TestHost) throws {
        try self.init()
        try from.waitForAppState(active: false)
    }

    /// Take the focus back from `from` (whose dialog took it as it showed): one more program,
    /// its window newly mapped. Presenting the mapped window again moves the focus on X11
    /// but not on Weston 10, which has no xdg-activation (nor gtk-shell): there a window
    /// already mapped cannot take the focus by itself.
    public func takeFocus(from: TestHost) throws {
        let host = try Self.startHost()
        hosts.withLock { $0.append(host) }
        try from.waitForAppState(active: false)
    }

    /// Quit it cleanly, each of its programs.
    public func quit() throws {
        for host in hosts.withLock({ $0 }).reversed() { try host.quit() }
    }

    /// A pk-test-host whose window is active.
    private static func startHost() throws -> TestHost {
        let host = try TestHost()
        _ = try host.process.line(startingWith: "window active=true")
        return host
    }
}

public extension TestHost {

    /// Ask the host whether one of its windows is active until it says `active`
    /// (`app-state`; NotificationCommands.swift).
    func waitForAppState(active: Bool) throws {
        _ = try waitFor(within: 10, every: 0.05) { () -> Bool? in
            send("app-state")
            return try process.line(startingWith: "app active=") == "app active=\(active)" ? true : nil
        }
    }
}
