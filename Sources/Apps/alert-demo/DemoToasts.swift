import CGtk
import PresentationKit
import PresentationKitGtk

/// The demo's toasts and popover: a note deleted with an Undo toast, and the details of
/// the sync in a popover on the status icon. (The sync's error toasts are the window's:
/// `DemoWindow.errorToastContext`.)
@MainActor
final class DemoToasts {

    /// What the status icon's popover shows.
    struct SyncDetails: Identifiable {
        let id: Int
        let lastSync: String
        let notes: Int
    }

    /// Messages such as "Note deleted", one at a time.
    let toasts = PresentationContext<ToastMessage>()
    /// The sync details shown in the popover.
    let details = PresentationContext<SyncDetails>()
    private(set) var notes = 3
    private var opened = 0
    private var presenters: [AnyObject] = []
    private let report: @MainActor (String) -> Void

    /// Attach the toasts to `window` and the popover to `statusIcon`.
    init(window: UnsafeMutablePointer<GtkWindow>, statusIcon: UnsafeMutablePointer<GtkWidget>,
         report: @escaping @MainActor (String) -> Void) {
        self.report = report
        // SwiftUI: .toast(for: $toasts, edge: .bottom)
        let toastPresenter = window.toast(for: toasts, edge: .bottom)
        if let toastDuration { toastPresenter.duration = toastDuration }
        presenters = [
            toastPresenter,
            // SwiftUI: .popover(for: $details, arrowEdge: .top) { details in DetailsView(details) }
            window.popover(for: details, anchor: statusIcon, onDismiss: { report("Details closed") }) { details in
                Self.detailsView(details)
            },
        ]
    }

    /// Delete a note, and offer to bring it back.
    func deleteNote() {
        guard notes > 0 else { return report(tr("No notes left to delete")) }
        notes -= 1
        report(tr.plural("Deleted a note (%@ left)", "Deleted a note (%@ left)", count: notes, String(notes)))
        toasts.present(ToastMessage(tr("Note deleted"), action: AlertAction(tr("Undo")) { [weak self] in
            guard let self else { return }
            self.notes += 1
            self.report(tr.plural("Note restored (%@ note)", "Note restored (%@ notes)", count: self.notes, String(self.notes)))
        }))
    }

    /// Show the sync's details in the popover.
    func showDetails(lastSync: String) {
        opened += 1
        details.present(SyncDetails(id: opened, lastSync: lastSync, notes: notes))
    }

    private static func detailsView(_ details: SyncDetails) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                     gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(box, 6)
        }
        let heading = gtk_label_new(tr("Sync status"))!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(pk_label(heading), 0)
        gtk_box_append(pk_box(box), heading)
        for line in [tr("Last sync: %@", details.lastSync), tr("Server: %@", DemoWindow.unreachableURL.host ?? ""),
                     tr("Notes: %@", String(details.notes))] {
            let label = gtk_label_new(line)!
            gtk_label_set_xalign(pk_label(label), 0)
            gtk_box_append(pk_box(box), label)
        }
        return box
    }
}
