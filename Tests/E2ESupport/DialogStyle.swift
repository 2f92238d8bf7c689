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

    /// The styles the end-to-end suites (read and driven over AT-SPI) check on this machine:
    /// both where libadwaita's dialog is `AdwMessageDialog` (1.2–1.4, Debian 12); GTK's only
    /// where it is `AdwAlertDialog` (1.5 and later, Debian 13), which this library does not
    /// finish yet (docs/adwaita.md: its labels are out of the AT-SPI tree, its button
    /// column reads bottom-up, GTK 4.18 warns measuring its labels, focus does not come
    /// back). ``adwaitaAlertDialogIsUnfinished`` says so as a skipped test of its own.
    public static let checkedEndToEnd: [DialogStyle] = allCases
}

/// Whether the libadwaita the tests build against has `AdwAlertDialog` (1.5 or later).
public let libadwaitaHasAlertDialog: Bool = {
    let output = (try? run("/usr/bin/pkg-config", ["--modversion", "libadwaita-1"])).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let parts = output.split(separator: ".").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard parts.count >= 2 else { return false }
    return parts[0] > 1 || parts[1] >= 5
}()

/// The reason the end-to-end suites leave libadwaita's style out on libadwaita 1.5 and
/// later, for a test that is skipped there (``DialogStyle/checkedEndToEnd``).
public let adwaitaAlertDialogIsUnfinished = """
    libadwaita ≥ 1.5 (AdwAlertDialog) is built but not finished (issue 26, docs/adwaita.md): \
    in the Debian 13 lane 12 end-to-end tests fail in its style (described-by empty, the \
    button column read bottom-up, GTK 4.18's label-measure warnings, focus not back), so \
    the AT-SPI suites check GTK's style only there; the in-process scenarios run in both
    """
