import CGtk
import PresentationKitCore

/// One hint of a notification (the specification's `hints`, `a{sv}`), typed as zenity
/// 3.44 types it (src/notification.c): a service ignores a hint of the wrong type, so
/// `urgency:2` must go as a byte, not as the text "2".
struct NotificationHint: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case boolean(Bool)
        case string(String)
        case int32(Int32)
        case byte(UInt8)
    }

    /// The hint's name, in lower case: zenity matches names in any case, services do not.
    let name: String
    let value: Value
}

extension NotificationHint {

    /// `pairs` (`NAME:VALUE` each) as hints, the last of a name winning as in zenity's
    /// table; a pair zenity skips is skipped with a line through `warn`, and the rest sent.
    static func hints(_ pairs: [String], warn: (String) -> Void) -> [NotificationHint] {
        var hints: [NotificationHint] = []
        for pair in pairs {
            guard let colon = pair.firstIndex(of: ":") else {
                warn(tr("skipping the hint “%@”: it is not NAME:VALUE", pair))
                continue
            }
            let name = pair[..<colon].lowercased()
            guard let value = value(of: name, String(pair[pair.index(after: colon)...]), warn: warn) else { continue }
            hints.removeAll { $0.name == name }
            hints.append(NotificationHint(name: name, value: value))
        }
        return hints
    }

    /// `text` as the value of the hint `name`, or `nil` (and a line through `warn`) when
    /// zenity skips it.
    private static func value(of name: String, _ text: String, warn: (String) -> Void) -> Value? {
        switch name {
        case "action-icons", "resident", "suppress-sound", "transient":
            switch text.lowercased() {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default:
                warn(tr("skipping the hint “%@”: its value must be true or false", name))
                return nil
            }
        case "category", "desktop-entry", "image-path", "image_path", "sound-file", "sound-name":
            return .string(text)
        case "x", "y":
            // zenity's g_ascii_strtoll in base 0: 0x10 and 010 too; what is no number, 0.
            return .int32(Int32(truncatingIfNeeded: g_ascii_strtoll(text, nil, 0)))
        case "urgency":
            return .byte(UInt8(truncatingIfNeeded: g_ascii_strtoll(text, nil, 0)))
        case "image-data", "image_data", "icon-data":
            warn(tr("skipping the hint “%@”: image data cannot be given on the command line", name))
            return nil
        default:
            warn(tr("skipping the hint “%@”: it is not one of the notification hints zenity knows", name))
            return nil
        }
    }

    /// The hint as a `{sv}` dictionary entry (floating).
    var entry: OpaquePointer {
        let variant: OpaquePointer = switch value {
        case .boolean(let flag): g_variant_new_boolean(flag ? 1 : 0)
        case .string(let text): g_variant_new_string(text)
        case .int32(let number): g_variant_new_int32(number)
        case .byte(let number): g_variant_new_byte(number)
        }
        return g_variant_new_dict_entry(g_variant_new_string(name), g_variant_new_variant(variant))
    }
}
