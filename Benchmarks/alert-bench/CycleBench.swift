// `latency N` and `memory N`: present an alert through the library, wait for the
// dialog's first paint, answer it from code, present the next one; N times.
//
// The same cycle as Benchmarks/baselines/c-dialog.c, so the figures compare: a modal
// message dialog transient for a small main window, heading, secondary text,
// Cancel/OK with OK the default. The clock starts just before
// `PresentationContext.present` and stops at the first `GdkFrameClock::after-paint` of
// the dialog's own surface; the library's share is everything in between (the
// observation, the MainActor hop through the GLib bridge, building the dialog,
// `gtk_window_present`). The dialog is answered from an idle with `gtk_dialog_response`,
// as a click would; its OK action starts the next cycle from another idle.
//
// With `--adwaita` the same cycle runs in PresentationKitAdwaita's style (libadwaita's
// dialog, answered by a click on OK), its lines prefixed adw_ beside the raw C
// AdwMessageDialog's cadw_ (c-dialog.c built with -DBENCH_ADWAITA; -DBENCH_ADWAITA_ALERT,
// AdwAlertDialog, from libadwaita 1.5). c-dialog.c's build→paint clock starts where this
// one does, before the dialog is built (issue 35).
//
// With `--phases` the cycle is also cut in three where the library's own work is (the
// profile of docs/benchmarks.md, issue 35): present → the style's factory called (the
// observation, the MainActor hop, the DialogLayout), the factory (building the dialog,
// fitting it to the work area, presenting it: realize and map), and shown → first paint
// (GTK's first frame). It wraps the style's factory in a closure of the benchmark's, so
// its figures are printed apart, as *_phase_*, and the plain run has no wrapper.
import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import CGtk.Adwaita
import CPresentationKitAdwaitaTesting
import PresentationKit
@_spi(Testing) import PresentationKitGtk
import PresentationKitAdwaita

/// The alert the C and PyGObject baselines show.
let benchHeading = "Delete “report.txt”?"
let benchBody = "It contains <b>& other things. This cannot be undone."

@MainActor
final class CycleBench {
    enum Mode { case latency, memory }

    private let mode: Mode
    private let adwaita: Bool
    /// The figures' prefix: lib (GTK's style), adw (libadwaita's) or mem.
    private let prefix: String
    private let cycles: Int
    private let samplesPath: String?
    private let app: UnsafeMutablePointer<GtkApplication>
    private let window: UnsafeMutablePointer<GtkWidget>
    private let context = PresentationContext<Int>()
    private var presenter: AnyObject?
    private let widgets = ObjectCensus()

    private var presentedAt: Int64 = 0
    private var factoryAt: Int64 = 0
    private var toFactorySamples: [Double] = []
    private var factorySamples: [Double] = []
    private let phases: Bool
    private var shownAt: Int64 = 0
    private var samples: [Double] = []
    private var shownSamples: [Double] = []
    private var answered = 0
    private var actionsRun = 0
    private var rssStartKB = 0
    private var rssAfterFirstKB = 0
    private var dialogsCreatedAtStart = 0
    private var dialogsFinalizedAtStart = 0

    init(app: UnsafeMutablePointer<GtkApplication>, mode: Mode, cycles: Int, samplesPath: String?,
         adwaita: Bool = false, phases: Bool = false) {
        self.app = app
        self.mode = mode
        self.adwaita = adwaita
        self.phases = phases
        prefix = mode == .memory ? "mem" : adwaita ? "adw" : "lib"
        if adwaita { AdwaitaStyle.install() }
        self.cycles = cycles
        self.samplesPath = samplesPath
        samples.reserveCapacity(cycles)
        shownSamples.reserveCapacity(cycles)
        window = gtk_application_window_new(app)
        gtk_window_set_title(pk_window(window), "alert-bench")
        gtk_window_set_default_size(pk_window(window), 320, 200)
        gtk_window_set_child(pk_window(window), gtk_label_new("Main window"))

        let presenter = AlertPresenter(context: context, window: pk_window(window)) {
            [unowned self] _ in
            AlertMessage(
                title: benchHeading, message: benchBody,
                actions: [
                    AlertAction("Cancel", role: .cancel),
                    AlertAction("OK", isDefault: true) { [unowned self] in self.okRan() },
                ])
        }
        presenter.onDialogShown = { [unowned self] dialog in self.dialogShown(dialog) }
        if phases {
            let style = PresentationStyle.current
            let dialogs = DialogStyle(name: style.dialogs.name) { [unowned self] layout, messageType, parent, options in
                factoryAt = nowMicroseconds()
                toFactorySamples.append(milliseconds(from: presentedAt, to: factoryAt))
                return style.dialogs.makeSurface(layout, messageType, parent, options)
            }
            PresentationStyle.current = PresentationStyle(name: style.name, dialogs: dialogs, makeToast: style.makeToast)
        }
        self.presenter = presenter

        // Start once the main window has painted, so its cost is not in cycle 1.
        onFirstPaint(of: window) { [unowned self] in
            rssStartKB = residentKB()
            dialogsCreatedAtStart = DialogCensus.created
            dialogsFinalizedAtStart = DialogCensus.finalized
            onIdle { [unowned self] in startCycle() }
        }
        gtk_window_present(pk_window(window))
    }

