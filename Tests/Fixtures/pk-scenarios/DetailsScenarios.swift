import CGtk
import CGtk.Internal   // the library's own pk_* helpers
internal import CPresentationKitTesting
import Foundation
import PresentationKit
import PresentationKitAdwaita
import PresentationKitAdwaitaTesting
@_spi(Testing) import PresentationKitGtk

/// Issue 22's Details and Don't ask again, in every presenter path. The answers are kept
/// under `$XDG_CONFIG_HOME/org.presentationkit.Scenarios/` (a directory of the test's own);
/// each suppression scenario starts with `AlertSuppression.resetAll()`.
@MainActor
let detailsAndSuppressionScenarios: [Scenario] = [

    // MARK: Details

    Scenario(name: "aContextAlertShowsItsDetailsCollapsedWithCopy") { stage in
        let context = PresentationContext<String>()
        let presenter = stage.window.alert(for: context) { AlertMessage(title: $0, details: "line 1\n\tline 2 <b>&</b>") }
        context.present("Failed")
        await stage.settle()
        guard let dialog = stage.onlyDialog("the context alert") else { return }
        expectDetails(stage, in: dialog, "line 1\n\tline 2 <b>&</b>", "the context alert")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aFlagAlertAndPresentOnShowTheirDetails") { stage in
        let model = Model()
        let presenter = stage.window.alert(isPresented: Binding(model, \.didFail)) {
            AlertMessage(title: "Sync failed.", details: "flag details")
        }
        model.didFail = true
        await stage.settle()
        if let dialog = stage.onlyDialog("the flag alert") {
            expectDetails(stage, in: dialog, "flag details", "the flag alert")
            stage.choose(0, in: dialog)
            await stage.settle()
        }
        let window = stage.window
        Task { _ = await AlertMessage(title: "Asked", details: "asked details").present(on: window) }
        await stage.settle()
        if let dialog = stage.onlyDialog("present(on:)") {
            expectDetails(stage, in: dialog, "asked details", "present(on:)")
            stage.choose(0, in: dialog)
        }
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "anErrorBindingAlertShowsTheErrorsDetailsUnlessTurnedOff") { stage in
        let model = Model()
        let presenter = stage.window.alert(error: Binding(model, \.error)) { _ in [AlertAction("OK")] } message: { _ in nil }
        model.error = Failure()
        await stage.settle()
        if let dialog = stage.onlyDialog("the error binding's alert") {
            expectDetails(stage, in: dialog, AlertMessage.details(of: Failure()), "the error binding's alert")
            stage.choose(0, in: dialog)
            await stage.settle()
        }
        presenter.detach()
        let quiet = stage.window.alert(error: Binding(model, \.error), showsDetails: false) { _ in [AlertAction("OK")] } message: { _ in nil }
        model.error = Failure()
        await stage.settle()
        if let dialog = stage.onlyDialog("the error binding's alert with showsDetails: false") {
            stage.expect(pk_dialog_find_expander(dialog) == nil, "showsDetails: false still shows a Details expander")
            stage.choose(0, in: dialog)
        }
        await stage.settle()
        withExtendedLifetime(quiet) {}
    },

    Scenario(name: "anAlerterErrorShowsTheErrorsDetailsUnlessTurnedOff") { stage in
        let alerter = Alerter()
        let presenter = stage.window.alert(for: alerter.errorContext)
        let error = CocoaError(.fileNoSuchFile)
        alerter.alert(error: error)
        await stage.settle()
        if let dialog = stage.onlyDialog("the error alert") {
            expectDetails(stage, in: dialog, AlertMessage.details(of: error), "the error alert")
            stage.choose(0, in: dialog)
            await stage.settle()
        }
        presenter.detach()
        let plain = Alerter()
        let without = stage.window.alert(for: plain.errorContext, showsDetails: false)
        plain.alert(error: error)
        await stage.settle()
        if let dialog = stage.onlyDialog("the error alert with showsDetails: false") {
            stage.expect(pk_dialog_find_expander(dialog) == nil, "showsDetails: false still shows a Details expander")
            stage.choose(0, in: dialog)
        }
        withExtendedLifetime(without) {}
    },

    Scenario(name: "aRetriedErrorsDetailsAreTheThrownErrors") { stage in
        let alerter = Alerter()
        let presenter = stage.window.alert(for: alerter.errorContext)
        alerter.tryWithErrorAlert(retry: true) { throw URLError(.badServerResponse) }
        await stage.settle()
        if let dialog = stage.onlyDialog("the retried error's alert") {
            expectDetails(stage, in: dialog, AlertMessage.details(of: URLError(.badServerResponse)), "the retried error's alert")
            stage.choose(0, in: dialog)
        }
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aMegabyteOfDetailsAndRepairedUTF8ShowQuickly") { stage in
        let line = String(repeating: "0123456789abcdef", count: 4) + "\n"
        let big = String(repeating: line, count: 1_048_576 / line.utf8.count)
        let repaired = String(decoding: [0x61, 0xff, 0x62, 0x0a, 0xc3, 0xa9] as [UInt8], as: UTF8.self)
        for (details, name) in [(big, "a megabyte"), (repaired, "repaired UTF-8")] {
            let window = stage.window
            let started = g_get_monotonic_time()
            Task { _ = await AlertMessage(title: name, details: details).present(on: window) }
            await stage.settle()
            guard let dialog = stage.onlyDialog(name), let expander = pk_dialog_find_expander(dialog) else { continue }
            pk_expander_set_expanded(expander, 1)
            await stage.settle()
            stage.expect(take(pk_expander_dup_text(expander)) == details, "\(name): the text view does not hold the details")
            stage.choose(0, in: dialog)
            await stage.settle()
            let seconds = Double(g_get_monotonic_time() - started) / 1_000_000
            stage.expect(seconds < 3, "\(name): shown, expanded and answered in \(seconds) s")
        }
        stage.expect(stage.dialogs.isEmpty, "a dialog is still up")
    },

    // What a message adds under itself, all at once: both styles stack the countdown line,
    // the details and the check button under the message in that order, and libadwaita's
    // dialog keeps them in its one extra child beside the texts it scrolls when they are
    // taller than the screen.
    Scenario(name: "theCountdownDetailsAndCheckButtonStackUnderTheMessageInOrder") { stage in
        var options = AlertOptions()
        options.countdown = "Closes in 9 s"
        options.details = AlertOptions.Details(text: "the log", label: "Details", copyLabel: "Copy")
        options.rememberLabel = "Don't ask again"
        let body = (1...80).map { "Line \($0) of a body taller than the screen." }.joined(separator: "\n")
        let message = AlertMessage(title: "Tall", message: body) {
            AlertAction("Cancel", role: .cancel)
            AlertAction("Go")
        }
        let dialog = AlertSession(message, window: stage.window, style: PresentationStyle.current.dialogs, memory: nil, options: options)
        dialog.start { _ in }
        await stage.settle()
        guard let widget = dialog.widget else { return stage.expect(false, "no dialog widget") }
        dialog.setCountdown("Closes in 8 s")
        await stage.settle()
        // One entry a line; the body's own lines are left out, its first one stands for it.
        let order = (take(pk_widget_dup_reading_order(widget)) ?? "").split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("Line ") }
        let expected = ["label:Tall", "label:Line 1 of a body", "label:Closes in 8 s", "expander:Details", "check:Don't ask again"]
        let positions = expected.map { line in order.firstIndex { $0.hasPrefix(line) } ?? -1 }
        stage.expect(!positions.contains(-1) && positions == positions.sorted() && Set(positions).count == positions.count,
                     "not in reading order (heading, body, countdown, details, check): \(positions) in \(order)")
        stage.expect(!order.contains("label:Closes in 9 s"), "setCountdown added a line instead of changing it: \(order)")
        if Stage.isAdwaita {
            // Read once the window has its size: on Weston (the Wayland lane) its first
            // configure can come after the settle above (seen: the window 0x0 there).
            await stage.untilTheWindowKeepsItsSize(widget)
            stage.expect(AdwaitaTesting.buttonsOnScreen(widget), "a button is off screen under the scrolled texts and extras")
            stage.expect(AdwaitaTesting.buttonCount(of: widget) == 2, "the dialog's buttons are its two responses")
        }
        dialog.close(as: .closed)
    },

    // Expanded details under the texts keep the dialog within its monitor's work area:
    // libadwaita 1.2's window grew past it by the details' height, its buttons under the
    // screen's edge, whether its texts fitted before (25 lines) or already scrolled (80).
    Scenario(name: "expandedDetailsKeepTheDialogWithinTheWorkArea") { stage in
        var options = AlertOptions()
        options.details = AlertOptions.Details(
            text: (1...200).map { "Log line \($0)" }.joined(separator: "\n"), label: "Details", copyLabel: "Copy")
        options.rememberLabel = "Don't ask again"
        for lines in [25, 80] {
            let body = (1...lines).map { "Line \($0) of a long body." }.joined(separator: "\n")
            let message = AlertMessage(title: "Tall", message: body) {
                AlertAction("Cancel", role: .cancel)
                AlertAction("Go")
            }
            let dialog = AlertSession(message, window: stage.window, style: PresentationStyle.current.dialogs, memory: nil, options: options)
            dialog.start { _ in }
            await stage.settle()
            guard let widget = dialog.widget, let expander = pk_dialog_find_expander(widget) else {
                return stage.expect(false, "\(lines) lines: no dialog or no details expander")
            }
            await stage.untilTheWindowKeepsItsSize(widget)
            pk_expander_set_expanded(expander, 1)
            let tallest = await stage.untilTheWindowKeepsItsSize(widget)
            let area = pk_widget_get_workarea(widget)
            stage.expect(tallest <= area.height, "\(lines) lines, expanded: \(tallest) px high in a \(area.height) px work area")
            if Stage.isAdwaita {
                stage.expect(AdwaitaTesting.buttonsOnScreen(widget), "\(lines) lines, expanded: a button is off screen")
            }
            dialog.close(as: .closed)
            await stage.settle()
        }
    },

    // MARK: Don't ask again

    Scenario(name: "aCheckedCancelIsRememberedAndPresentOnAnswersWithoutADialog") { stage in
        AlertSuppression.resetAll()
        let window = stage.window
        let ran = Ran()
        let question = AlertMessage(title: "Update now?") {
            AlertAction("Later", role: .cancel) { ran.labels.append("Later") }
            AlertAction("Update") { ran.labels.append("Update") }
        }.suppressible(key: "update-now")
        let asked = Asked()
        Task { asked.first = await question.present(on: window) }
        await stage.settle()
        guard let dialog = stage.onlyDialog("the first ask"), let check = pk_dialog_find_check_button(dialog) else {
            return stage.expect(false, "no Don't ask again check button")
        }
        stage.expect(take(pk_check_button_dup_label(check)) == "Don't ask again", "the check button's label")
        pk_check_button_set_checked(check, 1)
        stage.choose(0, in: dialog)  // Later, the cancel action, stands first
        await stage.settle()
        stage.expect(asked.first?.label == "Later", "the first ask returned \(String(describing: asked.first))")
        let built = stage.dialogsCreated
        Task { asked.second = await question.present(on: window) }
        await stage.settle()
        stage.expect(asked.second == asked.first, "the second ask returned \(String(describing: asked.second))")
        stage.expect(stage.dialogsCreated == built && stage.dialogs.isEmpty, "the second ask built a dialog")
        stage.expect(ran.labels == ["Later", "Later"], "the handlers that ran: \(ran.labels)")
    },

    Scenario(name: "aSuppressedContextAlertIsSkippedWithItsActionRun") { stage in
        AlertSuppression.resetAll()
        let context = PresentationContext<String>()
        let ran = Ran()
        let presenter = stage.window.alert(for: context) { item in
            AlertMessage(title: "Delete \(item)?") {
                AlertAction("Keep", role: .cancel) { ran.labels.append("Keep \(item)") }
                AlertAction("Delete", id: "delete", role: .destructive) { ran.labels.append("Delete \(item)") }
            }.suppressible(key: "delete-files")
        }
        context.present("a")
        await stage.settle()
        guard let dialog = stage.onlyDialog("the first item"), let check = pk_dialog_find_check_button(dialog) else {
            return stage.expect(false, "no Don't ask again check button")
        }
        pk_check_button_set_checked(check, 1)
        stage.choose(1, in: dialog)
        await stage.settle()
        context.present("b")
        context.present("c")
        await stage.settle()
        stage.expect(stage.dialogs.isEmpty && stage.dialogsCreated == 1, "\(stage.dialogsCreated) dialogs built for three items")
        stage.expect(ran.labels == ["Delete a", "Delete b", "Delete c"], "the handlers that ran: \(ran.labels)")
        stage.expect(context.item == nil && context.queue.isEmpty, "the context still holds an item")
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aRememberedRetryThatPresentsItsAlertAgainGetsADialog") { stage in
        AlertSuppression.resetAll()
        let model = Model()
        let ran = Ran()
        let presenter = stage.window.alert(isPresented: Binding(model, \.didFail)) {
            AlertMessage(title: "Sync failed.") {
                AlertAction("Retry") { ran.labels.append("Retry"); model.didFail = true }
            }.suppressible(key: "sync-retry")
        }
        model.didFail = true
        await stage.settle()
        if let dialog = stage.onlyDialog("the first failure"), let check = pk_dialog_find_check_button(dialog) {
            pk_check_button_set_checked(check, 1)
            stage.choose(0, in: dialog)
        }
        // Retry was remembered, and it sets the flag again: answered once, then asked.
        await stage.settle()
        stage.expect(ran.labels == ["Retry", "Retry"], "the handlers that ran: \(ran.labels)")
        if let dialog = stage.onlyDialog("the re-presented alert") {
            stage.expect(stage.texts(of: dialog).heading == "Sync failed.", "another dialog is up")
            model.didFail = false
        }
        await stage.settle()
        // Later, a new failure: answered as remembered again once, then asked again.
        let built = stage.dialogsCreated
        model.didFail = true
        await stage.settle()
        stage.expect(ran.labels.count == 3, "the handlers that ran: \(ran.labels)")
        stage.expect(stage.dialogsCreated == built + 1 && stage.dialogs.count == 1, "\(stage.dialogsCreated - built) dialogs built for a new failure")
        model.didFail = false
        await stage.settle()
        withExtendedLifetime(presenter) {}
    },

    Scenario(name: "aDismissalOrAnUncheckedBoxIsNotRemembered") { stage in
        AlertSuppression.resetAll()
        let window = stage.window
        let question = AlertMessage(title: "Which one?") {
            AlertAction("Left")
            AlertAction("Right")
        }.suppressible(key: "which-one")
        let asked = Asked()
        Task { asked.first = await question.present(on: window) }
        await stage.settle()
        if let dialog = stage.onlyDialog("the first ask"), let check = pk_dialog_find_check_button(dialog) {
            pk_check_button_set_checked(check, 1)
            stage.pressEscape(in: dialog)  // no cancel action: a dismissal
        }
        await stage.settle()
        stage.expect(asked.first == .dismissed, "Escape answered \(String(describing: asked.first))")
        Task { asked.second = await question.present(on: window) }
        await stage.settle()
        if let dialog = stage.onlyDialog("after Escape") {
            stage.choose(1, in: dialog)  // Right, the box unchecked
        }
        await stage.settle()
        Task { _ = await question.present(on: window) }
        await stage.settle()
        if let dialog = stage.onlyDialog("after an unchecked answer") {
            stage.choose(0, in: dialog)
        }
        stage.expect(stage.dialogsCreated == 3, "\(stage.dialogsCreated) dialogs built for three asks")
        // Escape runs the cancel action of an alert that has one: still not a choice to keep.
        let withCancel = AlertMessage(title: "Go on?") {
            AlertAction("Stop", role: .cancel)
            AlertAction("Go On")
        }.suppressible(key: "go-on")
        Task { asked.first = await withCancel.present(on: window) }
        await stage.settle()
        if let dialog = stage.onlyDialog("an alert with a cancel action"), let check = pk_dialog_find_check_button(dialog) {
            pk_check_button_set_checked(check, 1)
            stage.pressEscape(in: dialog)
        }
        await stage.settle()
        stage.expect(asked.first?.label == "Stop", "Escape answered \(String(describing: asked.first))")
        Task { _ = await withCancel.present(on: window) }
        await stage.settle()
        if let dialog = stage.onlyDialog("after Escape ran the cancel action") {
            stage.choose(0, in: dialog)
        }
        stage.expect(stage.dialogsCreated == 5, "\(stage.dialogsCreated) dialogs built for five asks")
    },

    Scenario(name: "resetForgetsOneKeyAndResetAllForgetsEvery") { stage in
        AlertSuppression.resetAll()
        let window = stage.window
        for key in ["one", "two", "three"] {
            Task { _ = await AlertMessage(title: key).suppressible(key: key).present(on: window) }
            await stage.settle()
            if let dialog = stage.onlyDialog(key), let check = pk_dialog_find_check_button(dialog) {
                pk_check_button_set_checked(check, 1)
                stage.choose(0, in: dialog)
            }
            await stage.settle()
        }
        let remembered = await asks("one", stage)
        stage.expect(!remembered, "“one” asked though remembered")
        AlertSuppression.reset(key: "one")
        let forgotten = await asks("one", stage), kept = await asks("two", stage)
        stage.expect(forgotten, "“one” not asked after reset(key:)")
        stage.expect(!kept, "reset(key: \"one\") forgot “two”")
        AlertSuppression.resetAll()
        let two = await asks("two", stage), three = await asks("three", stage)
        stage.expect(two && three, "resetAll() left an answer")
    },

    Scenario(name: "aCorruptSuppressionFileCountsAsEmpty") { stage in
        guard let path = AlertSuppression.path else { return stage.expect(false, "no suppression file path") }
        AlertSuppression.resetAll()
        g_mkdir_with_parents(g_path_get_dirname(path), 0o700)
        stage.expect(g_file_set_contents(path, "[Remembered Answers\nnot=a key file\0\u{1}", -1, nil) != 0, "cannot write \(path)")
        let window = stage.window
        let asked = Asked()
        for _ in 0..<2 {
            Task { asked.first = await AlertMessage(title: "Corrupt").suppressible(key: "corrupt").present(on: window) }
            await stage.settle()
            if let dialog = stage.onlyDialog("a suppressible alert over a corrupt file"), let check = pk_dialog_find_check_button(dialog) {
                pk_check_button_set_checked(check, 1)
                stage.choose(0, in: dialog)
            }
            await stage.settle()
            stage.expect(asked.first?.label == "OK", "answered \(String(describing: asked.first))")
        }
        AlertSuppression.resetAll()
        stage.expect(g_file_test(path, G_FILE_TEST_EXISTS) == 0, "resetAll() left the corrupt file")
    },
]

