import Foundation

/// The presentation style a test program runs in: GTK's own dialogs, or libadwaita's
/// (PresentationKitAdwaita's `AdwaitaStyle.install()`), chosen by `PK_STYLE` in the
/// program's environment. The suites that prove the presenters' semantics and readout
/// run once per style.
public enum DialogStyle: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `GtkMessageDialog`.
    case gtk
    /// `AdwMessageDialog` (libadwaita 1.2–1.4) or `AdwAlertDialog` (1.5 and later).
    case adwaita

    /// The environment a fixture program needs to run in this style.
    public var environment: [String: String] { ["PK_STYLE": rawValue] }

    /// The style's name, as test arguments print it.
    public var description: String { rawValue }

    /// The styles the end-to-end suites (read and driven over AT-SPI) check: both, on every
    /// lane, whichever dialog libadwaita has (`AdwMessageDialog` on 1.2–1.4, Debian 12;
    /// `AdwAlertDialog` from 1.5, Debian 13: docs/adwaita.md says what the latter needed).
    public static let checkedEndToEnd: [DialogStyle] = allCases
}

public extension DialogStyle {
    /// The styles whose **Don't ask again** check button the end-to-end tests click with the
    /// pointer: both, but GTK's alone where libadwaita's dialog is `AdwAlertDialog` (1.5
    /// and later, the Debian 13 lane), whose check button the pointer did not toggle there
    /// (``checkButtonClickInAdwAlertDialogIsUnresolved``). The in-process scenarios check
    /// its check button in both styles on every lane.
    static let checkButtonClickedEndToEnd: [DialogStyle] = libadwaitaHasAlertDialog ? [.gtk] : allCases
}

/// Whether the libadwaita the tests build against has `AdwAlertDialog` (1.5 or later).
public let libadwaitaHasAlertDialog: Bool = {
    let output = (try? run("/usr/bin/pkg-config", ["--modversion", "libadwaita-1"])).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let parts = output.split(separator: ".").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard parts.count >= 2 else { return false }
    return parts[0] > 1 || parts[1] >= 5
}()

/// Why a test that clicks libadwaita's **Don't ask again** check button is skipped where its
/// dialog is `AdwAlertDialog` (``DialogStyle/checkButtonClickedEndToEnd``).
public let checkButtonClickInAdwAlertDialogIsUnresolved = """
    on libadwaita ≥ 1.5 (AdwAlertDialog, the Debian 13 lane) a pointer click on the \
    Don't ask again label, placed from its AT-SPI extents in the newest X window, left the \
    check button unchecked (first seen 2026-12-02; the cause is not found: issue 26, \
    docs/adwaita.md); the in-process scenarios check the check button there
    """
