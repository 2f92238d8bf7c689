import Foundation

#if canImport(CGettext)
import CGettext
#endif

/// The gettext domain of PresentationKit's own strings (`OK`, error sentences).
public let presentationKitTextDomain = "presentationkit"

/// Translate one of PresentationKit's own strings through gettext, so a desktop's
/// locale and installed catalogues apply; untranslated text is returned as is.
func localized(_ text: String) -> String {
    #if canImport(CGettext)
    // Without a translation dgettext returns its argument, a temporary C string
    // that is only valid inside this closure: copy it out here, never after.
    return text.withCString { cText in
        guard let translated = dgettext(presentationKitTextDomain, cText), translated != cText else {
            return text
        }
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
func localized(_ format: String, _ arguments: String...) -> String {
    let pieces = localized(format).components(separatedBy: "%@")
    var filled = pieces[0]
    for (index, piece) in pieces.dropFirst().enumerated() {
        filled += (index < arguments.count ? arguments[index] : "") + piece
    }
    return filled
}
