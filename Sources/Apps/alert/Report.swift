import PresentationKitCore

/// What the command prints on stdout when it ends: the chosen button's label (when that
/// button prints one) and the fields' texts, or with `--json`, one line of JSON that says
/// how the dialog ended. The only place a `--secret`'s text is written.
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
    /// The fields' texts, as they are printed.
    var fields = PrintedFields.none
    /// The labels of the `--item`s checked, in order; `nil` when none was given.
    var items: [String]? = nil
    /// What `--list` prints: `.some(nil)` when it prints nothing (no row chosen, or not
    /// this ending); `nil` for another dialog.
    var list: String?? = nil
    /// What `--text-info --editable` prints, as ``list``.
    var text: String?? = nil
    /// What `--scale`, `--calendar` or `--color-selection` prints, as ``list``.
    var value: String?? = nil

    /// What is printed of the fields' texts.
    enum PrintedFields {
        /// The dialog has no fields: no `"fields"` key.
        case none
        /// Not for this ending (the cancel button, Escape): `"fields":null`, no line.
        case withheld
        /// The texts, one a line, in field order.
        case lines([String])
        /// The texts on one line, `separator` between them (zenity's `--entry`, `--password`
        /// and `--forms`).
        case joined([String], separator: String)
    }

    /// The lines to print, maybe none: the label, the fields' texts, then the checked
    /// items, each on its own line (a list of any length last).
    func lines(json: Bool) -> [String] {
        guard json else {
            let label = choice.flatMap { $0.printsLabel ? $0.label : nil }.map { [$0] } ?? []
            let texts: [String] = switch fields {
            case .none, .withheld: []
            case .lines(let texts): texts
            case .joined(let texts, let separator): [texts.joined(separator: separator)]
            }
            let list = ((self.list ?? nil) ?? (text ?? nil) ?? (value ?? nil)).map { [$0] } ?? []
            return (label.isEmpty ? label + texts : label + texts + (items ?? [])) + list
        }
        let texts: String? = switch fields {
        case .none: nil
        case .withheld: "null"
        case .lines(let texts), .joined(let texts, _): "[" + texts.map(jsonString).joined(separator: ",") + "]"
        }
        return [jsonObject + (texts.map { ",\"fields\":" + $0 } ?? "")
            + (items.map { ",\"items\":[" + $0.map(jsonString).joined(separator: ",") + "]" } ?? "")
            + (list.map { ",\"list\":" + jsonString($0) } ?? "")
            + (text.map { ",\"text\":" + jsonString($0) } ?? "")
            + (value.map { ",\"value\":" + jsonString($0) } ?? "") + "}"]
    }

    /// The JSON object, without its closing brace.
    private var jsonObject: String {
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
