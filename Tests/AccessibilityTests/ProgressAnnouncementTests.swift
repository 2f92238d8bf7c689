import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AccessibilityTests {

    /// A progress dialog's detail ("12 of 40 MB", `alert --progress`'s `# text`) is said to a
    /// screen reader as it changes, where GTK can (4.14 or later, `gtk_accessible_announce`):
    /// heard over AT-SPI as a polite `object:announcement`, the first at once, then at most
    /// every 5 s, the latest detail when the interval ends, never a stale one. On GTK 4.8
    /// the detail is the bar's description only
    /// (`ProgressPresenterTests.theBarsDescriptionIsTheDetailLineAndGoesWhenTheDetailDoes`,
    /// `ProgressTests.aTextLineIsTheBarsAccessibleDescription`).
    @Suite("A progress's detail announced to a screen reader", .displaySuite)
    struct ProgressAnnouncementTests {

        /// The shortest time between two announcements the tests accept: the 5 s of
        /// progress.c, less the AT-SPI events' delivery jitter on a busy machine.
        static let interval = 4.0

        /// One announcement heard, and when the test read it.
        struct Heard: Decodable {
            let text: String
            let politeness: String
            var at = ContinuousClock.now

            private enum CodingKeys: String, CodingKey { case text, politeness }
        }

        /// The next announcement `listener` hears, within `seconds`.
        static func next(_ listener: AppProcess, within seconds: Double = 15) throws -> Heard {
            let line = try listener.line(startingWith: #"{"text""#, within: seconds)
            return try JSONDecoder().decode(Heard.self, from: Data(line.utf8))
        }

        /// What `listener` hears until it hears `last` (which is included).
        static func heard(_ listener: AppProcess, through last: String, within seconds: Double = 30) throws -> [Heard] {
            var heard: [Heard] = []
            let deadline = Deadline(seconds: seconds)
            repeat {
                do {
                    heard.append(try next(listener, within: seconds))
                } catch {
                    throw E2EError("“\(last)” not announced within \(seconds) s; heard \(heard.map(\.text)): \(error)")
                }
                if heard.last?.text == last { return heard }
            } while !deadline.hasPassed
            throw E2EError("“\(last)” not announced within \(seconds) s; heard \(heard.map(\.text))")
        }

        @Test(.enabled(if: !gtkIs4_8, "GTK 4.14 or later: 4.8 has no announcements"), arguments: DialogStyle.checkedEndToEnd)
        func hundredRapidDetailsAreAnnouncedFirstAtOnceThenAtMostEveryFiveSecondsTheLastOneLast(
            _ style: DialogStyle
        ) async throws {
            try await withTestHost(style: style) { host in
                host.send("work-start 0")
                _ = try host.process.line(startingWith: "work started 1")
                _ = try host.screen.dialog()
                let listener = try listenForAnnouncements(of: host.process.pid, count: 1000, wait: 120)
                defer { listener.stop() }

                // The first detail is said at once, politely.
                let sent = ContinuousClock.now
                host.send("work-step 0.01 First")
                let first = try Self.next(listener)
                #expect(first.text == "First")
                #expect(first.politeness == "polite")
                #expect((first.at - sent).inSeconds < Self.interval, "at once, not after an interval")

                // 100 more, each drawn in a frame of its own, 20 ms apart: a few said, the
                // last among them.
                host.send("work-steps 100 20")
                let during = try Self.heard(listener, through: "100 of 100")
                _ = try host.process.line(startingWith: "work stepped 100")
                // A marker said after them: nothing stale is said in between.
                host.send("work-step 1 Done")
                let after = try Self.heard(listener, through: "Done")
                #expect(after.count == 1, "nothing between the last detail and the next: \(after.map(\.text))")

                let all = [first] + during + after
                #expect(during.count <= 3, "a few announcements, not one per change: \(during.map(\.text))")
                #expect(all.allSatisfy { $0.politeness == "polite" })
                for (earlier, later) in zip(all, all.dropFirst()) {
                    let gap = (later.at - earlier.at).inSeconds
                    #expect(gap >= Self.interval, "“\(later.text)” \(gap) s after “\(earlier.text)”")
                }
                // Each said is newer than the one before: the latest waits, not the oldest.
                let steps = during.map { Int($0.text.split(separator: " ").first ?? "") ?? -1 }
                #expect(steps == steps.sorted() && Set(steps).count == steps.count && !steps.contains(-1), "\(steps)")

                host.send("work-finish")
                _ = try host.process.line(startingWith: "work finished 1")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(.enabled(if: !gtkIs4_8, "GTK 4.14 or later: 4.8 has no announcements"), arguments: DialogStyle.checkedEndToEnd)
        func alertProgressTextLinesAreAnnouncedTheSecondAfterTheInterval(_ style: DialogStyle) async throws {
            try await withDisplay {
                let arguments = (style == .adwaita ? ["--adwaita"] : []) + ["--progress", "--text", "Working"]
                let alert = try AppProcess(product("alert"), arguments: arguments)
                defer { alert.stop() }
                let screen = Screen(pid: alert.pid)
                _ = try screen.dialog()
                let listener = try listenForAnnouncements(of: alert.pid, count: 1000, wait: 60)
                defer { listener.stop() }

                let sent = ContinuousClock.now
                alert.send("# Copying a.txt")
                let first = try Self.next(listener)
                #expect(first.text == "Copying a.txt")
                #expect(first.politeness == "polite")
                #expect((first.at - sent).inSeconds < Self.interval, "at once, not after an interval")
                // A number alone says nothing new; the next text waits for the interval.
                alert.send("40")
                alert.send("# Copying b.txt")
                try screen.waitForLabel("Copying b.txt")
                let second = try Self.next(listener)
                #expect(second.text == "Copying b.txt")
                let gap = (second.at - first.at).inSeconds
                #expect(gap >= Self.interval, "the second \(gap) s after the first")

                try screen.click("Cancel")
                #expect(try alert.waitForExit() == 1)
                #expect(alert.gtkComplaints.isEmpty, "\(alert.gtkComplaints)")
            }
        }
    }
}
