// Commands for Tests/ReliabilityTests: faults, and loads a person could not answer by
// hand, so these dialogs are answered from code (the dialog's `response` signal, as a
// button click gives it). Each command prints one result line.
//
//   present-unmapped JSON   present an alert on a second window that was never shown
//   throwing-action KIND    an alert whose action "Run" fails through tryWithErrorAlert,
//                           KIND `async` or `completion`; the error is alerted on the window
//   spam-errors T E S       alert(error:) at once from T detached tasks (E distinct errors
//                           each, awaited in order) and a plain Thread (S errors); prints
//                           "spammed pending=P" once every sender is done. Each error is
//                           shown with the standard error alert, whose actions (OK) print
//                           "action LABEL" when they run, as the host's own alerts do
//   answer-all [S]          answer every dialog from code (its first button) until none is
//                           left, or for S seconds of this program's clock and then no more;
//                           prints "answered N order=ok|BROKEN created=C finalized=F
//                           pending=P shown=D" (P errors still to show, D dialogs up, once
//                           every answered dialog is finalized)
//   cycles N [S]            present/answer cycles answered from code: N, or as many as fit
//                           in S seconds of this program's clock, whichever comes first;
//                           prints "cycles N handlers=H created=C finalized=F rss-kb=A..B
//                           shmem-kb=C..D" (N the cycles run; resident and, of it, shared
//                           memory: window buffers, at cycle 100 and at the end)
//   attach                  a new presenter on the main context (after `detach`)
//   census-at-exit          prints "exit census created=C finalized=F" when the program exits
//   gtk-critical            make GTK log a critical (fatal under G_DEBUG=fatal-criticals)
import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import Foundation
import PresentationKit
import TestHostProtocol
import PresentationKitGtk

extension Host {

    /// Run a reliability command; `false` when `command` is not one.
    func handleReliability(_ command: String, _ argument: String) -> Bool {
        guard ReliabilityCommands.names.contains(command) else { return false }
        if reliability == nil { reliability = ReliabilityCommands(host: self) }
        reliability?.handle(command, argument)
        return true
    }
}

/// Created on the first reliability command, so the other tests' host is unchanged.
@MainActor private var reliability: ReliabilityCommands?

/// An error an action throws on purpose.
struct HostFailure: LocalizedError {
    let errorDescription: String?
}

/// One error of a burst: who sent it, and its place in that sender's sequence.
struct SpamError: LocalizedError {
    /// The task number, or -1 for the plain thread.
    let sender: Int
    let sequence: Int
    var errorDescription: String? {
        sender < 0 ? "Thread failure \(sequence)" : "Task \(sender) failure \(sequence)"
    }
}

@MainActor
final class ReliabilityCommands: ErrorAlerter {
    static let names: Set<String> = [
        "present-unmapped", "throwing-action", "spam-errors", "answer-all", "cycles", "attach",
        "census-at-exit", "gtk-critical",
    ]

    let errorContext = PresentationContext<any Error>()
    private let alerts = PresentationContext<AlertMessage>()
    private let cycleContext = PresentationContext<Int>()
    private unowned let host: Host
    /// Presenters and windows this object made; kept for the program's life.
    private var kept: [AnyObject] = []
    private var ownWindows: [UnsafeMutablePointer<GtkWindow>] = []
    private var job: Job?
    private var sendersLeft = 0
    private var cycleHandlers = 0

    private enum Job {
        case answerAll(Answering)
        case cycles(Cycling)
    }

    private struct Answering {
        /// When answering stops, if it is bounded in time.
        let deadline: ContinuousClock.Instant?
        var answered = 0
        var lastSequence: [Int: Int] = [:]
        var inOrder = true
        var settleRounds = 0
    }

    private struct Cycling {
        let total: Int
        /// When no further cycle starts, if the load is sized by time.
        let deadline: ContinuousClock.Instant?
        var presented = 0
        var memoryStart = Memory()
        var settleRounds = 0
    }

    init(host: Host) {
        self.host = host
        // The standard error alert (what `AlertPresenter(context:window:)` shows), with
        // actions that print "action LABEL" when they run: its OK has no handler of its
        // own, so a negative check ("no action ran") could not see it run otherwise.
        kept.append(AlertPresenter(context: errorContext, window: host.window) { [unowned host] error in
            var message = AlertMessage(error: error, showsDetails: true)
            message.actions = message.actions.map { action in
                AlertAction(action.label, id: action.id, role: action.role, isDefault: action.isDefault) {
                    host.emit("action \(action.label)")
                    action.perform()
                }
            }
            return message
        })
        kept.append(AlertPresenter(context: alerts, window: host.window) { $0 })
    }

