// No Foundation at all: `alert` links this module, and even FoundationEssentials would
// weigh on its size and start-up for a path and an environment variable (docs/benchmarks.md,
// "Figures behind the code").
#if canImport(Glibc)
import Glibc
#endif

#if canImport(CGettext)
import CGettext
#endif

/// A gettext domain: translates a program's own strings through the desktop's locale
/// and installed catalogues; untranslated text is returned as is.
///
/// ```swift
/// let tr = TextDomain("alert")
/// tr("Delete")                                   // "Löschen" under a German catalogue
/// tr("cannot read %@", path)                     // placeholders filled in order…
/// tr("%1$@ is missing %2$@", key, place)         // …or by position, as a translation may reorder
/// tr.plural("This happened %@ time.", "This happened %@ times.", count: 5, "5")
/// ```
///
/// Where the catalogues are: creating a domain binds it (`bindtextdomain`) to the first
/// of these that exists, so one build works installed and from the source tree:
/// 1. `$PRESENTATIONKIT_LOCALEDIR`, when set;
/// 2. `BINDIR/../share/locale` beside the running executable (an installed prefix:
///    `/usr/local/bin/alert` reads `/usr/local/share/locale`; also inside a `DESTDIR`);
/// 3. `BINDIR/locale`, where `po/compile` puts them in the build tree
///    (`.build/debug/locale`);
///
/// otherwise gettext's default, `/usr/share/locale`. Messages come back as UTF-8 in any locale.
public struct TextDomain: Sendable {

    /// The domain's name, as catalogues are installed (`NAME.mo`).
    public let name: String

    /// Name a domain, and tell gettext where its catalogues are (see the type's notes).
    public init(_ name: String) {
        self.name = name
        #if canImport(CGettext)
        if let directory = Self.catalogueDirectory(
            localeDirectory: getenv("PRESENTATIONKIT_LOCALEDIR").map { String(cString: $0) },
            executablePath: Self.runningExecutablePath
        ) {
            bindtextdomain(name, directory)
        }
        bind_textdomain_codeset(name, "UTF-8")
        #endif
    }

    /// Translate `text`.
    public func callAsFunction(_ text: String) -> String {
        #if canImport(CGettext)
        // Without a translation dgettext returns its argument, a temporary C string
        // that is only valid inside this closure: copy it out here, never after.
        return text.withCString { cText in
            guard let translated = dgettext(name, cText), translated != cText else { return text }
            return String(cString: translated)
        }
        #else
        return text
        #endif
    }

    /// Translate a string with `%@` or `%1$@`-style placeholders, then fill them in.
    ///
    /// Swift strings are not C varargs, so placeholders are filled here rather than by
    /// `String(format:)`; see ``fill(_:with:)`` for the rules.
    public func callAsFunction(_ format: String, _ arguments: String...) -> String {
        Self.fill(self(format), with: arguments)
    }

    /// Translate a sentence about `count` things in the plural form the language needs
    /// for that number (`ngettext`), then fill in its placeholders.
    ///
    /// ```swift
    /// localized.plural("This happened %@ time.", "This happened %@ times.", count: n, String(n))
    /// ```
    public func plural(_ singular: String, _ plural: String, count: Int, _ arguments: String...) -> String {
        #if canImport(CGettext)
        let form = singular.withCString { cSingular in
            plural.withCString { cPlural in
                guard let chosen = dngettext(name, cSingular, cPlural, UInt(clamping: count)) else {
                    return count == 1 ? singular : plural
                }
                if chosen == cSingular { return singular }
                if chosen == cPlural { return plural }
                return String(cString: chosen)
            }
        }
        #else
        let form = count == 1 ? singular : plural
        #endif
        return Self.fill(form, with: arguments)
    }

    /// A standard button label (`OK`, `Cancel`, `Yes`, `No`): this domain's translation,
    /// or else the toolkit's own words for it, which its layer provides (PresentationKitGtk
    /// gives GTK's, in about 100 languages); else the label as written.
    ///
    /// ```swift
    /// localized.standardLabel("Cancel")   // "Abbrechen" in German, from either catalogue
    /// ```
    public func standardLabel(_ label: String) -> String {
        let own = self(label)
        guard own == label else { return own }
        return Self.standardLabelFallback?(label) ?? label
    }

