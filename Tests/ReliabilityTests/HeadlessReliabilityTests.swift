import Foundation
import PresentationKit
import Testing

/// The same bad input and concurrency cases in process, without a display: what the
/// core (DialogLayout, PresentationContext, ErrorAlerter) makes of them. These also run
/// under the thread and address sanitizers (scripts/sanitizers).
@Suite("Reliability: the core, headless")
struct HeadlessReliabilityTests {

    @Test func badTextsReachTheLayoutVerbatimExceptNUL() async throws {
        let long = String(repeating: "x", count: 100_000)
        let cases: [(id: String, name: String, title: String, message: String?, heading: String, body: String?)] = [
            ("1.01", "empty title", "", "Body", "", "Body"),
            ("1.02", "nil / empty message", "Title", nil, "Title", nil),
            ("1.02", "nil / empty message", "Title", "", "Title", nil),
            ("1.04", "strings with NUL bytes", "T", "\u{0}", "T", nil),
            ("1.03", "100,000-character message", "Long", long, "Long", long),
            ("1.04", "strings with NUL bytes", "Before\u{0}After", "\u{0}a\u{0}\u{0}b\u{0}", "BeforeAfter", "ab"),
            ("1.05", "Pango markup and entities shown literally", "<b>&amp;</b> & <span foreground='red'>",
             "&lt; &", "<b>&amp;</b> & <span foreground='red'>", "&lt; &"),
            ("1.06", "emoji and combining characters", "👩‍👩‍👧‍👦 🇫🇷", "e\u{301}", "👩‍👩‍👧‍👦 🇫🇷", "e\u{301}"),
            ("1.07", "right-to-left text", "حذف الملف؟", "שלום", "حذف الملف؟", "שלום"),
        ]
        for entry in cases {
            try await reliabilityCase(entry.id, entry.name, layer: "core") {
                let layout = DialogLayout(AlertMessage(title: entry.title, message: entry.message))
                try check(layout.heading.unicodeScalars.elementsEqual(entry.heading.unicodeScalars), "heading \(layout.heading.debugDescription)")
                try check(layout.body?.unicodeScalars.elementsEqual(entry.body?.unicodeScalars ?? "".unicodeScalars) ?? (entry.body == nil),
                          "body \(String(describing: layout.body?.prefix(40)))")
                try check(layout.buttons.map(\.label) == ["OK"] && layout.warnings.isEmpty, "one OK, no warning")
                return "DialogLayout heading \(describe(layout.heading)), body \(layout.body.map(describe) ?? "nil"); one OK"
            }
        }
    }

    @Test func nulInAButtonLabelIsDroppedFromTheButtonOnly() async throws {
        try await reliabilityCase("1.04", "strings with NUL bytes (button label)", layer: "core") {
            let layout = DialogLayout(AlertMessage(title: "T", actions: [AlertAction("Go\u{0}Now")]))
            try check(layout.buttons.map(\.label) == ["GoNow"], "\(layout.buttons.map(\.label))")
            try check(layout.buttons[0].action.label == "Go\u{0}Now", "the action itself is unchanged")
            return "button \"Go\\0Now\" laid out as \"GoNow\"; AlertAction.label unchanged"
        }
    }

    @Test func zeroActionsGetOKThatReturnAndEscapeBothChoose() async throws {
        try await reliabilityCase("1.08", "0 actions", layer: "core") {
            let layout = DialogLayout(AlertMessage(title: "T", actions: []))
            try check(layout.buttons.map(\.label) == ["OK"], "\(layout.buttons.map(\.label))")
            try check(layout.defaultIndex == 0 && layout.closeIndex == 0, "Return and Escape choose OK")
            return "buttons [OK]; Return → OK, Escape → OK"
        }
    }

    @Test func twentyActionsKeepTheirOrderAndResponses() async throws {
        try await reliabilityCase("1.09", "20 actions", layer: "core") {
            let labels = (1...20).map { "Action \($0)" }
            let layout = DialogLayout(AlertMessage(title: "T", actions: labels.map { AlertAction($0) }))
            try check(layout.buttons.map(\.label) == labels, "order")
            try check((0..<20).map { layout.action(for: .chosen($0))?.label } == labels, "positions 0…19")
            try check(layout.defaultIndex == 19 && layout.closeIndex == nil, "default the rightmost, Escape runs nothing")
            return "20 buttons, positions 0…19, Return → Action 20, Escape runs nothing"
        }
    }

