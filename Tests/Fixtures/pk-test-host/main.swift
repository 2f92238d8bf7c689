// The GTK end-to-end tests' subject: a real window with an AlertPresenter, driven by
// commands on stdin, reporting what ran on stdout. The tests read what is on screen
// through AT-SPI, from outside, as a person would see it.
//
// Commands, one a line:
//   present JSON     present an alert in the window's context (JSON: HostAlert, in
//                    Tests/Fixtures/TestHostProtocol, which the tests encode)
//   replace JSON     set the context's item directly
//   ask JSON         show an alert with the async form; prints "answer LABEL" or "answer -"
//   dismiss          dismiss the context's item from code
//   detach           release the presenter
//   destroy-window   destroy the main window while alerts may be up
//   census           prints "census created=N finalized=M"
//   mark TAG         prints "mark TAG" once the main loop has nothing else due: the
//                    fence of a negative check (what did not happen before it, did not)
//   quit             quit the application
//   (and the commands of the seeds' other presentation forms: see Forms.swift; of
//   toasts and popovers: see Toasts.swift; of the reliability tests:
//   ReliabilityCommands.swift; of the library's own texts: LibraryTextCommands.swift;
//   of details and "Don't ask again": SuppressionCommands.swift; of alerts a stray key
//   cannot answer: ActivationCommands.swift; of items: ItemCommands.swift; of long work
//   and its progress: ProgressCommands.swift; of a batch's progress:
//   BatchProgressCommands.swift; of desktop notifications: NotificationCommands.swift)
// Events: "ready" once the window is shown, "action LABEL" when a handler runs.
// PK_STYLE=adwaita in the environment shows the alerts in libadwaita's dialogs;
// PK_TEST_NOTIFICATIONS=1 lets the presenters send desktop notifications (off otherwise).
import CGtk
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk
import PresentationKitAdwaita
import TestHostProtocol

extension HostAlert {
    /// The alert as the library's message, its handlers reporting to `host`.
    @MainActor
    func message(in host: Host) -> AlertMessage {
        let message = AlertMessage(
            title: title, message: message,
            details: details ?? detailsBytes.map { String(decoding: $0, as: UTF8.self) },
            actions: actions.map { action in
                let role: AlertAction.Role? =
                    switch action.role {
                    case "cancel": .cancel
                    case "destructive": .destructive
                    default: nil
                    }
                return AlertAction(action.label, id: action.id, role: role, isDefault: action.isDefault ?? false) {
                    host.emit("action \(action.label)")
                    if let next = action.presents?.alert { host.context.present(next) }
                }
            })
        return suppressionKey.map { message.suppressible(key: $0) } ?? message
    }
}

@MainActor
final class Host {
    let context = PresentationContext<HostAlert>()
    var presenter: AlertPresenter?
    var window: UnsafeMutablePointer<GtkWindow>?
    var forms: Forms?
    var toastForms: ToastForms?
    /// Where the toast forms' errors that stay alerts go: shown with the standard alert.
    let errorContext = PresentationContext<any Error>()
    var errorAlerts: AlertPresenter?
    let app: UnsafeMutablePointer<GtkApplication>

    init(app: UnsafeMutablePointer<GtkApplication>) {
        self.app = app
        let window = pk_window(gtk_application_window_new(app))!
        gtk_window_set_title(window, "Test Host")
        gtk_window_set_default_size(window, 480, 320)
        gtk_window_set_child(window, gtk_label_new("pk-test-host"))
        self.window = window
        reportActivity(of: window)
        presenter = AlertPresenter(context: context, window: window) { [unowned self] in $0.message(in: self) }
        forms = Forms(host: self, window: window)
        errorAlerts = window.alert(for: errorContext)
        toastForms = ToastForms(host: self, window: window, errorContext: errorContext)
        gtk_window_present(window)
        emit("ready")
    }

