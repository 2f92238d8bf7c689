import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// zenity's `--about`: GTK's about dialog, read over AT-SPI as a person sees it. zenity
    /// 3.44 shows "About zenity" (zenity, 3.44.0, "Display dialog boxes from shell scripts",
    /// Credits, License, Close) and exits 1 on Close and on Escape, printing nothing;
    /// `alert` names itself, its version and zenity's, and ends as zenity does.
    @Suite("alert: --about", .displaySuite)
    struct AboutTests {

        /// Start `alert --about` (as `executable` when given), wait for its window titled
        /// "About alert" to show `version` and the word zenity, let `close` end it, and
        /// return how it ended. The window is found among all windows: GTK 4's about
        /// dialog is a window, not a `GtkDialog`.
        static func about(_ arguments: [String] = ["--about"], expecting version: String, executable: URL? = nil,
                          _ close: @Sendable (AlertCommand) throws -> Void) async throws -> Ending {
            try await withDisplay {
                let command = try AlertCommand(arguments, executable: executable)
                let window = try waitFor {
                    try command.screen.windows().first { $0.title == "About alert" && $0.labels.contains(version) }
                }
                #expect(window.labels.contains("alert"), "the program's name: \(window.labels)")
                #expect(window.labels.contains { $0.contains("zenity-compatible") }, "\(window.labels)")
                try close(command)
                let ending = try command.finish()
                #expect(ending.gtkComplaints.isEmpty)
                #expect(ending.errors.isEmpty, "stderr stays the script's: \(ending.errors)")
                return ending
            }
        }

        /// alert's version as `--version` prints it, the line the dialog shows under its name.
        static func version(executable: URL? = nil) throws -> String {
            try runWithoutDialog(["--version"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], executable: executable)
                .output.joined()
        }

        @Test(.pressesKeys)
        func aboutShowsAlertsNameAndVersionAndEscapeExitsOneAsZenitys() async throws {
            let ending = try await Self.about(expecting: try Self.version()) { command in
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }

        /// The window's close button (GTK draws it): 1, as zenity's Close button.
        @Test func aboutsCloseButtonExitsOneAsZenitysClose() async throws {
            let ending = try await Self.about(expecting: try Self.version()) { command in
                try command.screen.click("Close")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }

        /// libadwaita's style asked for: the same GTK about dialog (no about window of
        /// libadwaita's is in alert's plug-in; docs/alert.md), ending the same way.
        @Test func aboutInLibadwaitasStyleIsGtksAboutDialogToo() async throws {
            let ending = try await Self.about(["--adwaita", "--about"], expecting: try Self.version()) { command in
                try command.screen.click("Close")
            }
            #expect(ending.status == 1)
            #expect(ending.output.isEmpty)
        }

        /// Run as `zenity`, the version shown is `zenity --version`'s line, 3.44.0+alert.VERSION:
        /// the dialog still names alert, which is what runs.
        @Test(.pressesKeys)
        func aboutAsZenityShowsZenitysVersionLineAndStillNamesAlert() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("about-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let zenity = folder.appendingPathComponent("zenity")
            try FileManager.default.createSymbolicLink(at: zenity, withDestinationURL: try product("alert"))
            let version = try Self.version(executable: zenity)
            #expect(version.hasPrefix("3.44.0+alert."))
            let ending = try await Self.about(expecting: version, executable: zenity) { command in
                try command.screen.press("Escape")
            }
            #expect(ending.status == 1)
        }
    }
}
