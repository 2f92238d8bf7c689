import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--notification`: what `alert` sends on the session bus, read by a recording
    /// notification service (Tests/DesktopReaders/notification-server.py), compared with
    /// what zenity 3.44 sent it (docs/alert.md's table). Serialized: one test runs with no
    /// service on the bus, which another test's service would answer. Usage errors: ``UsageTests``.
    @Suite("alert: --notification", .displaySuite, .serialized)
    struct NotificationTests {

        /// The first line of `--text` (escapes compressed, as zenity) is the summary, the
        /// rest the body; no icon, no actions, expire -1, and libnotify's sender-pid hint.
        @Test func textSplitsIntoSummaryAndBodyAtTheFirstNewline() async throws {
            let (ending, calls) = try await notifying(["--notification", "--text", #"Build done\nAll 3 targets\nin 40 s"#])
            #expect(ending.status == 0)
            #expect(ending.output.isEmpty && ending.errors.isEmpty)
            let call = try #require(calls.only)
            #expect(call.summary == "Build done")
            #expect(call.body == "All 3 targets\nin 40 s")
            #expect(call.appName == "alert")
            #expect(call.appIcon == "")
            #expect(call.actions.isEmpty)
            #expect(call.replacesID == 0 && call.expireTimeout == -1)
            #expect(call.hints.keys.sorted() == ["sender-pid"])
            #expect(call.hints["sender-pid"]?.type == "x")
        }

        /// `--window-icon` is the app_icon (zenity's four words as the theme's names); the
        /// hints go typed as zenity types them, a wrong one skipped with a line on stderr.
        @Test func windowIconAndHintsGoTyped() async throws {
            let (ending, calls) = try await notifying([
                "--notification", "--text", "Mail", "--window-icon", "info", "--hint", "urgency:2", "--hint", "category:email",
                "--hint", "Transient:true", "--hint", "x:0x10", "--hint", "resident:maybe", "--hint", "bogus:1",
            ])
            #expect(ending.status == 0)
            #expect(ending.errorLines.count == 2, "resident and bogus skipped: \(ending.errors)")
            #expect(ending.errorLines.allSatisfy { $0.hasPrefix("alert: skipping the hint") })
            let call = try #require(calls.only)
            #expect(call.summary == "Mail" && call.body == "")
            #expect(call.appIcon == "dialog-information")
            #expect(call.hints["urgency"] == Hint(type: "y", value: "2"))
            #expect(call.hints["category"] == Hint(type: "s", value: "email"))
            #expect(call.hints["transient"] == Hint(type: "b", value: "true"))
            #expect(call.hints["x"] == Hint(type: "i", value: "16"))
            #expect(call.hints["resident"] == nil && call.hints["bogus"] == nil)
        }

        /// An image file's icon goes as a file:// URI, which the service finds wherever it runs.
        @Test func iconFileGoesAsURI() async throws {
            let (_, calls) = try await notifying(["--notification", "--text", "x", "--window-icon", "/usr/share/pixmaps/none.png"])
            #expect(calls.only?.appIcon == "file:///usr/share/pixmaps/none.png")
        }

        /// `--listen`: each `message:` (and `tooltip:`) line a notification, in order;
        /// `icon:` and `hints:` change the next ones; `visible:` and wrong lines change
        /// nothing; the end of stdin ends alert with 0 (zenity never ends).
        @Test func listenSendsEachMessageInOrder() async throws {
            let input = "message:one\nicon:dialog-error\nmessage: two\\nbody\nvisible:false\nnocolon\n"
                + "hints:urgency:2\\ncategory:c\nTOOLTIP:three\nbogus:x\n"
            let (ending, calls) = try await notifying(["--notification", "--listen"], input: input)
            #expect(ending.status == 0)
            #expect(ending.errorLines.count == 2, "nocolon and bogus: \(ending.errors)")
            #expect(calls.map(\.summary) == ["one", "two", "three"])
            #expect(calls.map(\.body) == ["", "body", ""])
            #expect(calls.map(\.appIcon) == ["", "dialog-error", "dialog-error"])
            #expect(calls.map { $0.hints["urgency"] } == [nil, nil, Hint(type: "y", value: "2")])
            #expect(calls.last?.hints["category"] == Hint(type: "s", value: "c"))
        }

        /// No service on the bus: one line that says so, nothing sent, zenity's status 1.
        @Test func noServiceIsOneLineAndStatusOne() async throws {
            try await withDisplay {
                let ending = try AlertCommand(["--notification", "--text", "nobody hears"]).finish()
                #expect(ending.status == 1)
                #expect(ending.errorLines == [
                    "alert: cannot send the notification: no notification service on the session bus (nothing owns org.freedesktop.Notifications)",
                ])
                #expect(ending.output.isEmpty)
            }
        }

        /// A notification needs the bus, not a display: sent with DISPLAY and WAYLAND_DISPLAY unset.
        @Test func needsNoDisplay() async throws {
            let (ending, calls) = try await notifying(
                ["--notification", "--text", "headless"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
            #expect(ending.status == 0 && ending.errors.isEmpty)
            #expect(calls.map(\.summary) == ["headless"])
        }
    }
}

/// One hint as the recording service printed it: its D-Bus type and its value as JSON text.
private struct Hint: Equatable, CustomStringConvertible {
    let type: String
    let value: String
    var description: String { "\(type):\(value)" }
}

/// One Notify call as the recording service printed it.
private struct NotifyCall {
    let appName: String
    let replacesID: Int
    let appIcon: String
    let summary: String
    let body: String
    let actions: [String]
    let hints: [String: Hint]
    let expireTimeout: Int

    init(_ line: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let hints = object["hints"] as? [String: [Any]]
        else { throw E2EError("not a Notify call: \(line)") }
        appName = object["app_name"] as? String ?? "?"
        replacesID = object["replaces_id"] as? Int ?? -2
        appIcon = object["app_icon"] as? String ?? "?"
        summary = object["summary"] as? String ?? "?"
        body = object["body"] as? String ?? "?"
        actions = object["actions"] as? [String] ?? ["?"]
        expireTimeout = object["expire_timeout"] as? Int ?? -2
        self.hints = hints.mapValues { pair in
            let type = pair.first as? String ?? "?"
            let value = pair.count == 2 ? pair[1] : "?"
            // By the D-Bus type: JSONSerialization reads 0 and 1 as Bool too.
            let text = type == "b" ? ((value as? Bool) == true ? "true" : "false") : "\(value)"
            return Hint(type: type, value: text)
        }
    }
}

private extension Array {
    /// The one element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}

/// Run `alert arguments` (with `input` on stdin, then closed) beside a recording
/// notification service on the test's session bus; return how alert ended and the calls
/// the service received, in order. The calls are synchronous: all are printed before
/// alert exits, and the service's output is read to its end after it is told to stop.
private func notifying(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
) async throws -> (Ending, [NotifyCall]) {
    try await withDisplay {
        let script = repositoryRoot.appendingPathComponent("Tests/DesktopReaders/notification-server.py").path
        let server = try AppProcess(URL(fileURLWithPath: "/usr/bin/python3"), arguments: [script])
        defer { server.stop() }
        try server.line(startingWith: "ready")
        let command = try AlertCommand(arguments, environment: environment)
        if let input { command.process.send(bytes: Array(input.utf8)) }
        command.process.closeInput()
        let ending = try command.finish()
        server.closeInput()
        #expect(try server.waitForExit() == 0, "the service: \(server.stderrText)")
        return (ending, try server.pendingLines.map(NotifyCall.init))
    }
}
