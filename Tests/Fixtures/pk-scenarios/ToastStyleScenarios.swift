import CGtk
internal import CPresentationKitTesting
import Foundation
import PresentationKit
import PresentationKitAdwaita
@_spi(Testing) import PresentationKitGtk

/// A style's own toasts (libadwaita's AdwToast in an AdwToastOverlay) keep the presenter's
/// semantics: the text updated in place, the action run once as the toast's ending, the
/// message's duration, and the library's own toast where the window has no overlay for them.
@MainActor
let toastStyleScenarios: [Scenario] = [

    Scenario(name: "aToastInTheStylesOverlayCountsRepeatsRunsItsActionOnceAndTimesOut") { stage in
        // (And its close button ends it as closed.)
        // libadwaita's style: an AdwApplicationWindow as the demo builds it; GTK's: the stage's window.
        let window = Stage.isAdwaita
            ? AdwaitaStyle.applicationWindow(
                adopting: pk_window(gtk_window_new()), application: UnsafeMutableRawPointer(g_application_get_default()!).assumingMemoryBound(to: GtkApplication.self))
            : stage.window
        gtk_window_present(window)
        let model = Model()
        model.counter = 1
        var undone = 0
        // An item whose text follows the model: a count updated in place, as a repeated error's.
        let toasts = PresentationContext<String>()
        let presenter = window.toast(for: toasts) { title in
            model.counter == 0
                ? ToastMessage(title, duration: .milliseconds(300))
                : ToastMessage(model.counter == 1 ? title : "\(title) (\(model.counter) times)", action: AlertAction("Undo") { undone += 1 })
        }
        var ended: [ToastPresenter.EndedToast] = []
        presenter.onToastEnd = { ended.append($0) }
        toasts.present("Note deleted")
        await stage.settle()
        let isAdwToast = pk_widget_has_descendant_named_type(pk_widget(window), "AdwToastWidget") != 0
        stage.expect(isAdwToast == Stage.isAdwaita, "an AdwToast shown: \(isAdwToast)")
        let order = { (take(pk_widget_dup_reading_order(pk_widget(window))) ?? "").split(separator: "\n").map(String.init) }
        stage.expect(order().contains("label:Note deleted"), "the toast's text is not shown: \(order())")
        model.counter = 2
        await stage.settle()
        stage.expect(presenter.shownText == "Note deleted (2 times)", "the toast reads \(presenter.shownText ?? "nothing")")
        stage.expect(order().contains("label:Note deleted (2 times)"), "the count is not shown: \(order())")
        stage.expect(pk_widget_click_button(pk_widget(window), "Undo") != 0, "no Undo button: \(order())")
        await stage.settle()
        stage.expect(undone == 1, "Undo ran \(undone) times")
        stage.expect(ended.map(\.ending) == [.action], "endings \(ended.map(\.ending))")
        // The message's duration, under a second: the presenter's clock ends it.
        model.counter = 0
        toasts.present("Saved")
        await stage.settle()
        let started = g_get_monotonic_time()
        while ended.count < 2, g_get_monotonic_time() - started < 3_000_000 { try? await Task.sleep(for: .milliseconds(50)) }
        stage.expect(ended.map(\.ending) == [.action, .timedOut], "endings \(ended.map(\.ending))")
        stage.expect(ended.last.map { $0.timeOnScreen < .seconds(2) } ?? false, "on screen \(ended.last?.timeOnScreen ?? .zero)")
        // And it leaves the screen (its hiding animation done).
        let ending = g_get_monotonic_time()
        while order().contains("label:Saved"), g_get_monotonic_time() - ending < 3_000_000 { try? await Task.sleep(for: .milliseconds(50)) }
        stage.expect(!order().contains("label:Saved"), "the timed-out toast is still shown: \(order())")
        // Its close button (libadwaita's own in that style) ends it as closed.
        model.counter = 1   // the default duration: nothing ends it but the click
        toasts.present("Copied")
        await stage.settle()
        stage.expect(pk_widget_click_icon_button(pk_widget(window), "window-close-symbolic") != 0, "no close button: \(order())")
        await stage.settle()
        stage.expect(ended.map(\.ending) == [.action, .timedOut, .closed], "endings \(ended.map(\.ending))")
        presenter.detach()
        if window != stage.window { gtk_window_destroy(window) }
        await stage.settle()
    },

    Scenario(name: "aWindowWithoutTheStylesOverlayShowsTheLibrarysOwnToast") { stage in
        let toasts = PresentationContext<ToastMessage>()
        let presenter = stage.window.toast(for: toasts)
        toasts.present(ToastMessage("Copied"))
        await stage.settle()
        stage.expect(presenter.shownText == "Copied", "the toast reads \(presenter.shownText ?? "nothing")")
        stage.expect(pk_widget_has_descendant_named_type(pk_widget(stage.window), "AdwToastWidget") == 0,
                     "an AdwToast in a window with no AdwToastOverlay")
        stage.expect(pk_widget_has_descendant_named_type(pk_widget(stage.window), "GtkRevealer") != 0,
                     "the library's toast is not in the window")
        toasts.dismiss()
        await stage.settle()
    },
]

/// A GLib-allocated string as a Swift one, freed.
private func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}
