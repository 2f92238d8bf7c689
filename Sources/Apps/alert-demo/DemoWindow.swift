import CGtk
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PresentationKit
import PresentationKitGtk
import PresentationKitAdwaita

/// The seed's `ContentView` on GTK: a window laid out from `data/alert-demo.ui` whose
/// buttons run operations that fail, and an `AlertPresenter` on its `errorContext`
/// that alerts every error they throw (SwiftUI's `.alert(for: $errorContext)`).
///
/// A status line under the buttons says what last happened.
@MainActor
final class DemoWindow: ErrorAlerter {

    /// Where the errors of `tryWithErrorAlert` are presented.
    let errorContext = PresentationContext<any Error>()

    /// Where the errors the rule below sends to toasts are presented.
    let errorToastContext: PresentationContext<any Error>? = PresentationContext<any Error>()

    /// The demo's rule: the background sync's failures are toasts (one that needs a
    /// decision still is an alert); every other error is an alert.
    func presentation(for error: any Error) -> ErrorPresentation {
        error is BackgroundSyncError ? .toast : .alert
    }

    /// Where **Download** shows its progress: a dialog over the window, with Cancel.
    let progressContext: PresentationContext<ProgressMessage>? = PresentationContext<ProgressMessage>()

    /// How long work runs before its progress shows: `ALERT_DEMO_PROGRESS_DELAY_MS`, else
    /// the library's 2 s. The tests shorten it, so that the dialog is up well before the
    /// first attempt of their small download fails halfway.
    var progressDelay: Duration { progressDelayOverride ?? .seconds(2) }

    /// The GTK window.
    let window: UnsafeMutablePointer<GtkWindow>

    /// A closed port on this machine: connecting to it fails at once, for real.
    static let unreachableURL = URL(string: "http://127.0.0.1:9/")!

    private let statusLabel: OpaquePointer
    private let slowTaskButton: UnsafeMutablePointer<GtkWidget>
    private let cancelTaskButton: UnsafeMutablePointer<GtkWidget>
    private let progressRow: UnsafeMutablePointer<GtkWidget>
    private let progressBar: OpaquePointer
    private var alertPresenter: AlertPresenter?
    private var forms: DemoForms?
    private var fields: DemoFields?
    private var documents: DemoDocuments?
    private var toasts: DemoToasts?
    private var errorToasts: ToastPresenter?
    private var progressPresenter: ProgressPresenter?
    private var backgroundSyncs = 0
    // TRANSLATORS: the sync status popover's "Last sync: %@" before any sync.
    private var lastBackgroundSync = tr("never")
    private var slowTask: Task<Void, Never>?
    private var syncAttempt = 0
    private var copyAttempts: [String: Int] = [:]
    private var downloadAttempt = 0

    /// Build the window from `data/alert-demo.ui` for `application`, and show it; with
    /// `adwaita`, as an `AdwApplicationWindow`.
    init(application: UnsafeMutablePointer<GtkApplication>, adwaita: Bool = false) throws {
        let builder = try DemoResources.builder("alert-demo.ui")
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        func object(_ id: String) -> UnsafeMutablePointer<GObject> {
            guard let object = gtk_builder_get_object(builder, id) else {
                fatalError("alert-demo.ui has no object with id “\(id)”")
            }
            return object
        }
        window = adwaita
            ? AdwaitaStyle.applicationWindow(adopting: pk_window(object("window")), application: application)
            : pk_window(object("window"))
        statusLabel = pk_label(object("status_label"))
        slowTaskButton = pk_widget(object("slow_task_button"))
        cancelTaskButton = pk_widget(object("cancel_task_button"))
        progressRow = pk_widget(object("progress_row"))
        progressBar = OpaquePointer(object("progress_bar"))

        gtk_window_set_application(window, application)
        alertPresenter = window.alert(for: errorContext)
        progressPresenter = window.progress(for: progressContext!)   // SwiftUI has no such modifier: the library's own
        forms = DemoForms(window: window) { [weak self] in self?.status = $0 }
        fields = DemoFields(window: window, alerter: self) { [weak self] in self?.status = $0 }
        documents = DemoDocuments(window: window) { [weak self] in self?.status = $0 }
        // SwiftUI: .toast(for: $errorToastContext, edge: .top)
        errorToasts = window.toast(for: errorToastContext!, edge: .top)
        if let toastDuration { errorToasts?.duration = toastDuration }
        toasts = DemoToasts(window: window, statusIcon: pk_widget(object("sync_status_button"))) { [weak self] in
            self?.status = $0
        }

        let handlers: [(String, (DemoWindow) -> Void)] = [
            ("fetch_button", { $0.fetchFromNetwork() }),
            ("custom_error_button", { $0.triggerCustomError() }),
            ("generic_error_button", { $0.triggerGenericError() }),
            ("delete_button", { $0.forms?.confirmDelete() }),
            ("copy_button", { $0.copyFiles() }),
            ("slow_task_button", { $0.startSlowTask() }),
            ("cancel_task_button", { $0.cancelSlowTask() }),
            ("three_errors_button", { $0.triggerThreeErrors() }),
            ("sync_button", { $0.startSync() }),
            ("details_error_button", { $0.saveWithDetails() }),
            ("suppressible_button", { $0.emptyTrash() }),
            ("reset_suppression_button", { $0.askAgain() }),
            ("sign_in_button", { $0.forms?.signIn() }),
            ("upload_button", { $0.forms?.upload() }),
            ("sheet_button", { $0.forms?.openSheet() }),
            ("cover_button", { $0.forms?.openCover() }),
            ("rename_button", { $0.fields?.rename() }),
            ("connect_button", { $0.fields?.connect() }),
            ("close_documents_button", { $0.documents?.close() }),
            ("background_sync_button", { $0.syncInBackground() }),
            ("conflict_sync_button", { $0.syncWithConflict() }),
            ("delete_note_button", { $0.toasts?.deleteNote() }),
            ("sync_status_button", { $0.toasts?.showDetails(lastSync: $0.lastBackgroundSync) }),
            ("backup_button", { $0.backUpInBackground() }),
            ("download_button", { $0.download() }),
        ]
        for (id, handler) in handlers {
            pk_button(object(id)).onClicked { [weak self] in
                if let self { handler(self) }
            }
        }
        gtk_window_present(window)
    }

