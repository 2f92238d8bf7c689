import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AccessibilityTests {

    /// alert-demo with a keyboard and a screen reader only, under a window manager: Tab to
    /// each button, Return to run it, hear the alert (role, title, message, buttons in
    /// order), answer with Escape or Tab and Space, and find keyboard focus back on the
    /// button that started it.
    @Suite("alert-demo by keyboard alone, focus returning", .displaySuite)
    struct KeyboardFocusTests {

        /// The demo's buttons in Tab order.
        static let buttons = [
            "Fetch from network", "Trigger custom error", "Trigger generic error",
            "Delete…", "Copy 20 files", "Start slow task", "Trigger three errors", "Sync with Try Again",
            "Sign in (isPresented alert)", "Upload (error binding alert)", "Open sheet", "Open full-screen cover",
        ]

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func seedButtonsAlertAndFocusReturns(_ style: DialogStyle) async throws {
            try await withDemoUnderWindowManager(style: style) { demo in
                for button in Self.buttons[0...2] {
                    let dialog = try demo.activate(button)
                    demo.expectReadsRight(dialog)
                    try demo.press("Escape")
                    try demo.expectFocusBack(on: button)
                }
            }
        }

        /// Tab goes through the buttons in the order a person sees them: a row from the left,
        /// Cancel first; libadwaita's column (from 1.5, when the row would be too wide) from
        /// the top, where it puts its last response, Delete, so Cancel is the second stop.
        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func tabReachesCancelInTheOrderShownAndSpaceAnswers(_ style: DialogStyle) async throws {
            try await withDemoUnderWindowManager(style: style) { demo in
                let dialog = try demo.activate("Delete…")
                demo.expectReadsRight(dialog)
                #expect(dialog.name == "Delete all items?")
                #expect(dialog.focused_button == nil, "no default: nothing focused, Return is inert")
                let shown = dialog.asShown(["Cancel", "Delete"])
                for button in shown.prefix(through: shown.firstIndex(of: "Cancel")!) {
                    try demo.press("Tab")
                    #expect(try demo.readout.waitForFocus(on: button).window?.title == "Delete all items?")
                }
                try demo.press("space")
                try demo.screen.waitForLabel("Delete cancelled")
                try demo.expectFocusBack(on: "Delete…")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func queuedAndRetriedAlertsGiveFocusBackAfterTheLast(_ style: DialogStyle) async throws {
            try await withDemoUnderWindowManager(style: style) { demo in
                // The slow task moves focus itself (to its Cancel button and back), then alerts.
                demo.expectReadsRight(try demo.activate("Start slow task", within: 15))
                try demo.press("Escape")
                try demo.expectFocusBack(on: "Start slow task")

                _ = try demo.activate("Trigger three errors")
                var heard: [String] = []
                for _ in 0..<3 {
                    let dialog = try demo.dialog(notNamed: heard.last)
                    demo.expectReadsRight(dialog)
                    heard.append(dialog.name)
                    try demo.press("Escape")
                }
                #expect(Set(heard).count == 3, "three different alerts: \(heard)")
                try demo.screen.waitUntilNoDialog()
                try demo.expectFocusBack(on: "Trigger three errors")

                demo.expectReadsRight(try demo.activate("Sync with Try Again"))
                try demo.press("Escape")
                try demo.screen.waitForLabel("Sync cancelled")
                try demo.expectFocusBack(on: "Sync with Try Again")
            }
        }

        @Test(.pressesKeys, arguments: DialogStyle.checkedEndToEnd) func otherFormsAlertOrOpenNamedWindowsAndFocusReturns(_ style: DialogStyle) async throws {
            try await withDemoUnderWindowManager(style: style) { demo in
                let signIn = try demo.activate("Sign in (isPresented alert)")
                demo.expectReadsRight(signIn)
                #expect(signIn.spoken == "Sign-in failed., \(alertDialogRole). The password is not correct. OK, push button.")
                try demo.press("Escape")
                try demo.expectFocusBack(on: "Sign in (isPresented alert)")

                let upload = try demo.activate("Upload (error binding alert)")
                demo.expectReadsRight(upload)
                #expect(upload.buttonNames == upload.asShown(["Cancel", "Retry"]))
                try demo.press("Escape")
                try demo.expectFocusBack(on: "Upload (error binding alert)")

                for (button, title) in [("Open sheet", "Note 1"), ("Open full-screen cover", "Note 2")] {
                    try demo.focus(button)
                    try demo.press("Return")
                    try demo.screen.waitForLabel(title)
                    let focus = try demo.readout.waitForFocus(on: "Done")
                    #expect(focus.window?.title == title, "\(button): the window is named by its note")
                    try demo.press("Escape")
                    try demo.expectFocusBack(on: button)
                }
            }
        }
    }
}

/// The demo, driven by keyboard only; read through AT-SPI.
final class KeyboardDemo: Sendable {
    let process: AppProcess
    var readout: Readout { Readout(pid: process.pid) }
    var screen: Screen { Screen(pid: process.pid) }

    /// The demo in `style`: GTK's, or as a libadwaita app (`ALERT_STYLE=adwaita`).
    init(style: DialogStyle = .gtk) throws {
        process = try AppProcess(product("alert-demo"), environment: style == .adwaita ? ["ALERT_STYLE": "adwaita"] : [:])
        try readout.waitForFocus(on: OnTheDisplay.AccessibilityTests.KeyboardFocusTests.buttons[0], within: 20)
    }

    func press(_ key: String) throws { try screen.press(key) }

    /// Tab forward until `button` has focus (the demo's buttons and nothing else take it).
    func focus(_ button: String) throws {
        for _ in OnTheDisplay.AccessibilityTests.KeyboardFocusTests.buttons {
            if try readout.focus().name == button { return }
            try press("Tab")
        }
        throw E2EError("Tab never reached “\(button)”; focus: \(try readout.focus())")
    }

    /// Tab to `button`, press Return, and return the dialog it shows.
    func activate(_ button: String, within seconds: Double = 10) throws -> Readout.Window {
        try focus(button)
        try press("Return")
        return try readout.dialog(within: seconds)
    }

    /// The dialog shown once it is not the one named `previous`.
    func dialog(notNamed previous: String?, within seconds: Double = 10) throws -> Readout.Window {
        let deadline = Deadline(seconds: seconds)
        while true {
            if let dialog = try readout.dialogs(within: seconds).last, dialog.name != previous { return dialog }
            guard !deadline.hasPassed else { throw E2EError("the dialog “\(previous ?? "")” never gave way") }
        }
    }

    /// Focus goes back to `button` in the main window once the dialog has ended.
    func expectFocusBack(on button: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try screen.waitUntilNoDialog()
        let focus = try readout.waitForFocus(on: button)
        #expect(focus.window?.title == "Alert Demo", sourceLocation: sourceLocation)
        #expect(focus.role == pushButtonRole, sourceLocation: sourceLocation)
    }

    /// An alert of the demo reads right: heading as name, body as description, buttons once.
    func expectReadsRight(_ dialog: Readout.Window, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(dialog.role == alertDialogRole, sourceLocation: sourceLocation)
        #expect(!dialog.name.isEmpty && dialog.name == dialog.labels.first, "named by its heading", sourceLocation: sourceLocation)
        #expect(dialog.description == (dialog.labels.count > 1 ? dialog.labels[1] : ""), sourceLocation: sourceLocation)
        #expect(dialog.buttonNames == dialog.buttonLabels && !dialog.buttons.isEmpty, sourceLocation: sourceLocation)
    }

    /// End the demo as the desktop does; it must exit cleanly with no GTK complaint.
    func quit() throws {
        kill(process.pid, SIGTERM)
        let status = try process.waitForExit()
        guard status == 0, process.gtkComplaints.isEmpty else {
            throw E2EError("alert-demo exited \(status); GTK complained: \(process.gtkComplaints)")
        }
    }
}

/// Run `body` with a fresh demo in `style` under openbox, alone on the display.
func withDemoUnderWindowManager(
    style: DialogStyle = .gtk, _ body: @Sendable (KeyboardDemo) async throws -> Void
) async throws {
    try await withWindowManager {
        let demo = try KeyboardDemo(style: style)
        try await body(demo)
        try demo.quit()
    }
}
