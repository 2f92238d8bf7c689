import PresentationKitCore

/// What the command prints on stdout when it ends: the chosen button's label (when that
/// button prints one), or with `--json`, one line of JSON that says how the dialog ended.
struct Report {
    /// How the dialog ended, as `--json` names it.
    enum Ending: String {
        case chosen, dismissed, timeout
    }

    /// The button chosen (clicked, remembered, or chosen by the timeout), if any.
    var choice: Choice?
    var ending: Ending
    /// Whether the answer came from `--dont-ask-again` without a dialog.
    var remembered = false
    /// The labels of the `--item`s checked, in order; `nil` when none was given.
    var items: [String]? = nil

    /// The lines to print, or `nil` for none: the label, then each checked item on its own.
    func line(json: Bool) -> String? {
        guard json else {
            guard let choice, choice.printsLabel else { return nil }
            return ([choice.label] + (items ?? [])).joined(separator: "\n")
        }
        let role: String? = switch choice?.role {
        case .cancel?: "cancel"
        case .destructive?: "destructive"
        default: choice?.isDefault == true ? "default" : nil
        }
        return "{\"answer\":" + jsonString(choice?.label)
            + ",\"id\":" + jsonString(choice?.id)
            + ",\"index\":" + (choice.map { String($0.index) } ?? "null")
            + ",\"role\":" + jsonString(role)
            + ",\"ending\":" + jsonString(ending.rawValue)
            + ",\"remembered\":" + (remembered ? "true" : "false")
            + (items.map { ",\"items\":[" + $0.map(jsonString).joined(separator: ",") + "]" } ?? "") + "}"
    }
}

/// `text` as a JSON string (RFC 8259), or `null`: `"` and `\` escaped, control characters
/// (U+0000–U+001F) as `\n`, `\t`, … or `\u00XX`, and everything else, non-BMP characters
/// included, as UTF-8, which JSON allows. U+2028 and U+2029 are escaped too, so the line
/// is also a JavaScript literal.
func jsonString(_ text: String?) -> String {
    guard let text else { return "null" }
    var out = "\""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