    /// Bring the window to the front.
    func present() {
        gtk_window_present(window)
    }

    /// What the status line says.
    var status: String {
        get { String(cString: gtk_label_get_text(statusLabel)) }
        set { gtk_label_set_text(statusLabel, newValue) }
    }

    // MARK: - The seed's buttons

    /// A real request that fails: nothing listens on the port.
    func fetchFromNetwork() {
        run(tr("Fetching…"), failed: tr("Fetch failed")) { try await self.fetchData() }
    }

    /// The seed's `DataError.networkUnavailable`, which brings its own alert.
    func triggerCustomError() {
        run(tr("Throwing a custom error…"), failed: tr("Custom error thrown")) { throw DataError.networkUnavailable }
    }

    /// A Foundation error, alerted as `Error` with a readable sentence.
    func triggerGenericError() {
        run(tr("Throwing a generic error…"), failed: tr("Generic error thrown")) { throw URLError(.badServerResponse) }
    }

    /// Fetch ``unreachableURL`` with `URLSession`.
    func fetchData() async throws {
        let url = Self.unreachableURL
        let (data, response) = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 10))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url])
        }
        status = tr.plural("Fetched %@ byte", "Fetched %@ bytes", count: data.count, String(data.count))
    }

    // MARK: - More scenarios

    /// The files **Copy 20 files** copies.
    static let filesToCopy = (1...20).map { "photo-\($0 < 10 ? "0" : "")\($0).jpg" }

    /// Copy 20 files with `tryEachWithErrorAlert(_:progress:)` (its progress would show past
    /// 2 s; the copies take 0.4 s and the alerts' waits do not count): every 7th fails on its first try (Try
    /// Again copies it), the 10th and the 17th always fail (Skip, Skip All). A batch with
    /// skips ends in one toast, "N of 20 items skipped", with Details….
    ///
    /// The outcome is also a line on stdout, `copied succeeded=N skipped=N failed=N
    /// notRun=N cancelled=BOOL`, for the tests: it is the batch's own account.
    func copyFiles() {
        copyAttempts = [:]
        let count = Self.filesToCopy.count
        status = tr.plural("Copying %@ file…", "Copying %@ files…", count: count, String(count))
        Task {
            let progress = tr.plural("Copying %@ file", "Copying %@ files", count: count, String(count))
            let outcome = await tryEachWithErrorAlert(Self.filesToCopy, progress: progress) { [self] file in
                status = tr("Copying %@…", file)
                try await copy(file)
            }
            status = outcome.wasCancelled
                ? tr("Copy cancelled")
                : tr.plural("Copied %1$@ of %2$@ file", "Copied %1$@ of %2$@ files", count: count,
                            String(outcome.succeeded.count), String(count))
            let line = "copied succeeded=\(outcome.succeeded.count) skipped=\(outcome.skipped.count) "
                + "failed=\(outcome.failed.count) notRun=\(outcome.notRun.count) cancelled=\(outcome.wasCancelled)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }

    /// Pretend to copy `file`, failing as ``copyFiles()`` says.
    private func copy(_ file: String) async throws {
        let attempt = copyAttempts[file, default: 0] + 1
        copyAttempts[file] = attempt
        try await Task.sleep(for: .milliseconds(20))
        let number = Self.filesToCopy.firstIndex(of: file)! + 1
        if number == 10 || number == 17 { throw CopyError.permissionDenied }
        if number.isMultiple(of: 7), attempt == 1 { throw CopyError.diskBusy }
    }

    /// A task of `slowTaskDuration` (3 s) that ends in a timeout, unless the person cancels
    /// it first: a cancelled task is not alerted.
    func startSlowTask() {
        guard slowTask == nil else { return }
        gtk_progress_bar_set_fraction(progressBar, 0)
        gtk_widget_set_visible(progressRow, 1)
        gtk_widget_set_sensitive(slowTaskButton, 0)
        gtk_widget_grab_focus(cancelTaskButton)
        let steps = 30
        slowTask = run(tr("Working…"), failed: tr("Slow task failed")) { [self] in
            defer { slowTaskEnded() }
            for step in 1...steps {
                try await Task.sleep(for: slowTaskDuration / steps)
                gtk_progress_bar_set_fraction(progressBar, Double(step) / Double(steps))
            }
            throw URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: Self.unreachableURL])
        }
    }

    /// Cancel the slow task: its `Task.sleep` throws `CancellationError`, which is not alerted.
    func cancelSlowTask() {
        slowTask?.cancel()
    }

    private func slowTaskEnded() {
        slowTask = nil
        gtk_widget_set_sensitive(slowTaskButton, 1)
        let hadFocus = gtk_widget_has_focus(cancelTaskButton) != 0
        gtk_widget_set_visible(progressRow, 0)
        if hadFocus { gtk_widget_grab_focus(slowTaskButton) }
    }

    /// Three different errors at once: they are queued and shown one after another.
    func triggerThreeErrors() {
        let errors: [any Error] = [
            DataError.networkUnavailable,
            DataError.serverError,
            URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: Self.unreachableURL]),
        ]
        for error in errors {
            alert(error: error)
        }
        status = tr("Three errors thrown")
    }

    /// A sync that fails twice, then succeeds: `tryWithErrorAlert(retry: true)` keeps it,
    /// and its alert's `Try Again` runs it again.
    func startSync() {
        syncAttempt = 0
        run(tr("Syncing…"), failed: tr("Sync failed (attempt %@)", String(self.syncAttempt)), retry: true) { [self] in
            syncAttempt += 1
            let attempt = syncAttempt
            try await Task.sleep(for: .milliseconds(200))
            guard attempt >= 3 else {
                throw SyncError(giveUp: { self.status = tr("Sync cancelled") })
            }
            status = tr("Synced on attempt %@", String(attempt))
        }
    }

    // MARK: - Details and Don't ask again

    /// A save that fails with an error caused by another: the alert's **Details**
    /// expander shows both errors' types, domains and codes, with **Copy**.
    func saveWithDetails() {
        run(tr("Saving…"), failed: tr("Save failed")) {
            let denied = POSIXError(.EACCES)
            throw CocoaError(.fileWriteNoPermission, userInfo: [
                NSFilePathErrorKey: "/var/notes/today.txt", NSUnderlyingErrorKey: denied,
            ])
        }
    }

    /// A confirmation with **Don't ask again**: once answered with the box checked, the
    /// button gives that answer at once, until **Ask again**.
    ///
    /// Each answer, from the dialog or from memory, is also a line on stdout,
    /// `answered empty-trash ID`: an answer from memory changes no text on screen (the
    /// status line already says it), so this line is what tells a test that it came.
    func emptyTrash() {
        status = tr("Asking to empty the trash…")
        Task {
            let answer = await AlertMessage(
                title: tr("Empty the trash?"),
                message: tr.plural("The %@ item in it is deleted for good.", "The %@ items in it are deleted for good.",
                                   count: 12, "12")
            ) {
                // TRANSLATORS: leave it untranslated to get GTK's own translation of “_Cancel”.
                AlertAction(tr.standardLabel("Cancel"), id: "cancel", role: .cancel)
                AlertAction(tr("Empty Trash"), id: "empty", role: .destructive)
            }
            .suppressible(key: "empty-trash")
            .dialogSeverity(.critical)
            .present(on: window)
            status = answer.id == "empty" ? tr("Trash emptied") : tr("Trash kept")
            FileHandle.standardOutput.write(Data("answered empty-trash \(answer.id ?? "-")\n".utf8))
        }
    }

    /// Forget every “Don't ask again” answer of the demo.
    func askAgain() {
        AlertSuppression.resetAll()
        status = tr("Every question asks again")
    }

    // MARK: - Toasts

    /// A sync that fails while the server is busy: each failure is a toast (repeats while
    /// it is up count in it), and its Retry syncs again, which works.
    func syncInBackground() {
        backgroundSyncs += 1
        let attempt = backgroundSyncs
        run(tr("Syncing in background…"), failed: tr("Background sync failed (attempt %@)", String(attempt))) { [self] in
            // TRANSLATORS: the sync status popover's "Last sync: %@".
            lastBackgroundSync = tr("attempt %@ failed", String(attempt))
            throw BackgroundSyncError.serverBusy(retry: { self.retryBackgroundSync() })
        }
    }

    private func retryBackgroundSync() {
        run(tr("Retrying sync…"), failed: tr("Retry failed")) { [self] in
            try await Task.sleep(for: .milliseconds(100))
            // TRANSLATORS: the sync status popover's "Last sync: %@".
            lastBackgroundSync = tr("succeeded on retry")
            status = tr("Synced in background")
        }
    }

    /// A sync that meets a conflict: the rule asks for a toast, but Overwrite is
    /// destructive, so it is an alert.
    func syncWithConflict() {
        run(tr("Syncing…"), failed: tr("Sync conflict")) { [self] in
            throw BackgroundSyncError.conflict(
                overwrite: { self.status = tr("Server copy overwritten") },
                keep: { self.status = tr("Server copy kept") })
        }
    }

    // MARK: - An error that arrives unsolicited

    /// A backup that runs in the background for 1.2 s, then fails: by then the person may
    /// be typing elsewhere, so `tryWithErrorAlert` alerts it unsolicited (it ran past the
    /// alerter's 1 s threshold), and the alert's Cancel and Try Again ignore Return, Space
    /// and clicks for 0.8 s (Escape still cancels). Try Again runs the backup again.
    func backUpInBackground() {
        run(tr("Backing up in background…"), failed: tr("Backup failed"), retry: true) {
            try await Task.sleep(for: .milliseconds(1200))
            throw BackupError.diskNotConnected
        }
    }

    // MARK: - Long work with progress

    /// Download ``downloadURL`` for real with `URLSession`, its progress in a dialog once it
    /// has run for ``progressDelay``: a bar and “N of M MB”, with Cancel. The first attempt
    /// gives up after half the bytes (``DownloadError/connectionLost(received:expected:)``),
    /// so the alert offers Try Again, which downloads it all. Cancel stops the transfer
    /// (the data task is cancelled, the connection closed) and is not alerted.
    ///
    /// Each ending is also a line on stdout, `download finished|failed|cancelled bytes=N`,
    /// for the tests: a cancelled download changes no dialog, so this line is what tells
    /// a test that the demo saw the cancellation.
    func download() {
        downloadAttempt = 0
        status = tr("Downloading…")
        tryWithErrorAlert(progress: tr("Downloading “%@”", downloadURL.lastPathComponent), retry: true) { [self] progress in
            downloadAttempt += 1
            let simulatesLostConnection = downloadAttempt == 1
            status = tr("Downloading (attempt %@)…", String(downloadAttempt))
            var received: Int64 = 0
            var expected: Int64 = -1
            do {
                for try await event in downloadEvents(of: downloadURL) {
                    switch event {
                    case .started(let expectedBytes):
                        expected = expectedBytes
                    case .received(let count):
                        received += Int64(count)
                        if simulatesLostConnection, expected > 0, received * 2 >= expected {
                            throw DownloadError.connectionLost(received: received, expected: expected)
                        }
                        // An unknown length pulses the bar (nil) rather than guess.
                        progress.update(expected > 0 ? Double(received) / Double(expected) : nil,
                                        detail: megabytes(received, of: expected))
                    }
                }
                // A cancelled task's stream ends without throwing: that is not a finished download.
                try Task.checkCancellation()
            } catch {
                let ending = Task.isCancelled ? "cancelled" : "failed"
                status = Task.isCancelled ? tr("Download cancelled") : tr("Download failed")
                FileHandle.standardOutput.write(Data("download \(ending) bytes=\(received)\n".utf8))
                throw error
            }
            status = tr("Download finished")
            FileHandle.standardOutput.write(Data("download finished bytes=\(received)\n".utf8))
        }
    }

    // MARK: - Running operations

    /// Run `operation` with `tryWithErrorAlert`, saying in the status line that it runs,
    /// and `failed` when it throws (`Cancelled` when it was cancelled).
    @discardableResult
    private func run(
        _ working: String, failed: @autoclosure @escaping @MainActor () -> String, retry: RetryPolicy = false,
        _ operation: @escaping @MainActor () async throws -> Void
    ) -> Task<Void, Never> {
        status = working
        return tryWithErrorAlert(retry: retry) { [self] in
            do {
                try await operation()
            } catch {
                status = Task.isCancelled ? tr("Cancelled") : failed()
                throw error
            }
        }
    }
}
