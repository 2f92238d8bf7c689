import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.GtkPresenterTests {

    /// The library's Details expander and “Don't ask again” (issue 22), on pk-test-host's
    /// real dialogs, read and driven through AT-SPI, in both styles (libadwaita's dialog
    /// shows them in its extra child). Each host keeps its answers under a
    /// `XDG_CONFIG_HOME` of the test's own, in `org.presentationkit.TestHost/presentationkit.conf`.
    @Suite("Details and Don't ask again on a real display", .displaySuite)
    struct DetailsAndSuppressionTests {

        // MARK: Details

        @Test(arguments: DialogStyle.checkedEndToEnd) func anAlerterErrorShowsItsDetailsCollapsedAndReadsThemWhenExpanded(_ style: DialogStyle) async throws {
            try await withConfiguredHost(style: style) { host, _ in
                host.send("alerter-error")
                let json = try host.process.line(startingWith: "details ").dropFirst("details ".count)
                let expected = try JSONDecoder().decode(String.self, from: Data(json.utf8))
                let before = try host.screen.widgets()
                let expander = try #require(before.first { $0.name == "Details" }, "no widget named Details: \(before)")
                #expect(!expander.expanded, "the details are collapsed")
                #expect(!before.contains { $0.role == "text" }, "collapsed: the text is not shown")
                try host.screen.act("Details")
                let text = try waitFor { try host.screen.widgets().first { $0.role == "text" } }
                #expect(text.text == expected)
                #expect(try host.screen.widgets().first { $0.name == "Details" }?.expanded == true)
                #expect(try host.screen.dialog().buttonLabels == ["OK"], "the expander and Copy are not the alert's answers")
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(.onX11Only("the clipboard is read back from another process, and on Weston 10 only a display's first copy "
                         + "reaches it: its clipboard manager keeps that one, and refuses a later one from a client "
                         + "that had no input event"), arguments: DialogStyle.checkedEndToEnd)
        func copyPutsTheWholeDetailsOnTheClipboard(_ style: DialogStyle) async throws {
            let details = "Traceback:\n\t<b>not bold</b> & \"quoted\"\n  line 3 — ünïcödé"
            try await withConfiguredHost(style: style) { host, _ in
                host.present(HostAlert(title: "Failed", actions: [.plain("OK")], details: details))
                try host.screen.act("Details")
                _ = try waitFor { try host.screen.widgets().first { $0.role == "text" } }
                try host.screen.act("Copy")
                let copied = try waitFor { try clipboardText().flatMap { $0 == details ? $0 : nil } }
                #expect(copied == details)
                try host.screen.click("OK")
                #expect(try host.nextAction() == "OK")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func aMegabyteOfDetailsShowsWithoutComplaintAndStaysResponsive(_ style: DialogStyle) async throws {
            let line = String(repeating: "0123456789abcdef", count: 4) + "\n"
            let details = String(repeating: line, count: 1_048_576 / line.utf8.count)
            try await withConfiguredHost(style: style) { host, _ in
                host.present(HostAlert(title: "Big log", actions: [.plain("OK")], details: details))
                try host.screen.act("Details")
                let started = SuspendingClock.now
                try host.screen.click("OK")
                #expect(try host.nextAction() == "OK")
                #expect((SuspendingClock.now - started).inSeconds < 3, "a click answered within 3 s of expanding")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func detailsOfInvalidUTF8ShowRepaired(_ style: DialogStyle) async throws {
            try await withConfiguredHost(style: style) { host, _ in
                host.present(HostAlert(title: "Bytes", actions: [.plain("OK")], detailsBytes: [0x61, 0xff, 0x62, 0x0a, 0xc3, 0xa9]))
                try host.screen.act("Details")
                let text = try waitFor { try host.screen.widgets().first { $0.role == "text" } }
                #expect(text.text == "a\u{FFFD}b\né")
                try host.screen.click("OK")
                #expect(try host.nextAction() == "OK")
            }
        }

        // MARK: Don't ask again

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func aCheckedCancelIsRememberedAndTheNextAskReturnsItWithoutADialog(_ style: DialogStyle) async throws {
            let question = HostAlert(title: "Update now?", actions: [.cancel("Later"), .plain("Update")], suppressionKey: "update-now")
            try await withConfiguredHost(style: style) { host, file in
                host.ask(question)
                #expect(try host.screen.dialog().labels.contains("Don't ask again"))
                try host.screen.tick("Don't ask again", in: style)
                _ = try waitFor { try host.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try host.screen.click("Later")
                #expect(try host.nextAction() == "Later")
                _ = try host.process.line(startingWith: "answer Later")
                #expect(try String(contentsOfFile: file, encoding: .utf8).contains("update-now=Later"))
                let built = try host.census().created
                host.ask(question)
                #expect(try host.nextAction() == "Later", "the remembered action's handler ran")
                _ = try host.process.line(startingWith: "answer Later")
                #expect(try host.census().created == built, "no dialog was built for the second ask")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func escapeWithTheBoxCheckedIsNotRemembered(_ style: DialogStyle) async throws {
            let question = HostAlert(title: "Which one?", actions: [.plain("Left"), .plain("Right")], suppressionKey: "which")
            try await withConfiguredHost(style: style) { host, file in
                host.ask(question)
                try host.screen.tick("Don't ask again", in: style)
                _ = try waitFor { try host.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try host.screen.press("Escape")
                _ = try host.process.line(startingWith: "answer -")
                let kept = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                #expect(!kept.contains("which="), "Escape was remembered: \(kept)")
                host.ask(question)
                #expect(try host.screen.dialog().labels.first == "Which one?", "asked again")
                try host.screen.click("Left")
                _ = try host.process.line(startingWith: "answer Left")
            }
        }

        /// What sits under the message is in a keyboard's reach: Tab goes round Details, Don't
        /// ask again and the buttons, and Space ticks the box and answers. (libadwaita 1.7's
        /// dialog once kept Tab between its buttons alone.)
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func tabReachesDetailsAndDontAskAgainBeforeTheButtons(_ style: DialogStyle) async throws {
            let question = HostAlert(title: "Update now?", actions: [.cancel("Later"), .plain("Update")],
                                     details: "2.1: fixes", suppressionKey: "update-by-keys")
            try await withConfiguredHost(style: style) { host, file in
                host.ask(question)
                _ = try host.screen.dialog()
                let toTheButtons = try host.screen.tab(to: "Update")
                #expect(toTheButtons.suffix(3) == ["Don't ask again", "Later", "Update"], "Tab went through \(toTheButtons)")
                let roundAgain = try host.screen.tab(to: "Don't ask again")
                #expect(roundAgain == ["Details", "Don't ask again"], "Tab went on through \(roundAgain)")
                try host.screen.press("space")
                _ = try waitFor { try host.screen.widgets().first { $0.role == "check box" && $0.checked } }
                try host.screen.tab(to: "Update")
                try host.screen.press("space")
                _ = try host.process.line(startingWith: "answer Update")
                #expect(try String(contentsOfFile: file, encoding: .utf8).contains("update-by-keys=Update"))
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func aRememberedContextAlertIsSkippedWithItsActionRun(_ style: DialogStyle) async throws {
            try await withConfiguredHost(style: style, file: "[Remembered Answers]\nclean-up=delete\n") { host, _ in
                let built = try host.census().created
                host.present(HostAlert(title: "Delete old files?", actions: [.cancel("Keep"), Action(label: "Delete", role: "destructive", id: "delete")],
                                       suppressionKey: "clean-up"))
                #expect(try host.nextAction() == "Delete")
                #expect(try host.census().created == built, "no dialog was built")
                // The context moved on: the next alert shows.
                host.present(HostAlert(title: "Next", actions: [.plain("OK")]))
                #expect(try host.screen.dialog().labels == ["Next"])
                try host.screen.click("OK")
                #expect(try host.nextAction() == "OK")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func resetForgetsOneKeyAndResetAllForgetsEvery(_ style: DialogStyle) async throws {
            try await withConfiguredHost(style: style, file: "[Remembered Answers]\none=OK\ntwo=OK\n") { host, _ in
                func asksWithoutDialog(_ key: String) throws -> Bool {
                    let built = try host.census().created
                    host.ask(HostAlert(title: "Question \(key)", suppressionKey: key))
                    let lines = try host.linesUntilIdle(key)
                    if lines.contains("answer OK") { return try host.census().created == built }
                    try host.screen.click("OK")
                    _ = try host.process.line(startingWith: "answer OK")
                    return false
                }
                #expect(try asksWithoutDialog("one"), "“one” is remembered")
                host.send("suppression-reset one")
                _ = try host.process.line(startingWith: "reset one")
                #expect(try !asksWithoutDialog("one"), "reset(key:) forgot “one”")
                #expect(try asksWithoutDialog("two"), "reset(key: \"one\") kept “two”")
                host.send("suppression-reset-all")
                _ = try host.process.line(startingWith: "reset-all")
                #expect(try !asksWithoutDialog("two"), "resetAll() forgot “two”")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func aCorruptFileIsTreatedAsEmptyAndLoggedOnce(_ style: DialogStyle) async throws {
            let process = try await withConfiguredHost(style: style, file: "[Remembered Answers\n\u{1}garbage") { host, _ in
                for _ in 0..<2 {
                    host.ask(HostAlert(title: "Corrupt", suppressionKey: "corrupt"))
                    #expect(try host.screen.dialog().labels.first == "Corrupt", "the alert asks")
                    try host.screen.click("OK")
                    _ = try host.process.line(startingWith: "answer OK")
                }
            }
            let warnings = process.presentationKitWarnings
            #expect(warnings.count == 1, "\(warnings)")
            #expect(warnings.first?.contains("org.presentationkit.TestHost/presentationkit.conf") == true, "\(warnings)")
        }

        @Test func twoProcessesRememberingAHundredKeysEachAtOnceLoseNone() async throws {
            try await withDisplay {
                let config = try newDirectory()
                let first = try TestHost(environment: ["XDG_CONFIG_HOME": config])
                let second = try TestHost(environment: ["XDG_CONFIG_HOME": config])
                // Both are ready before either starts: their 100 changes each overlap.
                first.send("remember-keys a 100")
                second.send("remember-keys b 100")
                _ = try first.process.line(startingWith: "remembered a 100", within: 60)
                _ = try second.process.line(startingWith: "remembered b 100", within: 60)
                try first.quit()
                try second.quit()
                let lines = try String(contentsOfFile: config + "/org.presentationkit.TestHost/presentationkit.conf", encoding: .utf8)
                    .split(separator: "\n")
                let keys = Set(lines.filter { $0.hasSuffix("=OK") }.map { $0.dropLast(3) })
                let expected: Set<Substring> = Set((0..<100).flatMap { index in ["a\(index)", "b\(index)"] }.map { Substring($0) })
                #expect(keys == expected, "\(expected.subtracting(keys).count) keys lost")
            }
        }
    }
}

private typealias Action = HostAlert.Action

/// Run `body` with a host in `style` whose answers are kept in a new `XDG_CONFIG_HOME`, its
/// file (`body`'s second argument) holding `file` first when given; the host must quit
/// cleanly. Returns the host's process, to read its output after it quit.
@discardableResult
private func withConfiguredHost(style: DialogStyle, file contents: String? = nil, _ body: @Sendable (TestHost, String) async throws -> Void) async throws -> AppProcess {
    try await withDisplay {
        let config = try newDirectory()
        let file = config + "/org.presentationkit.TestHost/presentationkit.conf"
        if let contents {
            try FileManager.default.createDirectory(atPath: config + "/org.presentationkit.TestHost", withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        }
        let host = try TestHost(environment: style.environment.merging(["XDG_CONFIG_HOME": config]) { $1 })
        try await body(host, file)
        try host.quit()
        return host.process
    }
}

/// A new empty directory.
private func newDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "pk-suppression-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The clipboard's text, read by GTK 4 in another process, or `nil` when it holds none.
private func clipboardText() throws -> String? {
    let script = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/read-clipboard.py").path
    guard let data = try? run("/usr/bin/python3", [script], within: 10) else { return nil }
    struct Clipboard: Decodable { let text: String }
    return try JSONDecoder().decode(Clipboard.self, from: data).text
}
