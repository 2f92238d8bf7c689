import E2ESupport
import Foundation
import Testing

extension OnTheDisplay {

    /// This target's display suites, under the serialized parent and named after the
    /// target, so `scripts/test --filter PinentryTests` runs them all.
    enum PinentryTests {}
}

extension OnTheDisplay.PinentryTests {

    /// alert-pinentry as gpg-agent's pinentry-program, driven by gpg itself: a throwaway
    /// GNUPGHOME, a key made with a passphrase and no pinentry (loopback), then a
    /// clear-signature whose passphrase is typed into the real dialog over AT-SPI.
    @Suite("alert-pinentry: gpg", .displaySuite)
    struct GnuPGTests {

        static let passphrase = "correct horse 50% battery"

        /// A GNUPGHOME whose agent runs the built alert-pinentry, with a signing key
        /// protected by ``passphrase``; `body` gets its path; the agent is stopped after.
        static func withKeyring<T>(_ body: (String) async throws -> T) async throws -> T {
            var template = Array("/tmp/pk-gpg-XXXXXX".utf8CString)
            guard let directory = mkdtemp(&template) else { throw E2EError("mkdtemp failed") }
            let home = String(cString: directory)
            defer {
                _ = try? gpg(home, ["--kill", "gpg-agent"], executable: "/usr/bin/gpgconf")
                try? FileManager.default.removeItem(atPath: home)
            }
            try "pinentry-program \(try product("alert-pinentry").path)\n"
                .write(toFile: home + "/gpg-agent.conf", atomically: true, encoding: .utf8)
            let key = try gpg(home, ["--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase,
                                      "--quick-gen-key", "Alert Pinentry <pinentry@example.org>", "ed25519", "sign", "never"])
            guard key.status == 0 else { throw E2EError("the key was not made: \(key.errors)") }
            return try await body(home)
        }

        /// Run gpg (or `executable`) on `home` to its end: status, stdout, stderr.
        @discardableResult
        static func gpg(_ home: String, _ arguments: [String], input: String = "", executable: String = "/usr/bin/gpg")
            throws -> (status: Int32, output: String, errors: String) {
            let process = try start(home, arguments, executable: executable)
            process.send(input)
            process.closeInput()
            let status = try process.waitForExit(within: 60)
            return (status, process.pendingLines.joined(separator: "\n"), process.stderrText)
        }

        /// Start gpg on `home` with the display's environment (G_DEBUG=fatal-criticals
        /// among it): the agent it starts, and so the pinentry, inherit it.
        static func start(_ home: String, _ arguments: [String], executable: String = "/usr/bin/gpg",
                          style: DialogStyle = .gtk) throws -> AppProcess {
            try AppProcess(URL(fileURLWithPath: executable), arguments: ["--homedir", home] + arguments,
                           environment: ["GNUPGHOME": home, "ALERT_STYLE": style.rawValue])
        }

        /// How long the first dialog of a pinentry gpg-agent started may take to show: the
        /// process is there as soon as the agent forks it, and the dialog only after the
        /// agent's Assuan exchange, GTK's start and its AT-SPI registration (a fresh root's
        /// X11 lane, three shards busy, once saw none within 10 s; the next case, 2 s).
        static let firstDialogSeconds = 30.0

        /// The alert-pinentry gpg-agent started for `home`, once there is one.
        static func pinentry(of home: String) throws -> Int32 {
            try waitFor(within: 20) {
                let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
                return pids.first { pid in
                    guard (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) == "alert-pinentry\n",
                          let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                          let parent = stat.split(separator: ")").last?.split(separator: " ").dropFirst().first,
                          let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(parent)/cmdline"))
                    else { return false }
                    return String(decoding: command, as: UTF8.self).contains(home)
                }
            }
        }

