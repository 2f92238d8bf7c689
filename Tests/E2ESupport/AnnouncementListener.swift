import Foundation

/// A screen reader's ear for the tests: the AT-SPI driver listening for `object:announcement`
/// events from the program `pid`, one JSON line each (`{"text": …, "politeness": …}`),
/// until it has heard `count` or `seconds` have passed. Returned once it listens, so an
/// announcement made after this call is not missed; the caller stops it.
public func listenForAnnouncements(of pid: Int32, count: Int, wait seconds: Int) throws -> AppProcess {
    let script = repositoryRoot.appendingPathComponent("Tests/Support/atspi-driver.py")
    let listener = try AppProcess(
        URL(fileURLWithPath: "/usr/bin/python3"),
        arguments: [script.path, "announcements", "--pid", "\(pid)", "--count", "\(count)", "--wait", "\(seconds)"])
    do {
        _ = try listener.line(startingWith: #"{"listening""#, within: 20)
    } catch {
        listener.stop()
        throw error
    }
    return listener
}
