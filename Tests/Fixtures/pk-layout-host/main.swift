// The subject of the text-layout tests (Tests/TextLayoutTests): shows dialogs through
// the library's AlertDialog one after another and reports, for each, the geometry GTK
// gave it, read inside the process (much faster than asking AT-SPI per dialog).
//
// stdin, one dialog a line, as JSON (LayoutRequest, in Tests/Fixtures/TestHostProtocol):
//   {"title": "…", "message": "…", "buttons": [{"label": "OK", "role": "default"}], "parent": true}
// stdout, one line per dialog once it is painted, then it is closed and the next shown:
//   dialog index=N ms=PRESENT→PAINT width=W height=H area=AWxAH scrolled=0|1 buttons=K [first-height=H] fits=yes|no problems=…
//   (first-height: libadwaita's window's height in the first frame painted; its other
//   figures are read once its size settles)
// stderr: "pk-layout-host: dialog N" before dialog N is built, so whatever GTK logs
// between that line and the next belongs to dialog N.
// "ready" once the parent window is shown; the program quits when stdin closes.
// PK_STYLE=adwaita shows libadwaita's dialog (PresentationKitAdwaita) instead.
import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import Foundation
import PresentationKit
@_spi(Testing) import PresentationKitGtk
import PresentationKitAdwaita
import PresentationKitAdwaitaTesting
import TestHostProtocol

extension LayoutRequest {
    /// The request as the library's message.
    var alert: AlertMessage {
        AlertMessage(
            title: title, message: message,
            actions: buttons.map { button in
                AlertAction(
                    button.label,
                    role: button.role == "cancel" ? .cancel : button.role == "destructive" ? .destructive : nil,
                    isDefault: button.role == "default")
            })
    }
}

@MainActor
final class LayoutHost {
    private let window: UnsafeMutablePointer<GtkWindow>
    private var waiting: [String] = []
    private var showing: AlertSession?
    private var inputClosed = false
    private var count = 0
    private let app: UnsafeMutablePointer<GtkApplication>

    init(app: UnsafeMutablePointer<GtkApplication>) {
        self.app = app
        window = pk_window(gtk_application_window_new(app))!
        gtk_window_set_title(window, "Layout Host")
        gtk_window_set_default_size(window, 480, 320)
        gtk_window_present(window)
        emit("ready")
    }

    func receive(_ line: String) {
        waiting.append(line)
        showNext()
    }

    func endOfInput() {
        inputClosed = true
        showNext()
    }

    private func showNext() {
        guard showing == nil else { return }
        guard !waiting.isEmpty else {
            if inputClosed { g_application_quit(pk_application(app)) }
            return
        }
        let line = waiting.removeFirst()
        count += 1
        let index = count
        guard let request = try? JSONDecoder().decode(LayoutRequest.self, from: Data(line.utf8)) else {
            emit("dialog index=\(index) fits=no problems=unreadable request")
            showNext()
            return
        }
        FileHandle.standardError.write(Data("pk-layout-host: dialog \(index)\n".utf8))
        let layout = DialogLayout(request.alert)
        let start = DispatchTime.now().uptimeNanoseconds
        let parent = request.parent ? window : nil
        let dialog = AlertSession(request.alert, window: parent, style: isAdwaita ? AdwaitaStyle.style.dialogs : .gtk)
        dialog.start(usingRememberedAnswer: false) { _ in }
        showing = dialog
        guard let widget = dialog.widget, let clock = gtk_widget_get_frame_clock(widget) else {
            emit("dialog index=\(index) fits=no problems=not mapped after present")
            finish(dialog)
            return
        }
        SignalHandler.connectOnce(UnsafeMutableRawPointer(clock), "after-paint") { [self] in
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if isAdwaita {
                let firstHeight = Self.windowSize(widget).height
                whenSettled(widget, clock: clock) { [self] in
                    emit(Self.reportAdwaita(
                        widget, layout: layout, index: index, milliseconds: milliseconds, firstHeight: firstHeight))
                    finish(dialog)
                }
            } else {
                emit(Self.report(widget, layout: layout, index: index, milliseconds: milliseconds))
                finish(dialog)
            }
        }
    }