    func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func handle(_ line: String) {
        let (command, argument) = split(line)
        switch command {
        case "present": decode(argument).map { context.present($0) }
        case "replace": decode(argument).map { context.item = $0 }
        case "ask": decode(argument).map(ask)
        case "dismiss": context.dismiss()
        case "detach": presenter = nil
        case "destroy-window":
            if let window { gtk_window_destroy(window) }
            window = nil
        case "census": emit("census created=\(DialogCensus.created) finalized=\(DialogCensus.finalized)")
        case "mark": markWhenIdle(argument)
        case "quit": g_application_quit(pk_application(app))
        default:
            if forms?.handle(command, argument) != true, toastForms?.handle(command, argument) != true,
               !handleReliability(command, argument), !handleLibraryText(command, argument),
               !handleSuppression(command, argument), !handleFields(command, argument),
               !handleActivation(command, argument), !handleItems(command, argument),
               !handleProgress(command, argument), !handleBatchProgress(command, argument),
               !handleNotifications(command, argument) {
                emit("error unknown command \(command)")
            }
        }
    }

    /// Print "mark TAG" from a low-priority idle: it runs only when no event, timeout or
    /// main-actor job is due, so everything the earlier commands set off has run first.
    private func markWhenIdle(_ tag: String) {
        g_idle_add_full(G_PRIORITY_LOW, { data in
            let tag = String(cString: data!.assumingMemoryBound(to: CChar.self))
            MainActor.assumeIsolated { host?.emit("mark \(tag)") }
            return 0  // G_SOURCE_REMOVE
        }, g_strdup(tag), g_free)
    }

    private func ask(_ alert: HostAlert) {
        Task {
            let answer = await alert.message(in: self).present(on: window)
            emit("answer \(answer.label ?? "-")")
        }
    }

    private func decode(_ json: String) -> HostAlert? {
        do {
            return try JSONDecoder().decode(HostAlert.self, from: Data(json.utf8))
        } catch {
            emit("error \(error)")
            return nil
        }
    }

    private func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]))
    }
}

nonisolated(unsafe) var host: Host?

DialogCensus.isEnabled = true   // every dialog counted, so the census can see leaks
let status = GtkApplicationRunner(id: "org.presentationkit.TestHost", flags: G_APPLICATION_NON_UNIQUE)
    .run(arguments: [CommandLine.arguments[0]]) { app in
        guard host == nil else { return }
        // Held, so destroying the window (a test case) does not end the program.
        g_application_hold(pk_application(app))
        // PK_STYLE=adwaita: the same presenters in libadwaita's dialogs (PresentationKitAdwaita).
        if ProcessInfo.processInfo.environment["PK_STYLE"] == "adwaita" { AdwaitaStyle.install() }
        // No flood: without a window manager no window is ever active, so every alert would
        // notify; only the notification tests turn them on.
        PresenterNotifications.areOnByDefault = ProcessInfo.processInfo.environment["PK_TEST_NOTIFICATIONS"] == "1"
        host = Host(app: app)
        // Commands arrive on a plain thread and hop to the main actor through the bridge.
        Thread.detachNewThread {
            forEachLine(of: FileHandle.standardInput) { line in
                Task { @MainActor in host?.handle(line) }
            }
            Task { @MainActor in host?.handle("quit") }
        }
    }
exit(status)

/// Call `body` with each line read from `handle`, until end of file.
///
/// Raw reads, not stdio's `readLine()`: that holds stdin's FILE lock while it waits, and
/// glibc 2.41 (Debian 13) takes every stream's lock in `exit()`, so a host waiting for its
/// next command could never exit: `quit` ended the main loop and then hung in `exit`.
/// (Nor `FileHandle.availableData`, which ends the program on EINTR.)
func forEachLine(of handle: FileHandle, _ body: (String) -> Void) {
    var buffer = Data()
    var bytes = [UInt8](repeating: 0, count: 4_096)
    while true {
        let count = read(handle.fileDescriptor, &bytes, bytes.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        buffer.append(contentsOf: bytes[..<count])
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            body(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
    }
    if !buffer.isEmpty { body(String(decoding: buffer, as: UTF8.self)) }
}
