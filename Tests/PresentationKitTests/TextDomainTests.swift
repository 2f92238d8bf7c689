import Foundation
@_spi(Testing) import PresentationKit
import Testing

/// The gettext helper's own rules: placeholders a translation may reorder, where a
/// standard label comes from, and where catalogues are looked up.
/// (Translations through real catalogues and locales are checked end to end, in
/// TranslationTests: setting a locale here would change it for every test in the process.)
@Suite("TextDomain")
struct TextDomainTests {

    @Test func sequentialPlaceholdersAreFilledInOrder() {
        #expect(TextDomain.fill("cannot read %@: %@", with: ["a.txt", "no such file"]) == "cannot read a.txt: no such file")
    }

    @Test func positionalPlaceholdersLetATranslationReorder() {
        #expect(TextDomain.fill("%2$@「%1$@」がありません", with: ["name", "items[2]"]) == "items[2]「name」がありません")
        #expect(TextDomain.fill("%1$@ and again %1$@", with: ["x"]) == "x and again x")
    }

    @Test func aDoublePercentIsOnePercentAndOtherPercentsStay() {
        #expect(TextDomain.fill("100%% of %@, 50% off, %d", with: ["it"]) == "100% of it, 50% off, %d")
    }

    @Test func aPlaceholderWithoutAnArgumentBecomesEmptyAndExtraArgumentsAreIgnored() {
        #expect(TextDomain.fill("[%@][%3$@]", with: []) == "[][]")
        #expect(TextDomain.fill("only %@", with: ["one", "two"]) == "only one")
    }

    @Test func argumentsAreNeverReadAsPlaceholders() {
        #expect(TextDomain.fill("%@ and %@", with: ["%@", "%1$@"]) == "%@ and %1$@")
    }

    @Test func aStandardLabelTheCatalogueLacksComesFromTheToolkitsFallback() {
        // Only a label no other test asks for: the fallback is the process's.
        let previous = TextDomain.standardLabelFallback
        TextDomain.standardLabelFallback = { $0 == "Frobnicate" ? "Frobniquer" : previous?($0) }
        defer { TextDomain.standardLabelFallback = previous }
        let domain = TextDomain("presentationkit-test-no-such-domain")
        #expect(domain.standardLabel("Frobnicate") == "Frobniquer")
        #expect(domain.standardLabel("Unfrobnicate") == "Unfrobnicate")
    }

    @Test func anUntranslatedTextComesBackAsItIs() {
        let domain = TextDomain("presentationkit-test-no-such-domain")
        #expect(domain("Nothing to translate, %@") == "Nothing to translate, %@")
        #expect(domain.plural("%@ file", "%@ files", count: 1, "1") == "1 file")
        #expect(domain.plural("%@ file", "%@ files", count: 5, "5") == "5 files")
    }

    @Test func theEnvironmentVariableWinsOverThePrefixAndTheBuildTree() throws {
        let prefix = try temporaryPrefix(with: ["share/locale", "bin/locale"])
        defer { try? FileManager.default.removeItem(at: prefix) }
        let executable = prefix.appendingPathComponent("bin/alert")
        #expect(TextDomain.catalogueDirectory(environment: ["PRESENTATIONKIT_LOCALEDIR": "/elsewhere"], executable: executable)
            == "/elsewhere")
        #expect(TextDomain.catalogueDirectory(environment: [:], executable: executable)
            == prefix.appendingPathComponent("share/locale").path)
    }

    @Test func theBuildTreeDirectoryBesideTheExecutableIsUsedWithoutAPrefix() throws {
        let products = try temporaryPrefix(with: ["debug/locale"])
        defer { try? FileManager.default.removeItem(at: products) }
        #expect(TextDomain.catalogueDirectory(environment: [:], executable: products.appendingPathComponent("debug/alert"))
            == products.appendingPathComponent("debug/locale").path)
    }

    @Test func withNeitherGettextsDefaultIsKept() throws {
        let empty = try temporaryPrefix(with: ["bin"])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(TextDomain.catalogueDirectory(environment: ["PRESENTATIONKIT_LOCALEDIR": ""],
                                              executable: empty.appendingPathComponent("bin/alert")) == nil)
    }

    /// A new directory holding the empty subdirectories `paths`.
    private func temporaryPrefix(with paths: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("textdomain-\(UUID().uuidString)")
        for path in paths {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        return root.resolvingSymlinksInPath()
    }
}
