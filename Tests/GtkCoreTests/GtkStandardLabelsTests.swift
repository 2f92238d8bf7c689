import PresentationKitCore
import PresentationKitDialogs
import Testing

/// GTK's standard labels as the GTK layer gives them to the core: its catalogue's words
/// without GTK's mnemonic marks. (The words themselves, in real locales, are checked end
/// to end in TranslationTests.)
@Suite("GTK's standard labels")
struct GtkStandardLabelsTests {

    @Test(arguments: [
        ("_Abbrechen", "Abbrechen"), ("A_nnuler", "Annuler"), ("キャンセル(_C)", "キャンセル"),
        ("OK(_O)", "OK"), ("Save__as", "Save_as"), ("_OK", "OK"), ("Plain", "Plain"),
    ])
    func gtkMnemonicMarksAreRemoved(_ gtk: String, _ shown: String) {
        #expect(GtkStandardLabels.withoutMnemonic(gtk) == shown)
    }

    @Test func installingMakesGtksCatalogueTheCoresFallback() {
        GtkStandardLabels.install()
        let fallback = TextDomain.standardLabelFallback
        #expect(fallback != nil)
        // A label GTK's catalogue does not have: no word of its own, so the label as written.
        #expect(fallback?("Frobnicate") == nil)
        #expect(TextDomain("presentationkit-test-no-such-domain").standardLabel("Frobnicate") == "Frobnicate")
    }
}