    /// Where ``standardLabel(_:)`` finds a label this program's catalogue does not
    /// translate: the toolkit's own words for it, installed by the toolkit's layer; `nil`
    /// (none installed, or none for this label): the label as written.
    package static var standardLabelFallback: (@Sendable (String) -> String?)? {
        get { standardLabelFallbackStore.withLock { $0 } }
        set { standardLabelFallbackStore.withLock { $0 = newValue } }
    }
}

/// The storage behind ``TextDomain/standardLabelFallback``: set once, read from any thread.
private let standardLabelFallbackStore = FallbackStore()

/// A pthread mutex and what it guards. Not `Synchronization.Mutex`: on Linux its lock is
/// inside the standard library, which ThreadSanitizer does not instrument, so every read
/// under it was reported as a race (`scripts/sanitizers` in the fresh-machine run).
/// `@unchecked Sendable`: `fallback` is only read or written with `lock` held.
private final class FallbackStore: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    private var fallback: (@Sendable (String) -> String?)?

    func withLock<Result>(_ body: (inout (@Sendable (String) -> String?)?) -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&fallback)
    }
}

public extension TextDomain {

    /// `format` with its placeholders replaced by `arguments`: `%@` takes the next one in
    /// order, `%N$@` takes the N-th (counting from 1), so a translation can put them in
    /// another order; `%%` is a percent sign. A placeholder without an argument becomes
    /// empty; any other `%` stays as it is.
    ///
    /// ```swift
    /// TextDomain.fill("%2$@ – %1$@", with: ["a", "b"])   // "b – a"
    /// ```
    static func fill(_ format: String, with arguments: [String]) -> String {
        var filled = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            filled += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            if afterPercent.first == "%" {
                filled += "%"
                rest = afterPercent.dropFirst()
                continue
            }
            if afterPercent.first == "@" {
                filled += next < arguments.count ? arguments[next] : ""
                next += 1
                rest = afterPercent.dropFirst()
                continue
            }
            let digits = afterPercent.prefix(while: \.isASCII).prefix(while: \.isNumber)
            let tail = afterPercent[digits.endIndex...]
            if !digits.isEmpty, tail.hasPrefix("$@"), let position = Int(digits), position >= 1 {
                filled += position <= arguments.count ? arguments[position - 1] : ""
                rest = tail.dropFirst(2)
                continue
            }
            filled += "%"
            rest = afterPercent
        }
        return filled + rest
    }
}

extension TextDomain {

    /// Where the catalogues of a program at `executablePath` (an absolute path without
    /// symbolic links) are, by the rules in the type's notes, `localeDirectory` being
    /// `$PRESENTATIONKIT_LOCALEDIR`; `nil` leaves gettext's default.
    package static func catalogueDirectory(localeDirectory: String?, executablePath: String?) -> String? {
        if let localeDirectory, !localeDirectory.isEmpty {
            return localeDirectory
        }
        guard let executablePath, executablePath.hasPrefix("/") else { return nil }
        let binDirectory = parent(of: executablePath)
        let candidates = [
            joined(parent(of: binDirectory), "share/locale"),
            joined(binDirectory, "locale"),
        ]
        return candidates.first(where: isDirectory)
    }

    /// `path` without its last component: `/usr/bin/alert` → `/usr/bin`, `/alert` → `/`.
    private static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.last == "/" { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func joined(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    private static func isDirectory(_ path: String) -> Bool {
        #if canImport(Glibc)
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        #else
        return false
        #endif
    }

    /// The running program's file, with symbolic links resolved (`nil` without `/proc`:
    /// gettext's default then).
    private static var runningExecutablePath: String? {
        #if canImport(Glibc)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }
}

/// PresentationKit's own strings (`OK`, error sentences): gettext domain `presentationkit`.
package let localized = TextDomain("presentationkit")