    @Test func twoCancelActionsFirstWinsWithOneWarning() async throws {
        try await reliabilityCase("1.10", "two cancel actions", layer: "core") {
            let layout = DialogLayout(AlertMessage(title: "Twice", actions: [
                AlertAction("Go"), AlertAction("Stop", role: .cancel), AlertAction("Halt", role: .cancel),
            ]))
            try check(layout.buttons.map(\.label) == ["Stop", "Go", "Halt"], "\(layout.buttons.map(\.label))")
            try check(layout.action(for: .escaped)?.label == "Stop", "Escape runs the first cancel")
            try check(layout.warnings.count == 1 && layout.warnings[0].contains("Twice"), "\(layout.warnings)")
            return "Stop (first cancel) stands first and answers Escape; Halt is plain; 1 warning naming “Twice”"
        }
    }

    @Test @MainActor func anAlertPresentedFromAHandlerQueuesBehindTheWaitingOnes() async throws {
        try await reliabilityCase("1.11", "action handler presents another alert (re-entrancy)", layer: "core") {
            let context = PresentationContext<String>()
            let action = AlertAction("Continue") { context.present("Presented by the action") }
            context.present("First")
            context.present("Queued before")
            // What a presenter does on an answer: run the handler, then dismiss.
            action.perform()
            context.dismiss()
            var order = ["First"]
            while let item = context.item {
                order.append(item)
                context.dismiss()
            }
            try check(order == ["First", "Queued before", "Presented by the action"], "\(order)")
            return order.joined(separator: " → ")
        }
    }

    @Test @MainActor func anErrorThrownInsideAnActionHandlerIsAlerted() async throws {
        try await reliabilityCase("1.12", "action handler throws through tryWithErrorAlert (async form)", layer: "core") {
            let alerter = HeadlessAlerter()
            let action = AlertAction("Run") {
                alerter.tryWithErrorAlert { throw HeadlessFailure() }
            }
            action.perform()
            for _ in 0..<1_000 where alerter.errorContext.item == nil { await Task.yield() }
            let shown = alerter.errorContext.item.map { AlertMessage(error: $0).title }
            try check(shown == "Headless failure", "\(String(describing: shown))")
            return "alerted: “\(shown!)”"
        }
    }

    @Test func errorsFromHundredDetachedTasksAndAPlainThreadAtOnceAllArrive() async throws {
        try await reliabilityCase("2.04", "alert(error:) from 100 detached tasks and a plain Thread at once", layer: "core") {
            let alerter = await HeadlessAlerter()
            let threadDone = Semaphore()
            Thread.detachNewThread {
                let sends = (0..<500).map { sequence in
                    Task { @MainActor in alerter.alert(error: HeadlessNumbered(sender: -1, sequence: sequence)) }
                }
                Task {
                    for send in sends { await send.value }
                    threadDone.signal()
                }
            }
            let senders = (0..<100).map { sender in
                Task.detached {
                    for sequence in 0..<5 { await alerter.alert(error: HeadlessNumbered(sender: sender, sequence: sequence)) }
                }
            }
            for sender in senders { await sender.value }
            await threadDone.wait()
            let shown = await alerter.drain()
            try check(shown.count == 1_000, "\(shown.count) of 1000")
            var last: [Int: Int] = [:]
            for error in shown where error.sender >= 0 {
                try check((last[error.sender] ?? -1) < error.sequence, "task \(error.sender) out of order")
                last[error.sender] = error.sequence
            }
            try check(Set(shown.filter { $0.sender < 0 }.map(\.sequence)) == Set(0..<500), "every thread error")
            return "1000 of 1000 arrived (500 from 100 tasks in per-task order, 500 from the thread)"
        }
    }
}

private func describe(_ text: String) -> String {
    text.count > 40 ? "\(text.count) characters, verbatim" : text.debugDescription
}

@MainActor
private final class HeadlessAlerter: ErrorAlerter {
    let errorContext = PresentationContext<any Error>()

    func drain() -> [HeadlessNumbered] {
        var shown: [HeadlessNumbered] = []
        while let item = errorContext.item {
            if let numbered = item as? HeadlessNumbered { shown.append(numbered) }
            errorContext.dismiss()
        }
        return shown
    }
}

private struct HeadlessFailure: LocalizedError {
    var errorDescription: String? { "Headless failure" }
}

private struct HeadlessNumbered: LocalizedError {
    let sender: Int
    let sequence: Int
    var errorDescription: String? { "Failure \(sender).\(sequence)" }
}

/// A one-shot signal a plain thread can give and a task can await.
private final class Semaphore: @unchecked Sendable {
    private let lock = NSLock()
    private var signalled = false
    private var waiter: CheckedContinuation<Void, Never>?

    func signal() {
        let resume = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            signalled = true
            defer { waiter = nil }
            return waiter
        }
        resume?.resume()
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock { () -> Bool in
                if signalled { return true }
                waiter = continuation
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