    private func startCycle() {
        presentedAt = nowMicroseconds()
        context.present(answered)
    }

    private func dialogShown(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        shownAt = nowMicroseconds()
        if phases { factorySamples.append(milliseconds(from: factoryAt, to: shownAt)) }
        if mode == .memory { widgets.trackTree(dialog) }
        // Shown means realized and mapped, so the surface's frame clock exists.
        guard let clock = frameClock(of: dialog) else { fatalError("dialog shown without a surface") }
        g_object_ref(dialog)
        onNextAfterPaint(clock) { [unowned self] in
            let now = nowMicroseconds()
            samples.append(milliseconds(from: presentedAt, to: now))
            shownSamples.append(milliseconds(from: shownAt, to: now))
            onIdle { [unowned self] in
                // Response 1 is OK: Cancel is laid out first, as response 0.
                if adwaita {
                    _ = pk_adw_testing_click(dialog, 1)
                } else {
                    pk_dialog_response(dialog, 1)
                }
                g_object_unref(dialog)
                answerGiven()
            }
        }
    }

    private func okRan() { actionsRun += 1 }

    private func answerGiven() {
        answered += 1
        if answered == 1 { rssAfterFirstKB = residentKB() }
        if answered < cycles {
            onIdle { [unowned self] in startCycle() }
        } else {
            // Let GTK drop its last references to the dialog before counting.
            after(milliseconds: 100) { [unowned self] in finish() }
        }
    }

    private func finish() {
        let rssEndKB = residentKB()
        report("\(prefix)_cycles", answered)
        if mode == .latency {
            let sorted = samples.sorted()
            report("\(prefix)_present_to_paint_p50_ms", percentile(sorted, 0.50))
            report("\(prefix)_present_to_paint_p99_ms", percentile(sorted, 0.99))
            report("\(prefix)_present_to_paint_max_ms", sorted.last ?? .nan)
            report("\(prefix)_first_present_to_paint_ms", samples.first ?? .nan)
            let shown = shownSamples.sorted()
            report("\(prefix)_shown_to_paint_p50_ms", percentile(shown, 0.50))
            report("\(prefix)_shown_to_paint_p99_ms", percentile(shown, 0.99))
            if phases {
                report("\(prefix)_phase_to_factory_p50_ms", percentile(toFactorySamples.sorted(), 0.50))
                report("\(prefix)_phase_factory_p50_ms", percentile(factorySamples.sorted(), 0.50))
            }
            writeSamples(samples, to: samplesPath)
        }
        report("\(prefix)_rss_growth_kb", rssEndKB - rssStartKB)
        report("\(prefix)_rss_growth_after_first_kb", rssEndKB - rssAfterFirstKB)
        report("\(prefix)_dialogs_created", DialogCensus.created - dialogsCreatedAtStart)
        report("\(prefix)_dialogs_finalized", DialogCensus.finalized - dialogsFinalizedAtStart)
        if mode == .memory {
            report("mem_widgets_created", widgets.created)
            report("mem_widgets_finalized", widgets.finalized)
        }
        report("\(prefix)_actions_run", actionsRun)
        presenter = nil
        g_application_quit(pk_application(app))
    }
}
