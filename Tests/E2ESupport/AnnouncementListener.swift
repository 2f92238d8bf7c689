import Foundation

/// A screen reader's ear for the tests: an AT-SPI driver of its own (announcements are a
/// stream, not one answer) listening for `object:announcement` events from the program
/// `pid`, one JSON line each (`{"text": …, "politeness": …}`), until it has heard `count`
/// or `seconds` have passed. Returned once it listens, so an announcement made after this
/// call is not missed; the caller stops it.
public func listenForAnnouncements(of pid: Int32, count: Int, wait seconds: Int) throws -> AppProcess {
    let module = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/atspi_driver.py")
    let listener = try AppProcess(URL(fileURLWithPath: "/usr/bin/python3"), arguments: [module.path])
    var request = AtspiRequest("announcements", pid: pid, wait: Double(seconds))
    request.count = count
    listener.send(request.description)
    listener.closeInput()
    do {
        _ = try listener.line(startingWith: #"{"listening""#, within: 20)
    } catch {
        listener.stop()
        throw error
    }
    return listener
}
