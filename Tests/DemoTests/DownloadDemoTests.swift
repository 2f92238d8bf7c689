import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// alert-demo's **Download** (issue 41): a real `URLSession` download from a server on
    /// 127.0.0.1 that sends its file slowly (Tests/DesktopReaders/slow-download-server.py),
    /// its progress in the library's dialog, its first attempt lost halfway, Try Again, and
    /// Cancel, read and clicked over AT-SPI as a person would.
    @Suite("alert-demo's Download", .displaySuite)
    struct DownloadDemoTests {

        /// The first attempt shows its progress, fails halfway (the demo's simulated lost
        /// connection: the server sees it close), and is alerted with Try Again, which
        /// downloads the whole file.
        @Test(arguments: DialogStyle.checkedEndToEnd) func downloadShowsProgressFailsHalfwayAndTryAgainFinishes(_ style: DialogStyle) async throws {
            // 4 MB in 40 chunks 50 ms apart; the first attempt stops at 1 MB until the test has
            // read its progress: a timed half (2.4 s, then 6 s) once passed before the progress
            // dialog was read, on a loaded Weston and in a fresh root's X11 lane of four shards.
            let server = try SlowDownloadServer(bytes: 4_000_000, chunk: 100_000, delays: [0.05], pauseAt: 1_000_000)
            defer { server.process.stop() }
            try await withDemo(environment: server.demoEnvironment(style)) { demo in
                try demo.click("Download")
                #expect(try server.process.line(startingWith: "paused", within: 30) == "paused 1000000")
                let progress = try demo.dialog()
                #expect(progress.labels.first == "Downloading “file.bin”")
                #expect(progress.buttonLabels == ["Cancel"])
                server.process.send("go")

                try demo.waitForLabel("Download interrupted")
                let alert = try demo.onlyDialog()
                #expect(alert.labels == ["Download interrupted", "The connection was lost after 2.0 of 4.0 MB."])
                #expect(alert.buttonLabels == alert.asShown(["Cancel", "Try Again"]))
                #expect(try server.process.line(startingWith: "closed after").hasPrefix("closed after"))
                try demo.waitForLabel("Download failed")

                try demo.clickInDialog("Try Again")
                #expect(try demo.marker("download finished", within: 15) == "download finished bytes=4000000")
                #expect(try server.process.line(startingWith: "sent") == "sent 4000000")
                try demo.waitForLabel("Download finished")
                try demo.waitUntilNoDialog()
            }
        }

        /// The progress dialog shows its detail, “N of 4.0 MB” (read here, where the slow
        /// server leaves it up for seconds: the detail changes with each chunk, and under
        /// load the first test's 2.4 s once passed before it was read); Cancel in it stops
        /// the transfer (the server sees the connection
        /// close long before its 20 s body is sent) and nothing is alerted.
        @Test(arguments: DialogStyle.checkedEndToEnd) func cancellingTheDownloadStopsItAndShowsNoAlert(_ style: DialogStyle) async throws {
            // 4 MB in 40 chunks 500 ms apart: the first attempt would fail only after 10 s.
            let server = try SlowDownloadServer(bytes: 4_000_000, chunk: 100_000, delays: [0.5])
            defer { server.process.stop() }
            try await withDemo(environment: server.demoEnvironment(style)) { demo in
                try demo.click("Download")
                #expect(try demo.dialog().labels.first == "Downloading “file.bin”")
                let detail = try waitForDetail(on: demo)
                #expect(detail.hasSuffix(" of 4.0 MB"), "the detail: \(detail)")
                try demo.clickInDialog("Cancel")
                #expect(try demo.marker("download ").hasPrefix("download cancelled"))
                try demo.waitForLabel("Download cancelled")
                try demo.waitUntilNoDialog()
                let closed = try server.process.line(startingWith: "closed after")
                #expect(Int(closed.dropFirst("closed after ".count)).map { $0 < 4_000_000 } == true, "\(closed)")
                // A marker alert: alerts queue in order, so an alert for the cancelled
                // download would stand before it.
                let dialog = try demo.answerAlert(of: "Trigger generic error", with: "OK", status: "Generic error thrown")
                #expect(dialog.labels == ["Error", "The server returned a response that could not be understood."],
                        "the first alert after cancelling is the marker")
            }
        }
    }
}

/// The progress dialog's detail line (“N of M MB”), once it reads one: it changes with
/// each chunk, so no one text can be awaited.
private func waitForDetail(on demo: DemoApp) throws -> String {
    let deadline = Deadline(seconds: 10)
    while true {
        if let detail = try demo.dialog().labels.first(where: { $0.hasSuffix(" MB") }) { return detail }
        guard !deadline.hasPassed else { throw E2EError("no “N of M MB” in the progress dialog within 10 s") }
        usleep(50_000)
    }
}

/// Tests/DesktopReaders/slow-download-server.py, serving `bytes` bytes in chunks of `chunk`
/// bytes, on a free port of 127.0.0.1: `delays[n]` seconds apart for its n-th request, the
/// last of them for every later one; the first request stops at `pauseAt` bytes until the
/// test sends "go".
private struct SlowDownloadServer {
    let process: AppProcess
    let port: String

    init(bytes: Int, chunk: Int, delays: [Double], pauseAt: Int? = nil) throws {
        let script = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/slow-download-server.py").path
        process = try AppProcess(URL(fileURLWithPath: "/usr/bin/python3"),
                                 arguments: [script, "\(bytes)", "\(chunk)", delays.map { "\($0)" }.joined(separator: ",")]
                                     + (pauseAt.map { ["\($0)"] } ?? []))
        port = String(try process.line(startingWith: "listening ").dropFirst("listening ".count))
    }

    /// The demo's environment in `style`: this server's file to download, and its progress
    /// shown after 200 ms rather than 2 s, well within the first attempt's half.
    func demoEnvironment(_ style: DialogStyle) -> [String: String] {
        style.demoEnvironment.merging([
            "ALERT_DEMO_DOWNLOAD_URL": "http://127.0.0.1:\(port)/file.bin",
            "ALERT_DEMO_PROGRESS_DELAY_MS": "200",
        ]) { _, given in given }
    }
}
