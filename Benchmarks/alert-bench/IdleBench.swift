// `idle SECONDS [COMMAND ARG...]`: start COMMAND (by default `alert-bench idle-window`,
// a window with an AlertPresenter attached and nothing to show), let it settle, then
// read what it used over SECONDS from /proc: CPU time (utime+stime, and the scheduler's
// nanoseconds from schedstat) and wake-ups (voluntary + involuntary context switches),
// summed over its threads and given per thread, so a periodic waker shows by name.
import CGtk
import Foundation
import PresentationKitGtk

/// One thread's counters.
struct ThreadSample {
    var name: String
    var ticks: Int
    var runNanoseconds: Int
    var switches: Int
}

func readThreads(pid: Int32) -> [Int: ThreadSample] {
    var result: [Int: ThreadSample] = [:]
    let taskDir = "/proc/\(pid)/task"
    guard let tids = try? FileManager.default.contentsOfDirectory(atPath: taskDir) else { return result }
    for tid in tids {
        let base = "\(taskDir)/\(tid)"
        guard let stat = try? String(contentsOfFile: "\(base)/stat", encoding: .utf8),
            let status = try? String(contentsOfFile: "\(base)/status", encoding: .utf8),
            let schedstat = try? String(contentsOfFile: "\(base)/schedstat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { continue }
        // Fields after "(comm)": state is field 3; utime, stime are 14, 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        var switches = 0
        for line in status.split(separator: "\n")
        where line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:") {
            switches += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        }
        let name = (try? String(contentsOfFile: "\(base)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? tid
        let run = Int(schedstat.split(separator: " ").first ?? "") ?? 0
        result[Int(tid) ?? 0] = ThreadSample(name: name, ticks: ticks, runNanoseconds: run, switches: switches)
    }
    return result
}

func runIdleBench(seconds: Double, settle: Double, command: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch {
        FileHandle.standardError.write(Data("alert-bench idle: cannot run \(command[0]): \(error)\n".utf8))
        return 1
    }
    let pid = process.processIdentifier
    Thread.sleep(forTimeInterval: settle)
    guard process.isRunning else {
        FileHandle.standardError.write(Data("alert-bench idle: \(command[0]) exited before the measurement\n".utf8))
        return 1
    }
    let before = readThreads(pid: pid)
    Thread.sleep(forTimeInterval: seconds)
    let after = readThreads(pid: pid)
    let stillRunning = process.isRunning
    process.terminate()
    process.waitUntilExit()
    guard stillRunning else {
        FileHandle.standardError.write(Data("alert-bench idle: \(command[0]) exited during the measurement\n".utf8))
        return 1
    }

    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    var ticks = 0
    var nanoseconds = 0
    var switches = 0
    var perThread: [String: Int] = [:]
    for (tid, end) in after.sorted(by: { $0.key < $1.key }) {
        let start = before[tid] ?? ThreadSample(name: end.name, ticks: 0, runNanoseconds: 0, switches: 0)
        ticks += end.ticks - start.ticks
        nanoseconds += end.runNanoseconds - start.runNanoseconds
        let woke = end.switches - start.switches
        switches += woke
        let name = String((tid == Int(pid) ? "main" : end.name).map { $0.isLetter || $0.isNumber ? $0 : "_" })
        perThread[name, default: 0] += woke
    }
    report("idle_subject", URL(fileURLWithPath: command[0]).lastPathComponent
        + (command.count > 1 ? " " + command.dropFirst().joined(separator: " ") : ""))
    report("idle_seconds", seconds)
    report("idle_cpu_s", Double(ticks) / ticksPerSecond)
    report("idle_cpu_sched_s", Double(nanoseconds) / 1e9)
    report("idle_threads", after.count)
    report("idle_wakeups", switches)
    report("idle_wakeups_per_s", Double(switches) / seconds)
    for (name, woke) in perThread.sorted(by: { $0.key < $1.key }) {
        report("idle_wakeups_thread_\(name)", woke)
    }
    return 0
}

/// `idle-window`: what `idle` measures when no COMMAND is given.
@MainActor
final class IdleWindow {
    let alerter = BurstAlerter()
    var presenter: AnyObject?

    init(app: UnsafeMutablePointer<GtkApplication>) {
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(pk_window(window), "alert-bench idle")
        gtk_window_set_default_size(pk_window(window), 320, 200)
        gtk_window_set_child(pk_window(window), gtk_button_new_with_label("Nothing to do"))
        presenter = AlertPresenter(context: alerter.errorContext, window: pk_window(window))
        gtk_window_present(pk_window(window))
    }
}
