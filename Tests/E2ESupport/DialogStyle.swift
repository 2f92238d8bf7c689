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
    /// Whether AT-SPI places this style's dialog content where it is drawn, so that a
    /// pointer click can be aimed from a label's extents. Not in libadwaita ≥ 1.5's
    /// `AdwAlertDialog` on the Debian 13 lane (GTK 4.18, libadwaita 1.7): there AT-SPI
    /// leaves out the padding around the content (the Don't ask again label read at
    /// x 80, y 44 in its window and was drawn at about x 118, y 91, so a click aimed from it
    /// hit the heading); clicked where it is drawn, the check button toggles. Tests tick it
    /// from the keyboard there (``Screen/tick(_:in:)``).
    var atspiPlacesItsContent: Bool { self == .gtk || !libadwaitaHasAlertDialog }
}

/// Whether the libadwaita the tests build against has `AdwAlertDialog` (1.5 or later).
public let libadwaitaHasAlertDialog: Bool = {
    let output = (try? run("/usr/bin/pkg-config", ["--modversion", "libadwaita-1"])).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let parts = output.split(separator: ".").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard parts.count >= 2 else { return false }
    return parts[0] > 1 || parts[1] >= 5
}()
