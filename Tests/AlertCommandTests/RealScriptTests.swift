import E2ESupport
import Foundation
import Testing

extension OnTheDisplay.AlertCommandTests {

    /// Programs from Debian's own packages, run with `alert` as their `zenity` (a link named
    /// `zenity` first on `PATH`, as the package `alert-zenity` installs it), answered with
    /// keys as a person does, each once with Debian's zenity in `alert`'s place first, so
    /// that what is checked is what the script does with zenity's answers, not a guess: the
    /// file it writes, the status it exits with, what it runs.
    ///
    /// The person waits for each window the script opens (its title, shown by the X server,
    /// from a process not answered yet), then presses keys: zenity 3.44's AT-SPI bridge hangs
    /// in this setup (``ZenityScriptTests``), so both programs are seen as X windows.
    ///
    /// X11 only: the answers are keys, which cannot be sent on Wayland (``Trait/pressesKeys``).
    /// (zenity 3.44 aborted on the headless Weston the Wayland lane had before, which had no
    /// seat: `gdk_seat_get_keyboard` critical; on its Weston with a seat it runs.)
    @Suite("alert as zenity: Debian's scripts do with its answers what they do with zenity's", .displaySuite)
    struct RealScriptTests {

        /// The program a script runs as `zenity`.
        enum Dialogs: String, CaseIterable, CustomStringConvertible {
            /// Debian's zenity (3.44 on Debian 12, 4 on Debian 13): the reference.
            case zenity
            /// The built `alert`, under the name `zenity`.
            case alert
            var description: String { self == .zenity ? "zenity (the reference)" : "alert as zenity" }
        }

        /// A folder of its own for one run: `bin`, first on the script's `PATH`, holds the
        /// `zenity` link; the rest is the run's.
        struct Place {
            let root: URL
            var bin: URL { root.appendingPathComponent("bin") }

            init(_ dialogs: Dialogs) throws {
                root = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-real-\(UUID().uuidString.prefix(8).lowercased())")
                try FileManager.default.createDirectory(at: root.appendingPathComponent("bin"),
                                                        withIntermediateDirectories: true)
                let target = dialogs == .zenity ? "/usr/bin/zenity" : try product("alert").path
                try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("zenity").path,
                                                           withDestinationPath: target)
            }

            func remove() { try? FileManager.default.removeItem(at: root) }

            /// Write an executable shell script `name` into `bin`.
            func tool(_ name: String, _ body: String) throws -> URL {
                let url = bin.appendingPathComponent(name)
                try ("#!/bin/sh\n" + body).write(to: url, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                return url
            }

            /// The environment of a script run here: `bin` first on `PATH`; zenity 3's GTK 3
            /// without its AT-SPI bridge (GTK 4 ignores the variable).
            func environment(_ dialogs: Dialogs, _ more: [String: String] = [:]) -> [String: String] {
                let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
                var environment = ["PATH": bin.path + ":" + path, "TMPDIR": root.path]
                if dialogs == .zenity { environment["NO_AT_BRIDGE"] = "1" }
                return environment.merging(more) { $1 }
            }
        }

        /// A person answering the windows a script opens, one after another.
        final class Person {
            let script: AppProcess
            let name: String
            /// The processes whose windows were answered: the next answer is to a new one.
            private var answered: Set<Int32> = []
            /// The titles of the windows answered, in order.
            private(set) var titles: [String] = []

            init(_ script: AppProcess, _ name: String) {
                self.script = script
                self.name = name
            }

            /// Wait for a window titled `title` from a process not answered yet, type `text`
            /// into it if given, then press `keys`.
            func answer(_ title: String, typing text: String? = nil, keys: [String]) throws {
                let pid = try window(titled: title)
                answered.insert(pid)
                titles.append(title)
                let screen = Screen(pid: pid)
                if let text {
                    try screen.press("End")   // focuses the window; the entry is empty
                    try run("/usr/bin/xdotool", ["type", "--delay", "20", text])
                }
                for key in keys { try screen.press(key) }
            }

