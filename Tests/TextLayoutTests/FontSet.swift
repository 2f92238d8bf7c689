import E2ESupport
import Testing
import Foundation

/// The fonts a text-layout test runs with, chosen by the test rather than found on the
/// machine: a fontconfig configuration that lists only the files of some Debian font
/// packages, handed to the program under test as `FONTCONFIG_FILE`.
enum FontSet: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// What a fresh Debian 12 machine gets from the README's install line (GTK, and
    /// imagemagick's ghostscript with its recommends): DejaVu, URW base35, Noto Mono and
    /// the CJK fallback font Droid Sans Fallback.
    case freshMachine
    /// A desktop's wide coverage: Noto for most scripts, Noto CJK, Noto Color Emoji.
    case wide

    /// The Debian packages whose fonts the set holds.
    var packages: [String] {
        let fresh = ["fonts-dejavu-core", "fonts-urw-base35", "fonts-noto-mono", "fonts-droid-fallback"]
        switch self {
        case .freshMachine: return fresh
        case .wide: return fresh + ["fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"]
        }
    }

    var testDescription: String { "\(rawValue) fonts (\(packages.joined(separator: ", ")))" }

    /// The environment that makes a program use exactly this set, built on first use.
    func environment() throws -> [String: String] {
        ["FONTCONFIG_FILE": try FontSetFiles.shared.configuration(for: self)]
    }
}

/// Builds each set's directory once per test run: symbolic links to the packages' font
/// files, a cache directory, and a fonts.conf naming only those, under a temp directory.
private final class FontSetFiles: @unchecked Sendable {
    static let shared = FontSetFiles()

    // Guards `built`; tests of different sets may ask at the same time.
    private let lock = NSLock()
    private var built: [FontSet: String] = [:]
    private let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("pk-font-sets-\(ProcessInfo.processInfo.processIdentifier)")

    func configuration(for set: FontSet) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let path = built[set] { return path }
        let directory = root.appendingPathComponent(set.rawValue)
        let fonts = directory.appendingPathComponent("fonts")
        let cache = directory.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        for package in set.packages {
            let files = try fontFiles(of: package)
            guard !files.isEmpty else { throw E2EError("\(package) holds no font file") }
            for file in files {
                let link = fonts.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
                if !FileManager.default.fileExists(atPath: link.path) {
                    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file)
                }
            }
        }
        let configuration = directory.appendingPathComponent("fonts.conf")
        try fontsConf(fonts: fonts.path, cache: cache.path).write(to: configuration, atomically: true, encoding: .utf8)
        built[set] = configuration.path
        return configuration.path
    }

    /// The font files a Debian package installed, as `dpkg -L` lists them.
    private func fontFiles(of package: String) throws -> [String] {
        let listing: Data
        do {
            listing = try run("/usr/bin/dpkg", ["-L", package])
        } catch {
            throw E2EError("font package \(package) is not installed: install the packages of the README's “Run every test” line (\(error))")
        }
        let extensions = ["ttf", "otf", "ttc", "t1", "pfb"]
        return String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init).filter { path in
            extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
                && !FileManager.default.fileExists(atPath: path + "/")
                && FileManager.default.fileExists(atPath: path)
        }
    }

    /// Only these fonts; the system's rules (aliases, hinting, per-script preferences),
    /// but not the person's own fonts or settings (50-user.conf, 51-local.conf).
    private func fontsConf(fonts: String, cache: String) throws -> String {
        let rules = try FileManager.default.contentsOfDirectory(atPath: "/etc/fonts/conf.d")
            .filter { $0.hasSuffix(".conf") && !$0.hasPrefix("50-user") && !$0.hasPrefix("51-local") }
            .sorted()
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(fonts)</dir>
              <cachedir>\(cache)</cachedir>
            \(rules.map { "  <include ignore_missing=\"yes\">/etc/fonts/conf.d/\($0)</include>" }.joined(separator: "\n"))
            </fontconfig>

            """
    }
}
