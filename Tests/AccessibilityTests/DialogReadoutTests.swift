import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AccessibilityTests {

    /// Every dialog the library shows, read over AT-SPI as a screen reader reads it: the
    /// role of an alert dialog, the heading as its name, the body as its description (with
    /// the labelled-by and described-by relations to the labels that show them), and each
    /// button named once, by its visible label.
    @Suite("What a screen reader reads of each dialog", .displaySuite)
    struct DialogReadoutTests {

        static let confirmation = HostAlert(
            title: "Delete 3 files?", message: "This cannot be undone.",
            actions: [.cancel(), .destructive("Delete")])

        /// The checks every dialog passes, with its expected texts and buttons.
        static func expectReadsRight(
            _ dialog: Readout.Window, name: String, description: String?, buttons: [String],
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(dialog.role == alertDialogRole, sourceLocation: sourceLocation)
            #expect(dialog.name == name, sourceLocation: sourceLocation)
            #expect(dialog.labelled_by == [name], "named by its heading label", sourceLocation: sourceLocation)
            #expect(dialog.description == (description ?? ""), sourceLocation: sourceLocation)
            #expect(dialog.described_by == (description.map { [$0] } ?? []), sourceLocation: sourceLocation)
            #expect(dialog.labels == [name] + (description.map { [$0] } ?? []), "what is on screen", sourceLocation: sourceLocation)
            #expect(dialog.buttonLabels == dialog.asShown(buttons), sourceLocation: sourceLocation)
            #expect(dialog.buttonNames == dialog.asShown(buttons), "each button named once, by its label", sourceLocation: sourceLocation)
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func presenterAlertIsNamedByItsHeadingAndDescribedByItsBody(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(Self.confirmation)
                let dialog = try Readout(pid: host.process.pid).dialog()
                Self.expectReadsRight(dialog, name: "Delete 3 files?", description: "This cannot be undone.",
                                      buttons: ["Cancel", "Delete"])
                #expect(dialog.spoken == "Delete 3 files?, \(alertDialogRole). This cannot be undone. Cancel, push button. Delete, push button.")
                try host.screen.click("Cancel")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func alertWithoutMessageHasNoDescription(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Saved"))
                let dialog = try Readout(pid: host.process.pid).dialog()
                Self.expectReadsRight(dialog, name: "Saved", description: nil, buttons: ["OK"])
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func asyncPresentFormReadsTheSame(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.ask(Self.confirmation)
                let dialog = try Readout(pid: host.process.pid).dialog()
                Self.expectReadsRight(dialog, name: "Delete 3 files?", description: "This cannot be undone.",
                                      buttons: ["Cancel", "Delete"])
                try host.screen.click("Cancel")
                #expect(try host.process.line(startingWith: "answer ") == "answer Cancel")
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func boolDrivenAlertReadsItsTitle(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("bool-alert")
                let dialog = try Readout(pid: host.process.pid).dialog()
                Self.expectReadsRight(dialog, name: "Login failed.", description: nil, buttons: ["OK"])
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func errorBindingAlertReadsTheErrorsTexts(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("error-alert")
                let dialog = try Readout(pid: host.process.pid).dialog()
                Self.expectReadsRight(dialog, name: "Login failed.", description: "The password is wrong.",
                                      buttons: ["Cancel", "Try Again"])
                try host.screen.click("Cancel")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test(arguments: DialogStyle.checkedEndToEnd) func longTextsThatScrollStillNameAndDescribeTheDialog(_ style: DialogStyle) async throws {
            let body = String(repeating: "Every word of this message is read out. ", count: 10)
            try await withTestHost(style: style) { host in
                host.present(HostAlert(title: "Read this first", message: body, actions: [.plain("OK")]))
                let dialog = try Readout(pid: host.process.pid).dialog()
                Self.expectReadsRight(dialog, name: "Read this first", description: body, buttons: ["OK"])
                try host.screen.click("OK")
                try host.screen.waitUntilNoDialog()
            }
        }

        @Test func aSheetWithoutTitleTakesItsWindowsTitleAndShowsItInItsHeaderBar() async throws {
            try await withTestHost { host in
                host.send("sheet A")
                try host.screen.waitForLabel("Document A")
                let shown = try Readout(pid: host.process.pid).windows().filter { $0.labels.contains("Document A") }
                #expect(shown.map(\.name) == ["Test Host"], "the parent's title, not “GtkWindow”")
                // Wayland is the lane with client-side title bars: closed from code, no key needed.
                #expect(shown.first?.title_bar?.labels.contains("Test Host") == true, "the title shows in its header bar")
                host.send("sheet-dismiss")
                try waitForDismissals(1, of: host)
            }
        }

        @Test func aCoverWithoutTitleTakesItsWindowsTitle() async throws {
            try await withTestHost { host in
                host.send("cover B")
                try host.screen.waitForLabel("Document B")
                let shown = try Readout(pid: host.process.pid).windows().filter { $0.labels.contains("Document B") }
                #expect(shown.map(\.name) == ["Test Host"], "the parent's title, not “GtkWindow”")
                host.send("cover-dismiss")
                try waitForDismissals(1, of: host)
            }
        }

        /// A full-screen window has no title bar: GTK hides its header bar (not child-visible,
        /// not mapped; measured on 4.8.3 and 4.18.6), and 4.18 leaves it out of the AT-SPI
        /// tree. GTK 4.8 still lists the hidden header's label as visible, so there AT-SPI
        /// cannot tell, and the check is skipped by its trait.
        @Test(.enabled(if: !gtkIs4_8, Comment(rawValue: "GTK 4.8 lists a full-screen window's hidden header bar as "
                       + "visible to AT-SPI, so the missing title bar cannot be read there (runs on GTK ≥ 4.10, e.g. Debian 13)")))
        func aFullScreenCoverShowsNoTitleBar() async throws {
            try await withTestHost { host in
                host.send("cover B")
                try host.screen.waitForLabel("Document B")
                let shown = try Readout(pid: host.process.pid).windows().filter { $0.labels.contains("Document B") }
                #expect(shown.count == 1)
                #expect(shown.first?.title_bar?.labels.contains("Test Host") != true, "full screen, no title bar")
                host.send("cover-dismiss")
                try waitForDismissals(1, of: host)
            }
        }

        /// Wait until the host's sheets and covers were dismissed `count` times.
        private func waitForDismissals(_ count: Int, of host: TestHost, within seconds: Double = 10) throws {
            let deadline = Deadline(seconds: seconds)
            while true {
                host.send("read-state")
                let state = try host.fields(of: "state ")
                if state["dismissals"] == "\(count)" { return }
                guard !deadline.hasPassed else { throw E2EError("dismissals: \(state["dismissals"] ?? "-"), expected \(count)") }
            }
        }
    }
}
