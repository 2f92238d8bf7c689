import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.ReliabilityTests {

    /// Issue 7, item 3: loads no person could answer by hand; pk-test-host answers each
    /// dialog from code (its `response` signal, as a click gives it) and counts dialogs by
    /// GObject weak references.
    ///
    /// Each load is sized by time, on the host's own clock: as many dialogs as fit in
    /// `loadSeconds`, the count reported, so that a slow machine runs fewer cycles instead
    /// of running out of the test's time limit (10,000 took 100 s here and 209 s in a loaded
    /// fresh root, against a 180 s limit). The limit now has more than 3× headroom. 15 s,
    /// not the 40 they had until issue 40: about 1,700 dialogs here, each answered, counted
    /// and finalized, where a leak of a dialog a cycle shows within the first hundred; the
    /// 50 s saved a lane went to keeping CI under its 25 minutes.
    @Suite("Reliability: load on a real display", .displaySuite)
    struct LoadTests {

        /// Seconds of answering a load gets; the time limit is `displaySuite`'s 3 minutes.
        static let loadSeconds = 15
        /// Fewer dialogs than this in `loadSeconds` and the machine is too slow for the load
        /// to say anything: a failure, not a pass with nothing shown. (A loaded fresh root
        /// answered 48 a second: 720 in 15 s.)
        static let fewestDialogs = 500

        @Test func tenThousandErrorsInABurstAreQueuedNoneLostAndShownOnceInOrderWhileTimeAllows() async throws {
            try await reliabilityCase("3.01", "10,000 errors in a burst") {
                try await withTestHost { host in
                    let start = SuspendingClock.now
                    host.send("spam-errors 100 100")
                    let spammed = try host.fields(of: "spammed ", within: 120)
                    let arrived = (SuspendingClock.now - start).inSeconds
                    try check(spammed["pending"] == "10000", "all 10,000 queued: \(spammed)")
                    host.send("answer-all \(Self.loadSeconds)")
                    let answered = try host.fields(of: "answered ", within: Double(Self.loadSeconds) + 60)
                    let count = try #require(answered["answered"].flatMap { Int($0) }, "\(answered)")
                    let (pending, shown) = (Int(answered["pending"] ?? "") ?? -1, Int(answered["shown"] ?? "") ?? -1)
                    try check(count >= Self.fewestDialogs, "only \(count) dialogs answered in \(Self.loadSeconds) s: \(answered)")
                    try check(answered["order"] == "ok", "per-task order, none twice: \(answered)")
                    try check(count + pending == 10_000, "answered + still queued = 10,000, none lost: \(answered)")
                    try check(answered["finalized"] == "\(count)" && answered["created"] == "\(count + shown)"
                              && (0...1).contains(shown), "every answered dialog finalized, at most the next one up: \(answered)")
                    return "10,000 of 10,000 queued in \(String(format: "%.1f", arrived)) s from 100 detached tasks; "
                        + "\(count) shown and answered once each in per-task order in \(Self.loadSeconds) s, "
                        + "\(pending) still queued (none lost); finalized \(count) / created \(count + shown)"
                }
            }
        }

        /// One run carries both rows: 3.02's weak-ref accounting on every lane, and 3.03's
        /// flat RSS on X11, since GTK 4.8's Wayland backend keeps memory for every window it
        /// closed, under headless Weston with either renderer: raw C GtkMessageDialog cycles
        /// (Benchmarks/baselines/c-dialog.c) grow by about 280 KB of shared window buffers
        /// (memfd:gdk-wayland) and 3.4 KB of private memory a window, which hides any leak of
        /// ours (the row is not written there).
        ///
        /// The host runs without accessibility (`GTK_A11Y=none`): GTK queues each dialog's
        /// AT-SPI messages for the accessibility bus, and a bus slowed by a loaded machine
        /// leaves them in the host's memory. With the bus's daemon stopped (SIGSTOP) for 8 s,
        /// RSS grew 25 MB over 2,334 cycles; with `GTK_A11Y=none`, under the same stop, it
        /// fell by 40 KB. That memory is the bus's backlog, not ours; the accessibility
        /// suites read the same dialogs over the bus.
        @Test func presentAnswerCyclesRunEveryHandlerOnceFinalizeEveryDialogAndKeepRSSFlat() async throws {
            try await withTestHost(environment: ["GTK_A11Y": "none"]) { host in
                let start = SuspendingClock.now
                var cycles: [String: String] = [:]
                var count = 0
                try await reliabilityCase("3.02", "present/answer cycles for \(Self.loadSeconds) s, weak-ref accounting") {
                    host.send("cycles 10000 \(Self.loadSeconds)")
                    cycles = try host.fields(of: "cycles ", within: Double(Self.loadSeconds) + 60)
                    count = try #require(cycles["cycles"].flatMap { Int($0) }, "\(cycles)")
                    try check(count >= Self.fewestDialogs, "only \(count) cycles in \(Self.loadSeconds) s: \(cycles)")
                    try check(cycles["handlers"] == "\(count)", "every handler ran once: \(cycles)")
                    try check(cycles["created"] == "\(count)" && cycles["finalized"] == "\(count)", "\(cycles)")
                    return "handlers \(count), finalized \(count) / created \(count) over \(count) cycles "
                        + "in \(String(format: "%.0f", (SuspendingClock.now - start).inSeconds)) s"
                }
                guard DisplayLane.current == .x11 else { return }
                try await reliabilityCase("3.03", "present/answer cycles for \(Self.loadSeconds) s, RSS stays flat") {
                    func range(_ key: String) throws -> (start: Int, end: Int) {
                        let figures = (cycles[key] ?? "").components(separatedBy: "..").compactMap { Int($0) }
                        try check(figures.count == 2 && figures.allSatisfy { $0 >= 0 }, "\(key) figures: \(cycles)")
                        return (figures[0], figures[1])
                    }
                    let rss = try range("rss-kb"), shared = try range("shmem-kb")
                    // GTK and fontconfig fill caches once; a leak of a dialog's worth of memory a
                    // cycle would pass the bound within the cycles run (the floor is reported).
                    let growth = rss.end - rss.start
                    try check(growth < 4_096, "RSS grew \(growth) KB over cycles 100…\(count) (\(cycles))")
                    let floor = Double(4_096) / Double(max(count - 100, 1))
                    return "RSS \(rss.start) → \(rss.end) KB (of it shared \(shared.start) → \(shared.end) KB) "
                        + "over cycles 100–\(count), growth \(growth) KB < 4,096 KB "
                        + "(a leak of \(String(format: "%.1f", floor)) KB a cycle or more would show)"
                }
            }
        }
    }
}
