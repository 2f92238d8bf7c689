import E2ESupport
import Foundation
import Testing

/// The built `alert` under the name `zenity`: a symbolic link `zenity` to it in a new
/// directory, as the package alert-zenity installs `/usr/bin/zenity`.
func alertNamedZenity() throws -> URL {
    let link = URL(fileURLWithPath: try temporaryDirectory()).appendingPathComponent("zenity")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: try product("alert"))
    return link
}

/// What `alert` run as `zenity` gives a script where zenity 3.44 and `alert` differ
/// (docs/alert.md, "Installed as zenity"), with no display: zenity's version first, its
/// statuses for a command line it cannot use and for no display.
@Suite("alert as zenity: version and statuses", .timeLimit(.minutes(1)))
struct ZenityNameTests {

    @Test func versionIsZenitys344WithAlertsVersionAfterAPlus() throws {
        let ending = try runWithoutDialog(["--version"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""],
                                          executable: try alertNamedZenity())
        #expect(ending.status == 0)
        let version = try #require(ending.output.count == 1 ? ending.output.first : nil, "one line: \(ending.output)")
        // One word, as scripts read `$(zenity --version)`: the zenity its options are, then alert's.
        #expect(version == "3.44.0+alert.\(try runWithoutDialog(["--version"]).output.joined())")
        #expect(version.split(separator: "+").first == "3.44.0")
        #expect(ending.errors.isEmpty)
    }

    @Test(arguments: [[], ["--text", "Proceed?"], ["--question", "--colour", "red"], ["--info", "--error"]])
    func aCommandLineItCannotUseExits255AsZenitysMinusOne(_ arguments: [String]) throws {
        let ending = try runWithoutDialog(arguments, executable: try alertNamedZenity())
        #expect(ending.status == 255)
        #expect(ending.output.isEmpty)
        #expect(ending.errorLines.count == 1, "one line: \(ending.errors)")
        if !arguments.contains(where: { ["--question", "--info"].contains($0) }) {
            #expect(ending.errors.contains("no dialog type"), "names what zenity needs: \(ending.errors)")
        }
    }

    @Test func noDisplayExits1AsZenityDoes() throws {
        let ending = try runWithoutDialog(["--question", "--text", "Delete?"],
                                          environment: ["DISPLAY": unservedXDisplay, "WAYLAND_DISPLAY": ""],
                                          executable: try alertNamedZenity())
        #expect(ending.status == 1)
        #expect(ending.output.isEmpty)
        #expect(ending.errors.hasPrefix("alert: cannot open display"), "\(ending.errors)")
    }

    @Test func theNameAlertKeepsAlertsStatuses() throws {
        #expect(try runWithoutDialog([]).status == 2)
        #expect(try runWithoutDialog(["--info"], environment: ["DISPLAY": unservedXDisplay, "WAYLAND_DISPLAY": ""]).status == 3)
    }
}

extension OnTheDisplay.AlertCommandTests {

    /// `alert` run as `zenity` on the display: the window's X11 class is zenity's, and a
    /// question answers as zenity's does.
    @Suite("alert as zenity: the window", .displaySuite)
    struct ZenityNameWindowTests {

        @Test(.onX11Only("WM_CLASS is an X11 property, read with xprop"))
        func windowClassIsZenitysAndReturnAnswersYes() async throws {
            let ending = try await runOnDisplay(["--question", "--text", "Proceed?"],
                                                executable: try alertNamedZenity()) { command, dialog in
                #expect(dialog.title == "Question")
                let properties = try OnTheDisplay.AlertCommandTests.ZenityFlagTests.windowProperties(of: command.process.pid)
                // zenity 3.44's, seen with xprop: window-manager rules match "Zenity".
                #expect(properties.contains(#"WM_CLASS(STRING) = "zenity", "Zenity""#), "\(properties)")
                try command.screen.press("Return")
            }
            #expect(ending.status == 0)
            #expect(ending.output.isEmpty)
        }
    }
}
