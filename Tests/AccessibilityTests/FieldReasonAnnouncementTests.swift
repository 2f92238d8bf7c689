import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AccessibilityTests {

    /// Why a field's text is refused is said to a screen reader as it appears or changes, where GTK can
    /// (4.14 or later, `gtk_accessible_announce`): heard over AT-SPI as a polite
    /// `object:announcement`. On GTK 4.8 it is the field's description
    /// (`AlertFieldTests.aRefusedTextShowsItsReasonAndTheDefaultButtonIsInsensitive`).
    @Suite("A field's reason announced to a screen reader", .displaySuite)
    struct FieldReasonAnnouncementTests {

        @Test(.enabled(if: !gtkIs4_8, "GTK 4.14 or later: 4.8 has no announcements"), arguments: DialogStyle.checkedEndToEnd)
        func aRefusedTextsReasonIsAnnouncedWhenItAppears(_ style: DialogStyle) async throws {
            try await withTestHost(style: style) { host in
                host.send("ask-rename")
                _ = try host.screen.dialog()
                let listener = try listenForAnnouncements(of: host.process.pid, count: 2, wait: 20)
                defer { listener.stop() }
                // Two reasons in turn, each said as it replaces what was shown. (AT-SPI's
                // set-text empties the field, then inserts, in one turn: the field is judged
                // once, on the text set, so the empty field's reason is not said then.)
                try host.screen.setText("a/b", inField: "Name")
                let first = try listener.line(startingWith: #"{"text""#, within: 10)
                #expect(first == #"{"text": "A name cannot contain “/”.", "politeness": "polite"}"#)
                try host.screen.setText("", inField: "Name")
                let second = try listener.line(startingWith: #"{"text""#, within: 10)
                #expect(second == #"{"text": "A name is needed.", "politeness": "polite"}"#)
                try host.screen.click("Cancel")
                _ = try host.process.line(startingWith: "answer Cancel")
            }
        }
    }
}
