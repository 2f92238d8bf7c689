import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.DemoTests {

    /// alert-demo follows the desktop's light or dark preference
    /// (`org.gnome.desktop.interface color-scheme`), read here from a GSettings key file.
    @Suite("alert-demo's light and dark appearance", .displaySuite)
    struct AppearanceTests {

        @Test(.pressesKeys, arguments: [("prefer-dark", true), ("default", false)])
        func windowFollowsTheColorScheme(scheme: String, isDark: Bool) async throws {
            let config = FileManager.default.temporaryDirectory
                .appendingPathComponent("alert-demo-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: config) }
            let settings = config.appendingPathComponent("glib-2.0/settings")
            try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
            try "[org/gnome/desktop/interface]\ncolor-scheme='\(scheme)'\n"
                .write(to: settings.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)

            try await withDemo(environment: ["XDG_CONFIG_HOME": config.path, "GSETTINGS_BACKEND": "keyfile"]) { demo in
                try demo.click("Trigger custom error")
                _ = try demo.dialog()
                // No window manager: the window's top left corner is the screen's.
                let level = try brightness(atX: 4, y: 4)
                #expect((level < 128) == isDark, "grey level \(level)")
                try demo.press("Escape")
                try demo.waitUntilNoDialog()
            }
        }

        /// The grey level (0–255) of the screen at a point.
        private func brightness(atX x: Int, y: Int) throws -> Int {
            let text = String(decoding: try run("/bin/sh", ["-c",
                "import -window root png:- | convert png:- -crop 1x1+\(x)+\(y) -colorspace Gray -format '%[fx:int(255*p{0,0}.r)]' info:-"]),
                as: UTF8.self)
            guard let level = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw E2EError("cannot read the screen: “\(text)”")
            }
            return level
        }
    }
}
