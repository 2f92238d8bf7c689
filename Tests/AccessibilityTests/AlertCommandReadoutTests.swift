import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AccessibilityTests {

    /// The `alert` command's dialog, in its own form and in zenity's, read over AT-SPI.
    @Suite("What a screen reader reads of the alert command", .displaySuite)
    struct AlertCommandReadoutTests {

        /// Run `alert arguments`, read its dialog, then click its `answer` button (an
        /// affirmative one); it must exit 0.
        private func readout(_ arguments: [String], answer: String) async throws -> Readout.Window {
            try await withDisplay {
                try requireDisplay()
                let alert = try AppProcess(product("alert"), arguments: arguments)
                let dialog = try Readout(pid: alert.pid).dialog()
                try Screen(pid: alert.pid).click(answer)
                let status = try alert.waitForExit()
                guard status == 0, alert.gtkComplaints.isEmpty else {
                    throw E2EError("alert exited \(status); GTK complained: \(alert.gtkComplaints)")
                }
                return dialog
            }
        }

        @Test func ownFormIsNamedByTitleAndDescribedByMessage() async throws {
            let dialog = try await readout([
                "--title", "Delete 3 files?", "--message", "This cannot be undone.",
                "--button", "Cancel:cancel", "--button", "Delete:destructive",
            ], answer: "Delete")
            DialogReadoutTests.expectReadsRight(dialog, name: "Delete 3 files?", description: "This cannot be undone.",
                                                buttons: ["Cancel", "Delete"])
        }

        /// As zenity's dialogs are read: named by the window title the form gives (its
        /// default names the kind of message), described by the text.
        static func expectReadsLikeZenity(
            _ dialog: Readout.Window, title: String, text: String, buttons: [String],
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(dialog.role == alertDialogRole, sourceLocation: sourceLocation)
            #expect(dialog.name == title, sourceLocation: sourceLocation)
            #expect(dialog.labelled_by == [], sourceLocation: sourceLocation)
            #expect(dialog.description == text, sourceLocation: sourceLocation)
            #expect(dialog.described_by == [text], sourceLocation: sourceLocation)
            #expect(dialog.labels == [text], "what is on screen", sourceLocation: sourceLocation)
            #expect(dialog.buttonNames == buttons, "each button named once, by its label", sourceLocation: sourceLocation)
        }

        @Test func zenityFormIsNamedByItsKindAndDescribedByItsText() async throws {
            let dialog = try await readout(["--question", "--text", "Restart now?"], answer: "Yes")
            Self.expectReadsLikeZenity(dialog, title: "Question", text: "Restart now?", buttons: ["No", "Yes"])
        }

        @Test func zenityFormWithTitleIsNamedByTitleAndDescribedByText() async throws {
            let dialog = try await readout(["--warning", "--title", "Disk almost full", "--text", "2 GB left on /home."], answer: "OK")
            Self.expectReadsLikeZenity(dialog, title: "Disk almost full", text: "2 GB left on /home.", buttons: ["OK"])
        }

        @Test func zenityMarkupIsDescribedByItsTextWithoutTags() async throws {
            let dialog = try await readout(["--info", "--text", "<b>Done</b> at noon"], answer: "OK")
            Self.expectReadsLikeZenity(dialog, title: "Information", text: "Done at noon", buttons: ["OK"])
        }
    }
}
