import E2ESupport
import Foundation

/// The locales and catalogues the translation tests run programs in, made once per run:
/// real glibc locales compiled with `localedef` from the `locales` package's sources into
/// a private directory (`LOCPATH`, no root needed, nothing changed on the machine), and
/// the project's catalogues compiled by `po/compile` into `locale` beside the built
/// programs, the directory `TextDomain` reads in the build tree.
enum Locales {

    /// The locales made, by name (`de_DE.UTF-8`).
    static let names = ["C", "de_DE", "es_ES", "fr_FR", "ja_JP", "ru_RU", "he_IL"]

    /// The environment for a program that should speak `locale` (e.g. `de_DE.UTF-8`).
    static func environment(_ locale: String) throws -> [String: String] {
        let directory = try prepared.get()
        return ["LOCPATH": directory, "LC_ALL": locale, "LANG": locale, "LANGUAGE": ""]
    }

    /// The private locale directory, once `localedef` and `po/compile` have run.
    private static let prepared: Result<String, E2EError> = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pk-translation-locales-\(getpid())").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for name in names {
                let output = "\(directory)/\(name).UTF-8"
                // localedef exits 1 for mere warnings in some locale sources; what counts
                // is that the locale was written.
                _ = try? run("/usr/bin/localedef", ["-i", name, "-f", "UTF-8", output])
                guard FileManager.default.fileExists(atPath: "\(output)/LC_MESSAGES") else {
                    throw E2EError("localedef could not make \(name).UTF-8: install the `locales` package")
                }
            }
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