        /// A wrong passphrase first: gpg-agent asks again with its error (SETERROR) in the
        /// same dialog process; then the right one signs, and `gpg --verify` accepts.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func gpgSignsWithThePassphraseTypedInTheDialog(_ style: DialogStyle) async throws {
            try await withDisplay {
                try requireDisplay()
                try await Self.withKeyring { home in
                    let signing = try Self.start(home, ["--pinentry-mode", "ask", "--no-tty", "--clearsign"], style: style)
                    signing.send("signed through alert-pinentry\n")
                    signing.closeInput()
                    let screen = Screen(pid: try Self.pinentry(of: home))
                    let dialog = try screen.dialog(within: Self.firstDialogSeconds)
                    #expect(dialog.labels.contains { $0.contains("Please enter the passphrase") }, "gpg-agent's SETDESC: \(dialog.labels)")
                    #expect(dialog.labels.contains { $0.contains("\n") }, "its line breaks kept: \(dialog.labels)")
                    #expect(dialog.buttonLabels.contains("OK") && dialog.buttonLabels.contains("Cancel"), "\(dialog.buttonLabels)")
                    try screen.setText("wrong horse", inField: "Passphrase:")
                    try screen.click("OK")
                    // gpg-agent's second GETPIN, with SETERROR's text shown.
                    let error = try waitFor { try screen.dialog().labels.first { $0.hasPrefix("Bad Passphrase") } }
                    #expect(error.contains("try 2 of 3"), "\(error)")
                    try screen.setText(Self.passphrase, inField: "Passphrase:")
                    let typed = try screen.dialog()
                    #expect(!typed.labels.joined().contains(Self.passphrase), "the passphrase is in no label")
                    try screen.click("OK")
                    #expect(try signing.waitForExit(within: 30) == 0, "\(signing.stderrText)")
                    let signed = signing.pendingLines.joined(separator: "\n") + "\n"
                    #expect(signed.hasPrefix("-----BEGIN PGP SIGNED MESSAGE-----"))
                    #expect(!signing.stderrText.contains(Self.passphrase))
                    let verified = try Self.gpg(home, ["--verify"], input: signed)
                    #expect(verified.status == 0, "gpg --verify: \(verified.errors)")
                    #expect(verified.errors.contains("Good signature"))
                }
            }
        }

        /// A new key's passphrase: one dialog with two fields (SETREPEAT), a mismatch
        /// refused, and no second dialog once they match (S PIN_REPEATED). In both styles.
        @Test(arguments: DialogStyle.checkedEndToEnd)
        func gpgTakesANewKeysPassphraseTypedTwiceInOneDialog(_ style: DialogStyle) async throws {
            try await withDisplay {
                try requireDisplay()
                try await Self.withKeyring { home in
                    let making = try Self.start(home, ["--pinentry-mode", "ask", "--no-tty", "--quick-gen-key",
                                                       "Second Key <second@example.org>", "ed25519", "sign", "never"],
                                                style: style)
                    making.closeInput()
                    let pid = try Self.pinentry(of: home)
                    let screen = Screen(pid: pid)
                    _ = try screen.dialog(within: Self.firstDialogSeconds)
                    try screen.setText(Self.passphrase, inField: "Passphrase:")
                    try screen.setText(Self.passphrase + "!", inField: "Repeat:")
                    _ = try waitFor { try screen.dialog().buttons.first { $0.label == "OK" && $0.sensitive == false } }
                    try screen.setText(Self.passphrase, inField: "Repeat:")
                    _ = try waitFor { try screen.dialog().buttons.first { $0.label == "OK" && $0.sensitive == true } }
                    try screen.click("OK")
                    #expect(try making.waitForExit(within: 60) == 0, "no second dialog: \(making.stderrText)")
                    let keys = try Self.gpg(home, ["--list-secret-keys", "second@example.org"])
                    #expect(keys.status == 0 && keys.output.contains("Second Key"), "\(keys.errors)")
                }
            }
        }

        /// Cancel, clicked (both lanes), in libadwaita's style: gpg reports the cancellation.
        @Test func cancelInTheDialogCancelsTheSignature() async throws {
            try await withDisplay {
                try requireDisplay()
                try await Self.withKeyring { home in
                    let signing = try Self.start(home, ["--pinentry-mode", "ask", "--no-tty", "--clearsign"], style: .adwaita)
                    signing.send("never signed\n")
                    signing.closeInput()
                    let screen = Screen(pid: try Self.pinentry(of: home))
                    _ = try screen.dialog(within: Self.firstDialogSeconds)
                    try screen.click("Cancel")
                    #expect(try signing.waitForExit(within: 30) != 0)
                    #expect(signing.stderrText.contains("Operation cancelled"), "\(signing.stderrText)")
                    #expect(!signing.pendingLines.contains("-----BEGIN PGP SIGNATURE-----"))
                }
            }
        }

        @Test(.pressesKeys) func escapeInTheDialogCancelsTheSignature() async throws {
            try await withDisplay {
                try requireDisplay()
                try await Self.withKeyring { home in
                    let signing = try Self.start(home, ["--pinentry-mode", "ask", "--no-tty", "--clearsign"])
                    signing.send("never signed\n")
                    signing.closeInput()
                    let screen = Screen(pid: try Self.pinentry(of: home))
                    _ = try screen.dialog(within: Self.firstDialogSeconds)
                    try screen.press("Escape")
                    #expect(try signing.waitForExit(within: 30) != 0)
                    #expect(signing.stderrText.contains("Operation cancelled"), "\(signing.stderrText)")
                    // gpg writes the clear text's head before it asks; no signature follows.
                    #expect(!signing.pendingLines.contains("-----BEGIN PGP SIGNATURE-----"))
                }
            }
        }
    }
}