            /// The process showing a visible window titled `title`, once one not answered shows.
            private func window(titled title: String, within seconds: Double = 30) throws -> Int32 {
                let deadline = Deadline(seconds: seconds)
                while true {
                    let ids = (try? run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "."])) ?? Data()
                    for id in String(decoding: ids, as: UTF8.self).split(separator: "\n") {
                        guard let name = try? run("/usr/bin/xdotool", ["getwindowname", String(id)]),
                              String(decoding: name, as: UTF8.self) == title,
                              let pid = try? run("/usr/bin/xdotool", ["getwindowpid", String(id)]),
                              let number = Int32(String(decoding: pid, as: UTF8.self)),
                              !answered.contains(number) else { continue }
                        return number
                    }
                    if !script.isRunning || deadline.hasPassed {
                        throw E2EError("\(name): no window titled “\(title)” "
                            + (script.isRunning ? "within \(seconds) s" : "before the script ended")
                            + " (answered: \(titles)); its stderr: \(script.stderrText)")
                    }
                    usleep(50_000)
                }
            }
        }

        /// zenity must be there to be the reference.
        static func requireZenity() throws {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zenity") else {
                throw E2EError("zenity is not installed: it is in the test dependencies (scripts/deps/test.txt)")
            }
        }

        /// The processes started under `pid` (its children, theirs, and so on), read from /proc.
        static func descendants(of pid: Int32) -> [Int32] {
            var parents: [Int32: Int32] = [:]
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let child = Int32(entry),
                      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                      let name = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: name)...].split(separator: " ")
                if fields.count > 1, let parent = Int32(fields[1]) { parents[child] = parent }
            }
            var found: [Int32] = [], next = [pid]
            while let parent = next.popLast() {
                let children = parents.filter { $0.value == parent }.map(\.key)
                found += children
                next += children
            }
            return found
        }

        /// End a script that still runs, then the dialog it has open: a dialog left behind
        /// holds the script's stdout, and Foundation does not see the script end until that
        /// closes. The script first, so that it does not go on to its next dialog.
        static func end(_ script: AppProcess) {
            guard script.isRunning else { return }
            let dialogs = descendants(of: script.pid)
            kill(script.pid, SIGKILL)
            for pid in dialogs { kill(pid, SIGKILL) }
            script.stop()
        }

        /// The script's exit status once it has ended; a script still running after
        /// `seconds` (waiting on a dialog the person did not expect) is ended and fails.
        static func exitStatus(of script: AppProcess, within seconds: Double = 30) throws -> Int32 {
            let deadline = Deadline(seconds: seconds)
            while script.isRunning, !deadline.hasPassed { usleep(20_000) }
            if script.isRunning {
                end(script)
                throw E2EError("the script still ran after \(seconds) s, a dialog open; its stderr: \(script.stderrText)")
            }
            return try script.waitForExit(within: 5)
        }

        /// How `text` differs from `original`, line by line: `- removed`, `+ added`.
        static func changes(from original: String, to text: String) -> [String] {
            let lines = text.components(separatedBy: "\n"), before = original.components(separatedBy: "\n")
            return lines.difference(from: before).map { change in
                switch change {
                case .remove(_, let line, _): "- " + line
                case .insert(_, let line, _): "+ " + line
                }
            }
        }

        // MARK: firejail's welcome guide

        static let firejailWelcome = "/usr/lib/x86_64-linux-gnu/firejail/firejail-welcome.sh"
        static let firejailTitle = "Firejail Configuration Guide"

        /// The guide with its own config folder, a copy of the installed config: it is run as
        /// firecfg runs it, `firejail-welcome.sh PROGRAM SYSCONFDIR USER`, where it asks
        /// `sudo -u USER PROGRAM`. Here `sudo` is a stand-in that runs the command as is:
        /// the real one's env_reset and secure_path would drop the test's PATH and G_DEBUG,
        /// and the test is not about sudo. HOME is the run's own folder.
        static func startFirejailWelcome(in place: Place, _ dialogs: Dialogs) throws -> (AppProcess, URL) {
            guard FileManager.default.isExecutableFile(atPath: firejailWelcome) else {
                throw E2EError("\(firejailWelcome) is not there: firejail is in scripts/deps/test.txt")
            }
            _ = try place.tool("sudo", "# sudo -u USER COMMAND…, run as the user already running\n"
                                  + "[ \"$1\" = -u ] && shift 2\nexec \"$@\"\n")
            let config = place.root.appendingPathComponent("etc")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "/etc/firejail/firejail.config",
                                             toPath: config.appendingPathComponent("firejail.config").path)
            let script = try AppProcess(URL(fileURLWithPath: "/bin/bash"),
                                        arguments: [firejailWelcome, "zenity", config.path, NSUserName()],
                                        environment: place.environment(dialogs, ["HOME": place.root.path]))
            script.closeInput()
            return (script, config)
        }

        /// OK, then Yes, No, Yes, Yes, No, No to the six questions (Return and Escape), then
        /// OK: the guide writes the two Yes that change the config (DRM in browsers,
        /// nonewprivs for all) into firejail.config, keeps the original as firejail.config-,
        /// and exits 55, which tells firecfg to make its links (the first Yes). (Debian's
        /// config already restricts the network, so that answer would change nothing.)
        @Test(.pressesKeys)
        func firejailWelcomeWritesTheAnswersIntoTheConfigAndExits55ForFirecfg() throws {
            try requireDisplay()
            try Self.requireZenity()
            for dialogs in Dialogs.allCases {
                let place = try Place(dialogs)
                defer { place.remove() }
                let (script, config) = try Self.startFirejailWelcome(in: place, dialogs)
                defer { Self.end(script) }
                let person = Person(script, "firejail-welcome.sh with \(dialogs)")
                for key in ["Return", "Return", "Escape", "Return", "Return", "Escape", "Escape", "Return"] {
                    try person.answer(Self.firejailTitle, keys: [key])
                }
                try Self.expectTheAnswersWritten(by: script, in: config, "\(dialogs)")
            }
        }

        /// What the guide does with OK, Yes, No, Yes, Yes, No, No, OK: status 55, the DRM and
        /// nonewprivs answers written into firejail.config, the original kept, nothing printed.
        static func expectTheAnswersWritten(by script: AppProcess, in config: URL, _ run: String) throws {
            let original = try String(contentsOfFile: "/etc/firejail/firejail.config", encoding: .utf8)
            let answers = ["+ browser-allow-drm yes", "+ force-nonewprivs yes", "- # browser-allow-drm no", "- # force-nonewprivs no"]
            for line in ["# browser-allow-drm no", "# force-nonewprivs no"] {
                try #require(original.components(separatedBy: "\n").contains(line), "firejail.config has “\(line)”")
            }
            let status = try exitStatus(of: script)
            #expect(status == 55, "\(run): \(script.stderrText)")
            let written = try String(contentsOf: config.appendingPathComponent("firejail.config"), encoding: .utf8)
            #expect(changes(from: original, to: written).sorted() == answers,
                    "\(run): firejail.config has the DRM and nonewprivs answers, nothing else")
            let kept = try? String(contentsOf: config.appendingPathComponent("firejail.config-"), encoding: .utf8)
            #expect(kept.map { changes(from: original, to: $0) } == [], "\(run): the original is kept as firejail.config-")
            #expect(script.pendingLines.isEmpty, "\(run): stdout \(script.pendingLines)")
        }

        /// The same answers clicked over AT-SPI, as a person with a pointer gives them, on
        /// either display, Wayland included: `alert` alone, held to the endings the test above
        /// sees with zenity (which is not the reference here: zenity 3.44's AT-SPI bridge hangs
        /// on X11). Each dialog is the script's
        /// `zenity` process not answered yet, found among the script's descendants.
        @Test func firejailWelcomeAnsweredWithClicksWritesTheSameAnswersOnEitherDisplay() throws {
            try requireDisplay()
            let place = try Place(.alert)
            defer { place.remove() }
            let (script, config) = try Self.startFirejailWelcome(in: place, .alert)
            defer { Self.end(script) }
            var answered: [Int32] = []
            for button in ["OK", "Yes", "No", "Yes", "Yes", "No", "No", "OK"] {
                let dialog = try waitFor(within: 30) { () throws -> Int32? in
                    guard script.isRunning else {
                        throw E2EError("the guide ended after \(answered.count) answers; its stderr: \(script.stderrText)")
                    }
                    return Self.descendants(of: script.pid).first { pid in
                        !answered.contains(pid)
                            && (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) == "zenity\n"
                    }
                }
                answered.append(dialog)
                try Screen(pid: dialog).click(button, within: 30)
            }
            try Self.expectTheAnswersWritten(by: script, in: config, "alert as zenity, clicked")
        }

        /// Escape on the first page stops the guide: it exits 0 and writes nothing.
        @Test(.pressesKeys)
        func firejailWelcomeClosedOnItsFirstPageWritesNothing() throws {
            try requireDisplay()
            try Self.requireZenity()
            let original = try String(contentsOfFile: "/etc/firejail/firejail.config", encoding: .utf8)
            for dialogs in Dialogs.allCases {
                let place = try Place(dialogs)
                defer { place.remove() }
                let (script, config) = try Self.startFirejailWelcome(in: place, dialogs)
                defer { Self.end(script) }
                try Person(script, "firejail-welcome.sh with \(dialogs)").answer(Self.firejailTitle, keys: ["Escape"])
                let status = try Self.exitStatus(of: script)
                #expect(status == 0, "\(dialogs): \(script.stderrText)")
                let files = try FileManager.default.contentsOfDirectory(atPath: config.path)
                #expect(files == ["firejail.config"], "\(dialogs): no backup written")
                let written = try String(contentsOf: config.appendingPathComponent("firejail.config"), encoding: .utf8)
                #expect(Self.changes(from: original, to: written) == [], "\(dialogs): firejail.config unchanged")
            }
        }

        // MARK: debian-goodies' debmany

        /// A small package file for debmany to open: a man page (gzipped) and a README.
        static func helloPackage(in place: Place) throws -> URL {
            let tree = place.root.appendingPathComponent("hello")
            let manual = tree.appendingPathComponent("usr/share/man/man1")
            let doc = tree.appendingPathComponent("usr/share/doc/hello")
            let control = tree.appendingPathComponent("DEBIAN")
            for folder in [manual, doc, control] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try "HELLO MAN PAGE\n".write(to: manual.appendingPathComponent("hello.1"), atomically: true, encoding: .utf8)
            try run("/usr/bin/gzip", ["-n", manual.appendingPathComponent("hello.1").path])
            try "hello readme\n".write(to: doc.appendingPathComponent("README"), atomically: true, encoding: .utf8)
            try """
                Package: hello-alert-test
                Version: 1.0
                Architecture: all
                Maintainer: PresentationKit tests <tests@example.invalid>
                Description: a package for debmany to open

                """.write(to: control.appendingPathComponent("control"), atomically: true, encoding: .utf8)
            let package = place.root.appendingPathComponent("hello.deb")
            try run("/usr/bin/dpkg-deb", ["--root-owner-group", "--build", tree.path, package.path])
            return package
        }

        /// debian-goodies' `debmany`: the installed one, else the one in the package's file,
        /// fetched once with `apt-get download` into `.build/test-debs` (installed with the
        /// README's recommends, debian-goodies would bring a mail server and about 40
        /// packages; the script needs none of them).
        static func debmany() throws -> URL {
            let installed = URL(fileURLWithPath: "/usr/bin/debmany")
            if FileManager.default.isExecutableFile(atPath: installed.path) { return installed }
            let folder = repositoryRoot.appendingPathComponent(".build/test-debs")
            let extracted = folder.appendingPathComponent("debian-goodies/usr/bin/debmany")
            if FileManager.default.isExecutableFile(atPath: extracted.path) { return extracted }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let download = Process()
            download.executableURL = URL(fileURLWithPath: "/usr/bin/apt-get")
            download.arguments = ["download", "-q", "debian-goodies"]
            download.currentDirectoryURL = folder
            try download.run()
            download.waitUntilExit()
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            guard download.terminationStatus == 0,
                  let file = files.first(where: { $0.hasPrefix("debian-goodies_") && $0.hasSuffix(".deb") }) else {
                throw E2EError("debmany is not installed and `apt-get download debian-goodies` failed "
                    + "(status \(download.terminationStatus)): install debian-goodies, or let apt reach a Debian mirror")
            }
            _ = try run("/usr/bin/dpkg-deb", ["-x", folder.appendingPathComponent(file).path,
                                              folder.appendingPathComponent("debian-goodies").path])
            guard FileManager.default.isExecutableFile(atPath: extracted.path) else {
                throw E2EError("\(file) holds no usr/bin/debmany")
            }
            return extracted
        }

        /// `debmany -z`: the entry asks for a package, a person types a package file's path;
        /// the list shows its man page and documentation; Down, Down, Return chooses the last
        /// row (the man page: debmany runs its man viewer on it), Down, Down, Up, Return the
        /// first (the README: its viewer for other files), Escape ends it. It exits 0 and
        /// removes its temporary folder. The viewers (`-m`, `-o`) record what they are given.
        @Test(.pressesKeys)
        func debmanyListsThePackagesFilesAndOpensTheChosenOnes() throws {
            try requireDisplay()
            try Self.requireZenity()
            let debmany = try Self.debmany()
            for dialogs in Dialogs.allCases {
                let place = try Place(dialogs)
                defer { place.remove() }
                let package = try Self.helloPackage(in: place)
                let shown = place.root.appendingPathComponent("shown.txt")
                let viewer = try place.tool("view", "# debmany's viewer: KIND FILE, recorded with the file's text\n"
                    + "printf '%s %s: %s\\n' \"$1\" \"${2##*/}\" \"$(gzip -dcf \"$2\")\" >> '\(shown.path)'\n")
                let script = try AppProcess(debmany,
                                            arguments: ["-z", "-m", viewer.path + " man", "-o", viewer.path + " other"],
                                            environment: place.environment(dialogs))
                script.closeInput()
                defer { Self.end(script) }
                let person = Person(script, "debmany with \(dialogs)")
                try person.answer("Debmany 1.5", typing: package.path, keys: ["Return"])
                let list = "Debmany: " + package.path
                try person.answer(list, keys: ["Down", "Down", "Return"])
                try person.answer(list, keys: ["Down", "Down", "Up", "Return"])
                try person.answer(list, keys: ["Escape"])
                let status = try Self.exitStatus(of: script)
                #expect(status == 0, "\(dialogs): \(script.stderrText)")
                let record = try? String(contentsOf: shown, encoding: .utf8)
                #expect(record == "man hello.1.gz: HELLO MAN PAGE\nother README: hello readme\n",
                        "\(dialogs): the viewers ran on the rows chosen; stderr: \(script.stderrText)")
                let left = try FileManager.default.contentsOfDirectory(atPath: place.root.path).filter { $0.hasPrefix("debmany.") }
                #expect(left.isEmpty, "\(dialogs): debmany removed its temporary folder")
                #expect(script.pendingLines.isEmpty, "\(dialogs): stdout \(script.pendingLines)")
            }
        }
    }
}
