import Foundation

#if canImport(CGettext)
import CGettext
#endif

/// A gettext domain: translates a program's own strings through the desktop's locale
/// and installed catalogues; untranslated text is returned as is.
///
/// ```swift
/// let tr = TextDomain("alert")
/// tr("Delete")                              // "Löschen" under a German catalogue
/// tr("cannot read %@", path)                // placeholders filled in order
/// ```
public struct TextDomain: Sendable {

    /// The domain's name, as catalogues are installed (`NAME.mo`).
    public let name: String

    /// Name a domain.
    public init(_ name: String) {
        self.name = name
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

    /// Translate a string with `%@` placeholders, then fill them in order.
    ///
    /// Swift strings are not C varargs, so placeholders are filled here rather than by
    /// `String(format:)`; a translation may move the sentence around them.
    public func callAsFunction(_ format: String, _ arguments: String...) -> String {
        let pieces = self(format).components(separatedBy: "%@")
        var filled = pieces[0]
        for (index, piece) in pieces.dropFirst().enumerated() {
            filled += (index < arguments.count ? arguments[index] : "") + piece
        }
        return filled
    }
}

/// PresentationKit's own strings (`OK`, error sentences): gettext domain `presentationkit`.
let localized = TextDomain("presentationkit")
