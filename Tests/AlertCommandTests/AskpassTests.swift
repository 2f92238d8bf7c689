import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// Sources/Apps/alert-askpass/alert-askpass, the wrapper docs/alert.md shows, as ssh's askpass program: run by
    /// ssh's own tooling (ssh-keygen, package openssh-client) against a key with a
    /// passphrase, the passphrase typed into the real dialog over AT-SPI; and ssh's other
    /// prompts, confirmations and yes/no questions, in the other style.
    @Suite("alert: askpass", .displaySuite)
    struct AskpassTests {

        static var wrapper: String { repositoryRoot.appendingPathComponent("Sources/Apps/alert-askpass/alert-askpass").path }

        /// The askpass environment of ssh, with the built alert.
        static func environment(_ extra: [String: String] = [:]) throws -> [String: String] {
            ["SSH_ASKPASS": wrapper, "SSH_ASKPASS_REQUIRE": "force", "ALERT": try product("alert").path]
                .merging(extra) { $1 }
        }

        @Test func sshKeygenUnlocksAnEncryptedKeyWithThePassphraseTypedInTheDialog() async throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let key = directory + "/id_ed25519"
            _ = try run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "correct horse|battery", "-C", "askpass test", "-f", key])
            let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8)
                .split(separator: " ").prefix(2).joined(separator: " ")

            try await withDisplay {
                try requireDisplay()
                // ssh-keygen reads the passphrase from SSH_ASKPASS (stdin is no terminal):
                // the wrapper, which becomes alert (exec), ssh-keygen's child.
                let keygen = try AppProcess(URL(fileURLWithPath: "/usr/bin/ssh-keygen"), arguments: ["-y", "-f", key],
                                            environment: try Self.environment())
                let alert = try waitFor(within: 10) { try child(of: keygen.pid, named: "alert") }
                let screen = Screen(pid: alert)
                let dialog = try screen.dialog()
                #expect(dialog.labels.first?.hasPrefix("Enter passphrase") == true, "ssh-keygen's prompt: \(dialog.labels)")
                try screen.setText("correct horse|battery", inField: "Password")
                try screen.click("OK")
                #expect(try keygen.waitForExit() == 0, "\(keygen.stderrText)")
                #expect(keygen.pendingLines.first?.hasPrefix(publicKey) == true, "the key unlocked: \(keygen.pendingLines)")
                #expect(keygen.gtkComplaints.isEmpty)
                #expect(!keygen.stderrText.contains("correct horse"))
            }
        }

        /// git's askpass (`GIT_ASKPASS`) through `git credential fill`: the user name is
        /// asked in a visible text field, the password in a hidden one, and both reach git.
        @Test func gitCredentialFillGetsAUserNameTypedInTheClearAndAPasswordHidden() async throws {
            let home = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: home) }
            let environment = try Self.environment([
                "GIT_ASKPASS": Self.wrapper, "HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0",
            ])
            try await withDisplay {
                try requireDisplay()
                let git = try AppProcess(URL(fileURLWithPath: "/usr/bin/git"), arguments: ["credential", "fill"],
                                         environment: environment)
                git.send("protocol=https\nhost=files.example.org\n\n")
                git.closeInput()
                let user = try waitFor(within: 10) { try child(of: git.pid, named: "alert") }
                let userScreen = Screen(pid: user)
                #expect(try userScreen.dialog().labels.first == "Username for 'https://files.example.org': ")
                #expect(try userScreen.setText("ana.lopez", inField: "Text") == "text", "the user name shows as typed")
                try userScreen.click("OK")
                let password = try waitFor(within: 10) { try child(of: git.pid, named: "alert").flatMap { $0 == user ? nil : $0 } }
                let passwordScreen = Screen(pid: password)
                #expect(try passwordScreen.dialog().labels.first == "Password for 'https://ana.lopez@files.example.org': ")
                #expect(try passwordScreen.setText("s3cret|pass", inField: "Password") == "password text", "hidden")
                try passwordScreen.click("OK")
                #expect(try git.waitForExit() == 0, "\(git.stderrText)")
                #expect(git.pendingLines.contains("username=ana.lopez"), "\(git.pendingLines)")
                #expect(git.pendingLines.contains("password=s3cret|pass"))
                #expect(git.gtkComplaints.isEmpty)
            }
        }

        /// ssh's question about an unknown host key wants “yes” or “no” typed: the wrapper
        /// asks it as a question and prints the word; a confirmation
        /// (`SSH_ASKPASS_PROMPT=confirm`) answers by the exit status alone.
        @Test func hostKeyQuestionPrintsYesAndAConfirmationAnswersByStatus() async throws {
            let question = "The authenticity of host 'files.example.org (192.0.2.7)' can't be established.\n"
                + "ED25519 key fingerprint is SHA256:AbC/dEf+123.\n"
                + "Are you sure you want to continue connecting (yes/no/[fingerprint])? "
            let environment = try Self.environment(["ALERT_STYLE": "adwaita"])
            // The wrapper waits for alert's answer here (no exec): the dialog is its child's.
            let asked = try await withDisplay {
                try requireDisplay()
                let wrapper = try AlertCommand([question], environment: environment,
                                               executable: URL(fileURLWithPath: Self.wrapper))
                let alert = try waitFor(within: 10) { try child(of: wrapper.process.pid, named: "alert") }
                let screen = Screen(pid: alert)
                #expect(try screen.dialog().labels.first == question, "shown literally")
                try screen.click("Yes")
                return try wrapper.finish()
            }
            #expect(asked.status == 0)
            #expect(asked.output == ["yes"])
            #expect(asked.errors.isEmpty)

            let confirmed = try await runOnDisplay(["Allow use of key id_ed25519?"],
                                                   environment: environment.merging(["SSH_ASKPASS_PROMPT": "confirm"]) { $1 },
                                                   executable: URL(fileURLWithPath: Self.wrapper)) { command, dialog in
                #expect(dialog.labels.first == "Allow use of key id_ed25519?")
                try command.screen.click("No")
            }
            #expect(confirmed.status == 1)
            #expect(confirmed.output.isEmpty)
        }
    }
}

/// The child process of `parent` whose command name is `name`, once there is one.
private func child(of parent: Int32, named name: String) throws -> Int32? {
    let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").compactMap { Int32($0) }.first { pid in
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines) == name
    }
}