    func handle(_ command: String, _ argument: String) {
        switch command {
        case "present-unmapped": presentUnmapped(argument)
        case "throwing-action": presentThrowingAction(completionForm: argument == "completion")
        case "spam-errors": spamErrors(argument.split(separator: " ").compactMap { Int($0) })
        case "answer-all": start(.answerAll(Answering(deadline: deadline(Double(argument)))))
        case "cycles":
            let numbers = argument.split(separator: " ")
            startCycles(numbers.first.flatMap { Int($0) } ?? 1, deadline: deadline(numbers.dropFirst().first.flatMap { Double($0) }))
        case "attach":
            host.presenter = AlertPresenter(context: host.context, window: host.window) { [unowned host] in
                $0.message(in: host)
            }
        case "census-at-exit":
            atexit {
                MainActor.assumeIsolated {
                    let line = "exit census created=\(DialogCensus.created) finalized=\(DialogCensus.finalized)\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            }
        case "gtk-critical": gtk_window_set_title(nil, "no window")
        default: break
        }
    }

    // MARK: Faults

    private func presentUnmapped(_ json: String) {
        guard let alert = try? JSONDecoder().decode(HostAlert.self, from: Data(json.utf8)) else {
            host.emit("error bad alert")
            return
        }
        let window = pk_window(gtk_window_new())!
        gtk_window_set_title(window, "Never Shown")
        ownWindows.append(window)
        let context = PresentationContext<HostAlert>()
        kept.append(context)
        kept.append(AlertPresenter(context: context, window: window) { [unowned host] in $0.message(in: host) })
        context.present(alert)
        host.emit("presented-unmapped parent-mapped=\(gtk_widget_get_mapped(pk_widget(window)) != 0)")
    }

    private func presentThrowingAction(completionForm: Bool) {
        let run = AlertAction("Run") { [unowned self] in
            host.emit("action Run")
            let failure = HostFailure(errorDescription: "The operation failed on purpose.")
            if completionForm {
                tryWithErrorAlert({ (done: @escaping (Result<Void, HostFailure>) -> Void) in
                    done(.failure(failure))
                }, completion: { [unowned self] _ in host.emit("completion ran") })
            } else {
                tryWithErrorAlert { throw failure }
            }
        }
        alerts.present(AlertMessage(title: "Run the failing operation?", actions: [AlertAction("Cancel", role: .cancel), run]))
    }

    private func spamErrors(_ numbers: [Int]) {
        let (tasks, perTask, fromThread) = (numbers[0], numbers[1], numbers.count > 2 ? numbers[2] : 0)
        sendersLeft = tasks + (fromThread > 0 ? 1 : 0)
        for sender in 0..<tasks {
            Task.detached { [self] in
                for sequence in 0..<perTask {
                    await alert(error: SpamError(sender: sender, sequence: sequence))
                }
                await senderDone()
            }
        }
        if fromThread > 0 {
            Thread.detachNewThread { [self] in
                let sends = (0..<fromThread).map { sequence in
                    Task { @MainActor in self.alert(error: SpamError(sender: -1, sequence: sequence)) }
                }
                Task {
                    for send in sends { await send.value }
                    await self.senderDone()
                }
            }
        }
    }

    private func senderDone() {
        sendersLeft -= 1
        if sendersLeft == 0 {
            host.emit("spammed pending=\((errorContext.item == nil ? 0 : 1) + errorContext.queue.count)")
        }
    }

    // MARK: Answering from code

    /// `seconds` from now on the program's own clock, so a bound in time leaves out the test's
    /// process start-up and pipes.
    private func deadline(_ seconds: Double?) -> ContinuousClock.Instant? {
        seconds.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    }

    private func startCycles(_ total: Int, deadline: ContinuousClock.Instant?) {
        kept.append(AlertPresenter(context: cycleContext, window: host.window) { [unowned self] number in
            AlertMessage(title: "Cycle \(number)", actions: [AlertAction("Next") { [unowned self] in self.cycleHandlers += 1 }])
        })
        cycleHandlers = 0
        start(.cycles(Cycling(total: total, deadline: deadline)))
    }

    private func start(_ newJob: Job) {
        job = newJob
        g_idle_add({ _ in
            MainActor.assumeIsolated { reliability?.step() ?? false } ? 1 : 0
        }, nil)
    }

    /// One step of the job, between two turns of the main loop; `false` once it is done.
    private func step() -> Bool {
        switch job {
        case .answerAll(var answering):
            defer { if job != nil { job = .answerAll(answering) } }
            let inTime = answering.deadline.map { ContinuousClock.now < $0 } ?? true
            if inTime, let dialog = dialogs().first {
                if let error = errorContext.item as? SpamError, error.sender >= 0 {
                    if let last = answering.lastSequence[error.sender], last >= error.sequence { answering.inOrder = false }
                    answering.lastSequence[error.sender] = error.sequence
                }
                let display = gtk_widget_get_display(dialog)
                pk_dialog_response(dialog, 0)
                syncEachCycle(display)
                answering.answered += 1
                answering.settleRounds = 0
                return true
            }
            answering.settleRounds += 1
            // Settled: every answered dialog finalized, and the next one (if any) up.
            let settled = inTime
                ? !somethingPending && DialogCensus.finalized == DialogCensus.created
                : DialogCensus.finalized >= answering.answered && (!somethingPending || !dialogs().isEmpty)
            if !settled, answering.settleRounds < 10_000 { return true }
            job = nil
            let pending = (errorContext.item == nil ? 0 : 1) + errorContext.queue.count
            host.emit("answered \(answering.answered) order=\(answering.inOrder ? "ok" : "BROKEN") \(census) "
                + "pending=\(pending) shown=\(dialogs().count)")
            return false
        case .cycles(var cycling):
            defer { if job != nil { job = .cycles(cycling) } }
            if let dialog = dialogs().first {
                if gtk_widget_get_mapped(dialog) == 0 { return true }
                let display = gtk_widget_get_display(dialog)
                pk_dialog_response(dialog, 0)
                syncEachCycle(display)
                return true
            }
            if cycleContext.item != nil { return true }  // the next dialog is on its way
            if cycling.presented < cycling.total, cycling.deadline.map({ ContinuousClock.now < $0 }) ?? true {
                cycling.presented += 1
                if cycling.presented == min(100, cycling.total) { cycling.memoryStart = Memory.now }
                cycleContext.present(cycling.presented)
                return true
            }
            cycling.settleRounds += 1
            if DialogCensus.finalized < DialogCensus.created, cycling.settleRounds < 10_000 { return true }
            job = nil
            let memoryEnd = Memory.now
            host.emit(
                "cycles \(cycling.presented) handlers=\(cycleHandlers) \(census) "
                    + "rss-kb=\(cycling.memoryStart.resident)..\(memoryEnd.resident) "
                    + "shmem-kb=\(cycling.memoryStart.shared)..\(memoryEnd.shared)")
            return false
        case nil:
            return false
        }
    }

    /// A round trip to the display after each answer, so the display has taken what a
    /// cycle sent before the next one starts. A compositor that composites (the Wayland
    /// lane's Weston, with a seat) reads a flood of thousands of windows slower than GTK
    /// writes it, and GTK 4.8 ends the program when the socket is full ("Error flushing
    /// display: Resource temporarily unavailable": 1 run in 2 or 3 of the cycles at load
    /// 4-8); the headless Weston, which drew nothing, kept up. On X11 an XSync.
    private func syncEachCycle(_ display: OpaquePointer?) {
        if let display { gdk_display_sync(display) }
    }

    private var somethingPending: Bool {
        errorContext.item != nil || alerts.item != nil || cycleContext.item != nil || host.context.item != nil
    }

    private var census: String {
        "created=\(DialogCensus.created) finalized=\(DialogCensus.finalized)"
    }

    /// The program's top-level windows other than its own: the dialogs.
    private func dialogs() -> [UnsafeMutablePointer<GtkWidget>] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data {
                let widget = data.assumingMemoryBound(to: GtkWidget.self)
                let window = pk_window(widget)
                if window != host.window, !ownWindows.contains(where: { $0 == window }) { found.append(widget) }
            }
            node = current.pointee.next
        }
        return found
    }
}

/// The process's memory in KB, from /proc/self/status: resident (VmRSS) and the shared
/// memory within it (RssShmem; on Wayland, the windows' buffers).
private struct Memory {
    var resident = -1
    var shared = -1

    static var now: Memory {
        var memory = Memory()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return memory }
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            if fields[0] == "VmRSS:" { memory.resident = kilobytes }
            if fields[0] == "RssShmem:" { memory.shared = kilobytes }
        }
        return memory
    }
}
