import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.ReliabilityTests {

    /// Issue 7, item 1: bad input reaches a real GtkMessageDialog, read back through AT-SPI.
    /// GtkPresenterTests already pins markup and RTL in title and body, a 10,000-character
    /// body, a click on the added OK, Escape on two cancels, and one re-entrant action; these
    /// go further.
    @Suite("Reliability: bad input on a real display", .displaySuite)
    struct BadInputTests {

        @Test func emptyTitleShowsTheBodyAndOK() async throws {
            try await reliabilityCase("1.01", "empty title") {
                try await withTestHost { host in
                    host.present(HostAlert(title: "", message: "Body under an empty heading"))
                    let shown = try host.screen.dialog()
                    try check(shown.labels.contains("Body under an empty heading"), "body shown: \(shown.labels)")
                    // No empty heading line above the body (GTK would show one, which AT-SPI
                    // reads as "GtkLabel" on 4.8 and "" on 4.18).
                    try check(shown.labels == ["Body under an empty heading"], "\(shown.labels)")
                    try check(shown.buttonLabels == ["OK"], "\(shown.buttonLabels)")
                    try host.screen.click("OK")
                    try host.screen.waitUntilNoDialog()
                    return "no heading label, body shown, buttons \(shown.buttonLabels); OK closes it"
                }
            }
        }

        @Test func nilAndEmptyMessagesShowOnlyTheHeading() async throws {
            try await reliabilityCase("1.02", "nil / empty message") {
                try await withTestHost { host in
                    host.present(HostAlert(title: "No message"))
                    let none = try dialog(titled: "No message", on: host)
                    try check(none.labels == ["No message"], "nil message: \(none.labels)")
                    try host.screen.click("OK")
                    host.present(HostAlert(title: "Empty message", message: ""))
                    let empty = try dialog(titled: "Empty message", on: host)
                    try check(empty.labels == ["Empty message"], "an empty message is no message: \(empty.labels)")
                    try host.screen.click("OK")
                    try host.screen.waitUntilNoDialog()
                    return "nil → labels \(none.labels); \"\" → labels \(empty.labels)"
                }
            }
        }

        /// GTK 4.8 measures a wrapped label of this size for minutes; the dialog shows long
        /// texts in a scrolled area, measured at one width, so the main loop stays free.
        @Test func hundredThousandCharacterMessageIsShownWithoutBlockingTheMainLoop() async throws {
            let long = String(repeating: "0123456789 abcdefghijklmnopqrstuvwxyz ", count: 2_703).prefix(100_000).description
            try await reliabilityCase("1.03", "100,000-character message") {
                try await withTestHost { host in
                    host.present(HostAlert(title: "Long", message: long))
                    // AT-SPI reads go through the host's main loop: a loop blocked in layout
                    // (minutes, without the scrolled area) fails this read.
                    let started = SuspendingClock.now
                    let shown = try dialog(titled: "Long", on: host, within: 60)
                    let seconds = (SuspendingClock.now - started).inSeconds
                    try check(shown.labels == ["Long", long], "body read back has \(shown.labels.last?.count ?? 0) characters")
                    host.send("answer-all")
                    try host.process.line(startingWith: "answered ")
                    return "all 100,000 characters shown and read back through AT-SPI in \(String(format: "%.1f", seconds)) s"
                }
            }
        }

        @Test func nulCharactersAreDroppedAndTheTextAroundThemShown() async throws {
            try await reliabilityCase("1.04", "strings with NUL bytes") {
                try await withTestHost { host in
                    host.present(HostAlert(
                        title: "Before\u{0}After", message: "Line one\u{0}\u{0} and two\u{0}",
                        actions: [.plain("Go\u{0}Now")]))
                    let shown = try dialog(titled: "BeforeAfter", on: host)
                    try check(shown.labels == ["BeforeAfter", "Line one and two"], "\(shown.labels)")
                    try check(shown.buttonLabels == ["GoNow"], "\(shown.buttonLabels)")
                    try host.screen.click("GoNow")
                    let ran = try host.nextAction()
                    try check(ran == "Go\u{0}Now", "the action keeps its own label: \(ran.debugDescription)")
                    return "NULs removed (DialogLayout): title \"Before\\0After\" → \(shown.labels[0].debugDescription), "
                        + "button \"Go\\0Now\" → \(shown.buttonLabels[0].debugDescription); its action ran; no crash"
                }
            }
        }

        @Test func markupAndEntitiesInButtonsAndBodyAreShownLiterally() async throws {
            let title = "Tom & Jerry &amp; <b>friends</b>"
            let body = "a lone & then &lt;tag&gt; &#169; <span foreground='red'>red</span> <i>"
            let buttons = ["<b>Bold</b>", "&amp;", "x < y & z"]
            try await reliabilityCase("1.05", "Pango markup and entities shown literally") {
                try await withTestHost { host in
                    host.present(HostAlert(title: title, message: body, actions: buttons.map { .plain($0) }))
                    let shown = try dialog(titled: title, on: host)
                    try check(shown.labels == [title, body], "\(shown.labels)")
                    try check(shown.buttonLabels == buttons, "\(shown.buttonLabels)")
                    try host.screen.click("&amp;")
                    try check(try host.nextAction() == "&amp;", "the &amp; button ran its own action")
                    return "title, body and 3 button labels read back byte for byte; no Pango warning"
                }
            }
        }

        @Test func emojiAndCombiningCharactersAreShownWhole() async throws {
            let title = "👩‍👩‍👧‍👦 Family 🇫🇷 🏳️‍🌈"
            let body = "e\u{301}te\u{301} — Z\u{324}\u{354}\u{367}\u{311}a\u{308}\u{356} — 𝕳𝖊𝖑𝖑𝖔 — क्षि — 한국어"
            try await reliabilityCase("1.06", "emoji and combining characters") {
                try await withTestHost { host in
                    host.present(HostAlert(title: title, message: body, actions: [.cancel("✋ Stop"), .plain("👍 Go")]))
                    let shown = try dialog(titled: title, on: host)
                    try check(shown.labels == [title, body], "\(shown.labels)")
                    try check(shown.labels.last?.unicodeScalars.elementsEqual(body.unicodeScalars) == true,
                              "combining marks kept scalar for scalar")
                    try check(shown.buttonLabels == ["✋ Stop", "👍 Go"], "\(shown.buttonLabels)")
                    try host.screen.click("👍 Go")
                    try check(try host.nextAction() == "👍 Go", "action ran")
                    return "ZWJ sequences, flags, combining marks, Devanagari conjunct read back scalar for scalar"
                }
            }
        }

        @Test func rightToLeftTitleAndButtonsKeepTheRoleOrder() async throws {
            let title = "حذف الملف؟"
            let body = "הקובץ \"report.pdf\" יימחק. لا يمكن التراجع."
            try await reliabilityCase("1.07", "right-to-left text") {
                try await withTestHost { host in
                    host.present(HostAlert(title: title, message: body, actions: [.destructive("حذف"), .cancel("إلغاء")]))
                    let shown = try dialog(titled: title, on: host)
                    try check(shown.labels == [title, body], "\(shown.labels)")
                    try check(shown.buttonLabels == ["إلغاء", "حذف"], "cancel first: \(shown.buttonLabels)")
                    try host.screen.click("إلغاء")
                    try check(try host.nextAction() == "إلغاء", "a click on the cancel button runs the cancel action")
                    return "Arabic/Hebrew title, mixed body and button labels read back; cancel \"إلغاء\" first, a click runs it"
                }
            }
        }

        @Test(.pressesKeys) func zeroActionsGetOKWhichEscapeAndReturnBothAnswer() async throws {
            try await reliabilityCase("1.08", "0 actions") {
                try await withTestHost { host in
                    host.present(HostAlert(title: "Nothing to choose"))
                    let first = try dialog(titled: "Nothing to choose", on: host)
                    try check(first.buttonLabels == ["OK"], "\(first.buttonLabels)")
                    try host.screen.press("Escape")
                    try host.screen.waitUntilNoDialog()
                    host.present(HostAlert(title: "Still nothing"))
                    _ = try dialog(titled: "Still nothing", on: host)
                    try host.screen.press("Return")
                    try host.screen.waitUntilNoDialog()
                    let census = try host.census()
                    try check(census.created == 2 && census.finalized == 2, "\(census)")
                    return "one OK added; Escape and Return each close it; finalized 2 / created 2"
                }
            }
        }

        @Test func twentyActionsAreAllShownInOrderAndTheLastRuns() async throws {
            let labels = (1...20).map { "Action \($0)" }
            try await reliabilityCase("1.09", "20 actions") {
                try await withTestHost { host in
                    host.present(HostAlert(title: "Twenty", actions: labels.map { .plain($0) }))
                    let shown = try dialog(titled: "Twenty", on: host)
                    try check(shown.buttonLabels == labels, "\(shown.buttonLabels)")
                    try host.screen.click("Action 20")
                    try check(try host.nextAction() == "Action 20", "the 20th ran")
                    try host.screen.waitUntilNoDialog()
                    let printed = try host.linesUntilIdle()
                    try check(!printed.contains { $0.hasPrefix("action ") }, "only one action ran: \(printed)")
                    return "20 buttons in declared order; clicking the 20th runs it, and only it"
                }
            }
        }

        @Test func secondCancelActionIsAPlainActionAndOneWarningIsLogged() async throws {
            try await reliabilityCase("1.10", "two cancel actions") {
                try await withTestHost { host in
                    host.present(HostAlert(title: "Double Cancel", actions: [.cancel("Stop"), .plain("Go"), .cancel("Halt")]))
                    let shown = try dialog(titled: "Double Cancel", on: host)
                    try check(shown.buttonLabels == ["Stop", "Go", "Halt"], "\(shown.buttonLabels)")
                    try host.screen.click("Halt")
                    try check(try host.nextAction() == "Halt", "the second cancel runs as a plain action")
                    try host.screen.waitUntilNoDialog()
                    let warnings = host.process.presentationKitWarnings
                    try check(warnings.count == 1 && warnings[0].contains("Double Cancel"), "\(warnings)")
                    return "first cancel \"Stop\" stands first; \"Halt\" is plain and runs when clicked; 1 warning naming the alert"
                }
            }
        }

        @Test func alertsPresentedFromAnActionQueueBehindThoseAlreadyWaiting() async throws {
            try await reliabilityCase("1.11", "action handler presents another alert (re-entrancy)") {
                try await withTestHost { host in
                    let third = HostAlert(title: "Presented by the action")
                    host.present(HostAlert(title: "First", actions: [.plain("Continue", presents: third)]))
                    host.present(HostAlert(title: "Queued before"))
                    _ = try dialog(titled: "First", on: host)
                    try host.screen.click("Continue")
                    try check(try host.nextAction() == "Continue", "handler ran")
                    var order = ["First"]
                    for expected in ["Queued before", "Presented by the action"] {
                        let shown = try dialog(titled: expected, on: host)
                        try check(try host.screen.dialogs().count == 1, "one dialog at a time")
                        order.append(shown.labels[0])
                        try host.screen.click("OK")
                    }
                    try host.screen.waitUntilNoDialog()
                    let census = try host.census()
                    try check(census.created == 3 && census.finalized == 3, "\(census)")
                    return "shown in order: \(order.joined(separator: " → ")); finalized 3 / created 3"
                }
            }
        }

        @Test(arguments: ["async", "completion"])
        func anErrorThrownFromAnActionHandlerIsAlerted(form: String) async throws {
            try await reliabilityCase(form == "async" ? "1.12" : "1.13",
                                      "action handler throws through tryWithErrorAlert (\(form) form)") {
                try await withTestHost { host in
                    host.send("throwing-action \(form)")
                    let asked = try dialog(titled: "Run the failing operation?", on: host)
                    try check(asked.buttonLabels == ["Cancel", "Run"], "\(asked.buttonLabels)")
                    try host.screen.click("Run")
                    try check(try host.nextAction() == "Run", "handler ran")
                    let alerted = try dialog(titled: "The operation failed on purpose.", on: host)
                    try check(alerted.buttonLabels == ["OK"], "\(alerted.buttonLabels)")
                    if form == "completion" { try host.process.line(startingWith: "completion ran") }
                    try host.screen.click("OK")
                    try host.screen.waitUntilNoDialog()
                    return "the thrown error is alerted next: \(alerted.labels.debugDescription)"
                        + (form == "completion" ? ", then the completion ran" : "")
                }
            }
        }
    }
}
