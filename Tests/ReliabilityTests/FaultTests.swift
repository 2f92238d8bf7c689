import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.ReliabilityTests {

    /// Issue 7, item 2: faults around a real GTK window, with the dialogs' lifetimes
    /// counted by GObject weak references (DialogCensus).
    @Suite("Reliability: faults on a real display", .displaySuite)
    struct FaultTests {

        @Test func destroyingTheParentWithEveryKindOfAlertUpResolvesOnceAndLeaksNothing() async throws {
            try await reliabilityCase("2.01", "parent window destroyed while alerts are up") {
                try await withTestHost { host in
                    // Every alert has actions that print when they run (the errors' OK too:
                    // pk-test-host's error alerts print theirs), so "no action ran" can see one run.
                    host.present(HostAlert(title: "Context alert", actions: [.cancel("Keep context"), .plain("Go context")]))
                    host.present(HostAlert(title: "Queued alert", actions: [.cancel("Keep queued"), .plain("Go queued")]))
                    host.ask(HostAlert(title: "Asked", actions: [.cancel(), .plain("Go")]))
                    host.send("spam-errors 1 2")
                    try host.process.line(startingWith: "spammed pending=2")
                    _ = try host.screen.dialogs(count: 3)
                    host.send("destroy-window")
                    try check(try host.process.line(startingWith: "answer ") == "answer -", "the wait resolved with no action")
                    try host.screen.waitUntilNoDialog()
                    let census = try host.census()
                    try check(census.created == 3 && census.finalized == 3, "\(census)")
                    // Alerts after the window is gone: nothing shows, nothing crashes.
                    host.present(HostAlert(title: "After the window", actions: [.cancel("Keep after"), .plain("Go after")]))
                    host.send("spam-errors 1 1")
                    try host.process.line(startingWith: "spammed ")
                    let after = try host.census()
                    try check(after.created == 3, "no dialog for a destroyed window: \(after)")
                    // Everything printed since the window went, up to a mark printed once nothing
                    // else is due: what is not in it never ran.
                    let answers = try host.linesUntilIdle().filter { $0.hasPrefix("answer ") || $0.hasPrefix("action ") }
                    try check(answers.isEmpty, "resolved once, no action ran: \(answers)")
                    return "3 dialogs (context, async form, error) closed; async wait answered nil once; "
                        + "no action ran; finalized \(census.finalized) / created \(census.created); later alerts show nothing"
                }
            }
        }

        @Test func quittingWithAlertsShownAndQueuedExitsCleanly() async throws {
            try await reliabilityCase("2.02", "application quits with alerts queued") {
                try await withDisplay {
                    let host = try TestHost()
                    host.send("census-at-exit")
                    // Every alert has actions that print when they run (the errors' OK too:
                    // pk-test-host's error alerts print theirs), so "no action ran" can see one run.
                    for index in 1...3 {
                        host.present(HostAlert(title: "Queued \(index)", actions: [.cancel("Keep \(index)"), .plain("Go \(index)")]))
                    }
                    host.ask(HostAlert(title: "Asked", actions: [.cancel(), .plain("Go")]))
                    host.send("spam-errors 2 3")
                    try host.process.line(startingWith: "spammed pending=6")
                    _ = try host.screen.dialogs(count: 3)
                    host.send("quit")
                    let status = try host.process.waitForExit(within: 30)
                    try check(status == 0, "exit status \(status): \(host.process.stderrText)")
                    try check(host.process.gtkComplaints.isEmpty, "GTK complained: \(host.process.gtkComplaints)")
                    // The program has ended and both pipes are read: all it printed after
                    // "spammed" is here, the exit census (printed at exit) last of all.
                    let printed = host.process.pendingLines
                    let exitCensus = try #require(printed.last { $0.hasPrefix("exit census") }, "no exit census in \(printed)")
                    let ranActions = printed.filter { $0.hasPrefix("action ") }
                    try check(ranActions.isEmpty, "quitting chose no action: \(ranActions)")
                    return "exit 0, no GTK warning or critical, no action run; 3 dialogs up, 8 alerts queued; "
                        + "at exit: \(exitCensus.dropFirst("exit census ".count)) (dialogs still up when the loop ends are not destroyed)"
                }
            }
        }

        @Test func releasingThePresenterLosesNothingQueued() async throws {
            try await reliabilityCase("2.03", "presenter released while showing") {
                try await withTestHost { host in
                    for index in 1...3 {
                        host.present(HostAlert(title: "Alert \(index)", actions: [.plain("Next \(index)")]))
                    }
                    _ = try dialog(titled: "Alert 1", on: host)
                    host.send("detach")
                    try host.screen.waitUntilNoDialog()
                    let released = try host.census()
                    try check(released.created == 1 && released.finalized == 1, "\(released)")
                    let printed = try host.linesUntilIdle()
                    try check(!printed.contains { $0.hasPrefix("action ") }, "no action ran: \(printed)")
                    host.send("attach")
                    var order: [String] = []
                    for index in 1...3 {
                        order.append(try dialog(titled: "Alert \(index)", on: host).labels[0])
                        try host.screen.click("Next \(index)")
                        try check(try host.nextAction() == "Next \(index)", "action \(index)")
                    }
                    try host.screen.waitUntilNoDialog()
                    let census = try host.census()
                    try check(census.created == 4 && census.finalized == 4, "\(census)")
                    return "dialog closed, no action ran, finalized 1 / created 1; a new presenter shows "
                        + "\(order.joined(separator: " → ")) (the item and queue were kept); finalized 4 / created 4"
                }
            }
        }

        @Test func errorsFromHundredDetachedTasksAndAPlainThreadAllArriveAndAreShown() async throws {
            try await reliabilityCase("2.04", "alert(error:) from 100 detached tasks and a plain Thread at once") {
                try await withTestHost { host in
                    host.send("spam-errors 100 3 100")
                    let spammed = try host.fields(of: "spammed ", within: 30)
                    try check(spammed["pending"] == "400", "all 400 arrived: \(spammed)")
                    let first = try host.screen.dialog()
                    try check(first.labels.first?.contains("failure") == true, "an error dialog is up: \(first.labels)")
                    host.send("answer-all")
                    let answered = try host.fields(of: "answered ", within: 60)
                    try check(answered["order"] == "ok", "each task's errors shown in its order: \(answered)")
                    try check(answered["created"] == "400" && answered["finalized"] == "400", "\(answered)")
                    return "400 of 400 errors arrived (no merging: all distinct), each shown once, per-task order kept; "
                        + "finalized \(answered["finalized"]!) / created \(answered["created"]!)"
                }
            }
        }

        @Test func anAlertPresentedOnAWindowNeverShownIsShownAndAnswered() async throws {
            try await reliabilityCase("2.05", "alert presented before the window is mapped") {
                try await withTestHost { host in
                    host.send("present-unmapped " + HostAlert(title: "Early", actions: [.cancel(), .plain("Fine")]).json)
                    let presented = try host.fields(of: "presented-unmapped ")
                    try check(presented["parent-mapped"] == "false", "\(presented)")
                    let shown = try dialog(titled: "Early", on: host)
                    try check(shown.buttonLabels == ["Cancel", "Fine"], "\(shown.buttonLabels)")
                    try host.screen.click("Fine")
                    try check(try host.nextAction() == "Fine", "action ran")
                    try host.screen.waitUntilNoDialog()
                    let census = try host.census()
                    try check(census.finalized == census.created, "\(census)")
                    return "shown over its unmapped parent and answered; no GTK warning; finalized \(census.finalized) / created \(census.created)"
                }
            }
        }
    }
}
