/// What the commands before a `GETPIN`, `CONFIRM` or `MESSAGE` set, as pinentry 1.2.1
/// keeps it: the texts (percent-decoded), and the options (as sent).
public struct PinentrySettings: Sendable, Equatable {
    // Set by commands; RESET clears them.
    public var description: String?
    public var prompt: String?
    public var title: String?
    public var ok: String?
    public var cancel: String?
    public var notOK: String?
    /// `SETERROR`'s text: shown by the next `GETPIN` only.
    public var error: String?
    public var keyInfo: String?
    /// `SETTIMEOUT`'s seconds; 0: none.
    public var timeout = 0
    /// `SETREPEAT`'s prompt: the next `GETPIN` asks twice.
    public var repeatPrompt: String?
    public var repeatError: String?
    /// `SETQUALITYBAR`'s label, and its tooltip.
    public var qualityBar: String?
    public var qualityBarTooltip: String?
    public var generatePin: String?
    public var generatePinTooltip: String?

    // Set by OPTION (and the command line); RESET keeps them.
    public var display: [UInt8]?
    public var ttyName: [UInt8]?
    public var ttyType: [UInt8]?
    public var defaultOK: String?
    public var defaultCancel: String?
    public var defaultPrompt: String?

    public init() {}

    /// The settings RESET leaves: the options, not the texts.
    mutating func reset() {
        var fresh = PinentrySettings()
        fresh.display = display
        fresh.ttyName = ttyName
        fresh.ttyType = ttyType
        fresh.defaultOK = defaultOK
        fresh.defaultCancel = defaultCancel
        fresh.defaultPrompt = defaultPrompt
        self = fresh
    }

    /// `label` as shown: pinentry's `_` marks the mnemonic (`_Unlock` reads “Unlock”), and
    /// `__` is one underscore.
    public static func withoutMnemonic(_ label: String) -> String {
        var shown = ""
        var pending = false
        for character in label {
            if character == "_" {
                if pending { shown.append("_") }
                pending.toggle()
            } else {
                pending = false
                shown.append(character)
            }
        }
        return shown
    }

    /// The OK button's label, mnemonic removed.
    public var okLabel: String { Self.withoutMnemonic(ok ?? defaultOK ?? "OK") }
    /// The Cancel button's label, mnemonic removed.
    public var cancelLabel: String { Self.withoutMnemonic(cancel ?? defaultCancel ?? "Cancel") }
    /// The not-OK button's label, mnemonic removed, or `nil` for none.
    public var notOKLabel: String? { notOK.map(Self.withoutMnemonic) }
    /// The password field's label, mnemonic removed.
    public var promptLabel: String { Self.withoutMnemonic(prompt ?? defaultPrompt ?? "PIN:") }
}

/// What the person is asked, once the commands are read.
public enum PinentryRequest: Sendable, Equatable {
    /// `GETPIN`: a passphrase (twice with a repeat prompt).
    case pin(PinentrySettings)
    /// `CONFIRM`: OK or Cancel (and not-OK when set); only OK with `--one-button`.
    case confirm(PinentrySettings, oneButton: Bool)
    /// `MESSAGE`: a message with one button.
    case message(PinentrySettings)
}

/// How the person answered a ``PinentryRequest``.
public enum PinentryAnswer: Sendable, Equatable {
    /// The passphrase was typed (written by the caller, not kept here); `repeated` when
    /// it was typed twice and both matched.
    case pin(repeated: Bool, empty: Bool)
    /// OK (CONFIRM, MESSAGE).
    case ok
    /// The not-OK button.
    case notOK
    /// Cancel, Escape or the window closed.
    case cancelled
    /// `SETTIMEOUT` ran out.
    case timedOut
    /// No dialog could be shown.
    case failed(String)
}
