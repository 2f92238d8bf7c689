import E2ESupport
import Foundation
import Testing

/// The `alert` command's dialog, in its own form and in zenity's, read over AT-SPI.
@Suite("What a screen reader reads of the alert command", .displaySuite)
struct AlertCommandReadoutTests {

    /// Run `alert arguments`, read its dialog, then press Escape; it must exit 1.
    private func readout(_ arguments: [String]) async throws -> Readout.Window {
        try await SerialDisplay.shared.run {
            try requireDisplay()
            let alert = try AppProcess(product("alert"), arguments: arguments)
            let dialog = try Readout(pid: alert.pid).dialog()
            try Screen(pid: alert.pid).press("Escape")
            let status = try alert.waitForExit()
            guard status == 1, alert.gtkComplaints.isEmpty else {
                throw E2EError("alert exited \(status); GTK complained: \(alert.gtkComplaints)")
            }
            return dialog
        }
    }

    @Test func ownFormIsNamedByTitleAndDescribedByMessage() async throws {
        let dialog = try await readout([
            "--title", "Delete 3 files?", "--message", "This cannot be undone.",
            "--button", "Cancel:cancel", "--button", "Delete:destructive",
        ])
        DialogReadoutTests.expectReadsRight(dialog, name: "Delete 3 files?", description: "This cannot be undone.",
                                            buttons: ["Cancel", "Delete"])
    }

    @Test func zenityFormIsNamedByItsText() async throws {
        let dialog = try await readout(["--question", "--text", "Restart now?"])
        DialogReadoutTests.expectReadsRight(dialog, name: "Restart now?", description: nil, buttons: ["No", "Yes"])
    }

    @Test func zenityFormWithTitleIsNamedByTitleAndDescribedByText() async throws {
        let dialog = try await readout(["--warning", "--title", "Disk almost full", "--text", "2 GB left on /home."])
        DialogReadoutTests.expectReadsRight(dialog, name: "Disk almost full", description: "2 GB left on /home.",
                                            buttons: ["OK"])
    }
}
