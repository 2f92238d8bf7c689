import Foundation
import Synchronization

/// The locales and catalogues the translation tests (and the demo's German test) run
/// programs in: real glibc locales compiled with `localedef` from the `locales` package's
/// sources into a private directory (`LOCPATH`, no root needed, nothing changed on the
/// machine), and the project's catalogues compiled by `po/compile` into `locale` beside the
/// built programs, the directory `TextDomain` reads in the build tree.
public enum Locales {

    /// The environment for a program that should speak `locale` (e.g. `de_DE.UTF-8`),
    /// once that locale is made (each the first time it is asked for: `localedef` takes
    /// most of a second a locale).
    public static func environment(_ locale: String) throws -> [String: String] {
        let directory = try catalogues.get()
        try made.withLock { made in
            if made[locale] == nil { made[locale] = make(locale, in: directory) }
            return try made[locale]!.get()
        }
        return ["LOCPATH": directory, "LC_ALL": locale, "LANG": locale, "LANGUAGE": ""]
    }

    /// The locales made so far, by name (`de_DE.UTF-8`), and how that went.
    private static let made = Mutex<[String: Result<Void, E2EError>]>([:])

    /// `locale` (`de_DE.UTF-8`) compiled by `localedef` into `directory`.
    private static func make(_ locale: String, in directory: String) -> Result<Void, E2EError> {
        let output = "\(directory)/\(locale)"
        let parts = locale.split(separator: ".", maxSplits: 1)
        // localedef exits 1 for mere warnings in some locale sources; what counts is that
        // the locale was written.
        _ = try? run("/usr/bin/localedef", ["-i", String(parts[0]), "-f", parts.count > 1 ? String(parts[1]) : "UTF-8", output])
        guard FileManager.default.fileExists(atPath: "\(output)/LC_MESSAGES") else {
            return .failure(E2EError("localedef could not make \(locale): install the `locales` package"))
        }
        return .success(())
    }

    /// The private locale directory, once `po/compile` has run.
    private static let catalogues: Result<String, E2EError> = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pk-translation-locales-\(getpid())").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try run(repositoryRoot.appendingPathComponent("po/compile").path,
                    [productsDirectory.appendingPathComponent("locale").path])
            return .success(directory)
        } catch let error as E2EError {
            return .failure(error)
        } catch {
            return .failure(E2EError("\(error)"))
        }
    }()
}