    /// Call `body` once the window showing `widget` keeps its size from one painted frame to
    /// the next (at most 10 frames): libadwaita 1.2's dialog grows after its first frame
    /// when its buttons move from a row to a column, so the first frame is not what stays.
    private func whenSettled(
        _ widget: UnsafeMutablePointer<GtkWidget>, clock: OpaquePointer, previous: (Int32, Int32)? = nil,
        frames: Int = 0, _ body: @escaping @MainActor () -> Void
    ) {
        let root = gtk_widget_get_root(widget).map { pk_widget(UnsafeMutableRawPointer($0)) } ?? widget
        let size = (gtk_widget_get_width(root), gtk_widget_get_height(root))
        if let previous, previous == size || frames >= 10 { return body() }
        SignalHandler.connectOnce(UnsafeMutableRawPointer(clock), "after-paint") { [self] in
            whenSettled(widget, clock: clock, previous: size, frames: frames + 1, body)
        }
        gtk_widget_queue_draw(root)
    }

    private func finish(_ dialog: AlertSession) {
        dialog.close(as: .closed)
        showing = nil
        // From the main loop, not from inside the paint that reported.
        Task { self.showNext() }
    }

    private func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// What a person would check by looking: the dialog fits in its monitor's work area,
    /// every button lies inside it, whole and apart from the texts and the other buttons,
    /// and the texts are the ones given.
    private static func report(
        _ dialog: UnsafeMutablePointer<GtkWidget>, layout: DialogLayout, index: Int, milliseconds: Double
    ) -> String {
        let (width, height, area, sizeProblems) = windowSize(dialog)
        var problems = sizeProblems
        var inside = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(gtk_widget_get_width(dialog)), height: Float(gtk_widget_get_height(dialog))))

        let texts = pk_message_dialog_get_texts(dialog)!
        let scrolled = gtk_widget_get_ancestor(texts, gtk_scrolled_window_get_type())
        let textsShown = scrolled ?? texts
        var textsBounds = graphene_rect_t()
        if gtk_widget_compute_bounds(textsShown, dialog, &textsBounds) == 0 {
            problems.append("texts have no bounds")
        } else if !graphene_rect_contains_rect(&inside, &textsBounds) {
            problems.append("texts reach outside the dialog (\(describe(textsBounds)))")
        }
        let labels = sequence(first: gtk_widget_get_first_child(texts), next: { gtk_widget_get_next_sibling($0) })
            .compactMap { $0 }
            .filter { gtk_widget_get_visible($0) != 0 }
            .map { String(cString: gtk_label_get_text(pk_label($0))) }
        let expected = [layout.heading] + (layout.body.map { [$0] } ?? [])
        if labels != expected { problems.append("texts shown differ from the texts given") }

        var placed: [graphene_rect_t] = []
        for position in layout.buttons.indices {
            guard let widget = pk_dialog_get_button(dialog, Int32(position)), gtk_widget_get_mapped(widget) != 0 else {
                problems.append("button \(position) not shown")
                continue
            }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, dialog, &bounds) != 0, bounds.size.width >= 1, bounds.size.height >= 1
            else {
                problems.append("button \(position) has no size")
                continue
            }
            if !graphene_rect_contains_rect(&inside, &bounds) {
                problems.append("button \(position) reaches outside the dialog (\(describe(bounds)))")
            }
            if graphene_rect_intersection(&bounds, &textsBounds, nil) {
                problems.append("button \(position) overlaps the texts")
            }
            for other in placed {
                var other = other
                if graphene_rect_intersection(&bounds, &other, nil) {
                    problems.append("button \(position) overlaps another button")
                }
            }
            placed.append(bounds)
        }
        return reportLine(index: index, milliseconds: milliseconds, width: width, height: height, area: area,
                          scrolled: scrolled != nil, buttons: placed.count, problems: problems)
    }

    /// The `dialog …` line the tests read (see the top of this file), for either style.
    private static func reportLine(
        index: Int, milliseconds: Double, width: Int32, height: Int32, area: GdkRectangle,
        scrolled: Bool, buttons: Int, firstHeight: Int32? = nil, problems: [String]
    ) -> String {
        [
            "dialog index=\(index)", "ms=\(String(format: "%.1f", milliseconds))", "width=\(width)",
            "height=\(height)", "area=\(area.width)x\(area.height)", "scrolled=\(scrolled ? 1 : 0)",
            "buttons=\(buttons)", firstHeight.map { "first-height=\($0)" }, "fits=\(problems.isEmpty ? "yes" : "no")",
            "problems=\(problems.joined(separator: "; "))",
        ].compactMap { $0 }.joined(separator: " ")
    }

    /// The dialog's window size, its monitor's work area, and whether the window is wider or
    /// taller than that area.
    private static func windowSize(
        _ dialog: UnsafeMutablePointer<GtkWidget>
    ) -> (width: Int32, height: Int32, area: GdkRectangle, problems: [String]) {
        var problems: [String] = []
        let area = pk_widget_get_workarea(dialog)
        let surface = gtk_native_get_surface(gtk_widget_get_native(dialog))
        let width = surface.map { gdk_surface_get_width($0) } ?? gtk_widget_get_width(dialog)
        let height = surface.map { gdk_surface_get_height($0) } ?? gtk_widget_get_height(dialog)
        if width > area.width { problems.append("wider than the work area (\(width) > \(area.width))") }
        if height > area.height { problems.append("taller than the work area (\(height) > \(area.height))") }
        return (width, height, area, problems)
    }

    /// What a person checks of libadwaita's dialog, whose labels and buttons are private:
    /// its window fits the work area, it shows the texts given, and every button lies
    /// inside its window with a size.
    private static func reportAdwaita(
        _ dialog: UnsafeMutablePointer<GtkWidget>, layout: DialogLayout, index: Int, milliseconds: Double,
        firstHeight: Int32
    ) -> String {
        let (width, height, area, sizeProblems) = windowSize(dialog)
        var problems = sizeProblems
        let texts = AdwaitaTesting.texts(of: dialog)
        if texts.heading != layout.heading || texts.body != layout.body {
            problems.append("texts shown differ from the texts given")
        }
        let buttons = AdwaitaTesting.buttonCount(of: dialog)
        if buttons != layout.buttons.count { problems.append("\(buttons) buttons shown, \(layout.buttons.count) given") }
        if !AdwaitaTesting.buttonsOnScreen(dialog) { problems.append("a button lies outside the window or has no size") }
        return reportLine(index: index, milliseconds: milliseconds, width: width, height: height, area: area,
                          scrolled: false, buttons: buttons, firstHeight: firstHeight, problems: problems)
    }

    private static func describe(_ rect: graphene_rect_t) -> String {
        "x \(rect.origin.x), y \(rect.origin.y), \(rect.size.width)×\(rect.size.height)"
    }
}

// Set once in `activate` and read only on the main thread (the activate handler and
// the reader thread's hops to the main actor), so no two threads touch it at once.
nonisolated(unsafe) var host: LayoutHost?

/// Whether the dialogs are libadwaita's (`PK_STYLE=adwaita`).
let isAdwaita = ProcessInfo.processInfo.environment["PK_STYLE"] == "adwaita"

let status = GtkApplicationRunner(id: "org.presentationkit.LayoutHost", flags: G_APPLICATION_NON_UNIQUE)
    .run(arguments: [CommandLine.arguments[0]]) { app in
        guard host == nil else { return }
        if isAdwaita { AdwaitaStyle.install() }
        // No desktop notifications: no window is active on a display without a window manager.
        PresenterNotifications.areOnByDefault = false
        host = LayoutHost(app: app)
        // Requests arrive on a plain thread and hop to the main actor through the bridge.
        Thread.detachNewThread {
            while let line = readLine() {
                Task { @MainActor in host?.receive(line) }
            }
            Task { @MainActor in host?.endOfInput() }
        }
    }
exit(status)
