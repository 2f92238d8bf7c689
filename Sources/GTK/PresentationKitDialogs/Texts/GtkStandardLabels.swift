import CGtk
import PresentationKitCore

/// GTK's own words for the standard button labels (`OK`, `Cancel`, `Yes`, `No`, `Close`):
/// what ``TextDomain/standardLabel(_:)`` gives when a program's catalogue has no
/// translation, so a button reads as in every other GTK dialog. They come from GTK's
/// catalogue (`gtk40`, about 100 languages), where they carry a mnemonic (`_Abbrechen`,
/// `キャンセル(_C)`), shown here without it.
///
/// The GTK layer installs it before it builds a label: ``GtkApplicationRunner``, every
/// presenter, `AlertMessage.present(on:)`, and `alert` at its start.
package enum GtkStandardLabels {

    /// Make GTK's catalogue the fallback of ``TextDomain/standardLabel(_:)``; again, nothing.
    package static func install() {
        guard TextDomain.standardLabelFallback == nil else { return }
        TextDomain.standardLabelFallback = { label in translation(of: label) }
    }

    /// GTK's translation of the button label `label`, as a button shows it; `nil` when
    /// GTK's catalogue has none in this locale.
    package static func translation(of label: String) -> String? {
        let mnemonic = "_" + label
        guard let translated = g_dgettext("gtk40", mnemonic).map({ String(cString: $0) }),
            translated != mnemonic
        else { return nil }
        return withoutMnemonic(translated)
    }

    /// `label` without GTK's mnemonic mark: `_Abbrechen` → `Abbrechen`,
    /// `キャンセル(_C)` → `キャンセル`, `A__B` → `A_B`.
    package static func withoutMnemonic(_ label: String) -> String {
        var label = label
        // A trailing "(_X)".
        if label.count >= 4, label.hasSuffix(")") {
            let open = label.index(label.endIndex, offsetBy: -4)
            if label[open...].hasPrefix("(_") {
                label.removeSubrange(open...)
                while label.last == " " { label.removeLast() }
            }
        }
        var plain = ""
        var escaped = false
        for character in label {
            if character == "_" && !escaped {
                escaped = true
                continue
            }
            plain.append(character)
            escaped = false
        }
        return plain
    }
}
