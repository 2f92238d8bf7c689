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
