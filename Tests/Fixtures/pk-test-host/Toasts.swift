import CGtk
import Foundation
import PresentationKit
import TestHostProtocol
@_spi(Testing) import PresentationKitGtk

/// Toasts, error routing and a popover on the host window, for their end-to-end tests.
///
/// Commands:
///   toast JSON              present a toast ({"title": …, "action": …, "duration": seconds})
///   toast-dismiss           dismiss the toast shown from code
///   toast-duration SECONDS  the presenter's duration for toasts that name none
///   toast-error TEXT        alert an error the rule sends to toasts (repeats merge)
///   decision-error TEXT     alert an error the rule sends to toasts, but whose alert has a
///                           destructive action: it stays an alert
///   mark-after MS TAG       print "mark TAG" after MS milliseconds (a marker for negative checks)
///   popover ID              present a detail in a popover on the window's label
///   popover-dismiss         dismiss the popover's item from code
///   read-toasts             prints "toasts shown=ID queue=N popover=ID dismissals=N"
/// Events: "toast-shown TITLE", "toast-ended REASON MS TITLE", "toast-paused true|false left=MS",
/// "action LABEL" when a toast's action runs, "popover-dismissed N", "toast-announce
/// polite|assertive made|unsupported TITLE" as a toast appears: how it asks a screen reader
/// to say it, and whether it could (`unsupported`: this GTK, before 4.14, has no
/// announcements).
@MainActor
final class ToastForms: ErrorAlerter {

    struct Detail: Identifiable {
        let id: String
    }

    /// An error that needs no decision: the rule shows it as a toast, with a Retry.
    struct ToastedError: AlertableError {
        let text: String
        let retry: @MainActor @Sendable () -> Void
        var alertMessage: AlertMessage {
            AlertMessage(title: text) { AlertAction("Retry", handler: retry) }
        }
    }

    /// An error that asks the person to decide (a destructive action): always an alert.
    struct DecisionError: AlertableError {
        let text: String
        var alertMessage: AlertMessage {
            AlertMessage(title: text) {
                AlertAction("Cancel", role: .cancel)
                AlertAction("Delete Anyway", role: .destructive)
            }
        }
    }

    let errorContext: PresentationContext<any Error>
    let errorToastContext: PresentationContext<any Error>? = PresentationContext<any Error>()
    let toasts = PresentationContext<ToastMessage>()
    let details = PresentationContext<Detail>()
    private var presenters: [AnyObject] = []
    private var popoverDismissals = 0
    private let host: Host

    /// The app's rule: every error of these two types asks for a toast.
    func presentation(for error: any Error) -> ErrorPresentation {
        error is ToastedError || error is DecisionError ? .toast : .alert
    }

    init(host: Host, window: UnsafeMutablePointer<GtkWindow>, errorContext: PresentationContext<any Error>) {
        self.host = host
        self.errorContext = errorContext
        let anchor = gtk_window_get_child(window)!
        let messages = window.toast(for: toasts)
        let errors = window.toast(for: errorToastContext!, edge: .top)
        for presenter in [messages, errors] {
            presenter.onToastShown = { host.emit("toast-shown \($0)") }
            presenter.onToastEnd = { ended in
                let milliseconds = Int(ended.timeOnScreen / .milliseconds(1))
                host.emit("toast-ended \(ended.ending.rawValue) \(milliseconds) \(ended.title)")
            }
            presenter.onToastPaused = { host.emit("toast-paused \($0) left=\(Int($1 / .milliseconds(1)))") }
            let politeness = presenter.announcement == .assertive ? "assertive" : "polite"
            presenter.onToastAnnounced = { title, announced in
                host.emit("toast-announce \(politeness) \(announced ? "made" : "unsupported") \(title)")
            }
        }
        presenters = [
            messages, errors,
            window.popover(for: details, anchor: anchor, onDismiss: { [weak self] in
                guard let self else { return }
                self.popoverDismissals += 1
                host.emit("popover-dismissed \(self.popoverDismissals)")
            }) { detail in
                gtk_label_new("Detail \(detail.id)")
            },
        ]
    }

    /// Handle a toast command; `false` when the command is not one of these.
    func handle(_ command: String, _ argument: String) -> Bool {
        switch command {
        case "toast":
            guard let request = try? JSONDecoder().decode(HostToast.self, from: Data(argument.utf8)) else {
                host.emit("error bad toast \(argument)")
                return true
            }
            let host = host
            toasts.present(ToastMessage(
                request.title,
                action: request.action.map { label in AlertAction(label) { host.emit("action \(label)") } },
                duration: request.duration.map { .seconds($0) }))
        case "toast-dismiss": toasts.dismiss()
        case "toast-duration":
            for case let presenter as ToastPresenter in presenters { presenter.duration = .seconds(Double(argument) ?? 5) }
        case "toast-error":
            let host = host
            alert(error: ToastedError(text: argument) { host.emit("action Retry") })
        case "decision-error": alert(error: DecisionError(text: argument))
        case "mark-after":
            let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
            let tag = parts.count > 1 ? parts[1] : ""
            let host = host
            Task {
                try? await Task.sleep(for: .milliseconds(Int(parts.first ?? "") ?? 0))
                host.emit("mark \(tag)")
            }
        case "popover": details.present(Detail(id: argument))
        case "popover-dismiss": details.dismiss()
        case "read-toasts":
            host.emit("toasts queue=\(toasts.queue.count) errors=\(errorToastContext!.item == nil ? 0 : 1)+\(errorToastContext!.queue.count) alerts=\(errorContext.item == nil ? 0 : 1) popover=\(details.item?.id ?? "-") dismissals=\(popoverDismissals)")
        default: return false
        }
        return true
    }
}