/// Expect `dialog` to show `details` under a collapsed Details expander with Copy, and
/// to hold them once expanded.
@MainActor
func expectDetails(_ stage: Stage, in dialog: UnsafeMutablePointer<GtkWidget>, _ details: String, _ form: String) {
    guard let expander = pk_dialog_find_expander(dialog) else {
        return stage.expect(false, "\(form): no Details expander")
    }
    stage.expect(take(pk_expander_dup_label(expander)) == "Details", "\(form): the expander is not titled Details")
    stage.expect(pk_expander_get_expanded(expander) == 0, "\(form): the details are not collapsed")
    stage.expect(take(pk_expander_dup_button_label(expander)) == "Copy", "\(form): no Copy button")
    pk_expander_set_expanded(expander, 1)
    let shown = take(pk_expander_dup_text(expander))
    stage.expect(shown == details, "\(form): the details read “\(shown ?? "nil")”, expected “\(details)”")
}

/// Ask the suppressible alert `key`, answer any dialog with its first button; whether
/// a dialog was built.
@MainActor
func asks(_ key: String, _ stage: Stage) async -> Bool {
    let before = stage.dialogsCreated
    let window = stage.window
    Task { _ = await AlertMessage(title: key).suppressible(key: key).present(on: window) }
    await stage.settle()
    for dialog in stage.dialogs { stage.choose(0, in: dialog) }
    await stage.settle()
    return stage.dialogsCreated > before
}

/// A GLib-allocated string as a Swift one, freed.
private func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}
