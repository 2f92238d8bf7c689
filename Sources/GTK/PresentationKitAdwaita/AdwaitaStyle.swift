import CGtk.Adwaita
import PresentationKitGtk

/// The one line that switches an app's presenters to libadwaita: alerts in libadwaita's
/// dialog, the colour scheme through `AdwStyleManager`.
///
/// ```swift
/// AdwaitaStyle.install()   // before the first alert; every window.alert(…) stays as it is
/// ```
@MainActor
public enum AdwaitaStyle {

    /// The presentation style whose alerts are libadwaita's dialogs. The message's details,
    /// its **Don't ask again** check button and a countdown line (`options`) show in the
    /// dialog's extra child; the message kind and the options that shape GTK's own dialog
    /// (window title, markup, size, wrapping) have no counterpart (docs/adwaita.md).
    ///
    /// Toasts show in libadwaita's `AdwToastOverlay` when the window's content is one (as in
    /// ``applicationWindow(adopting:application:)``'s windows), with the presenter's clock,
    /// queue and announcements; a window without one gets ``ToastPresenter``'s own.
    public static let style = PresentationStyle(
        name: "adwaita",
        dialogs: .adwaita(functions: pk_adw_alert_funcs()),
        makeToast: { window, title, actionLabel, ended in
            AdwaitaToast(window: window, title: title, actionLabel: actionLabel, ended: ended)
        })

    /// Initialise libadwaita (its style sheet and style manager; `AdwApplication` does
    /// this too) and make ``style`` the presenters' style. Call it once GTK can start,
    /// for example in `activate`; calling it again changes nothing.
    public static func install() {
        pk_adw_init()
        PresentationStyle.current = style
    }

    /// The colour scheme libadwaita draws with.
    public enum ColorScheme: Sendable {
        /// The system's preference (light, or dark when the desktop asks for it).
        case system
        /// Always light.
        case light
        /// Always dark.
        case dark
    }

    /// Draw with `scheme`, through `AdwStyleManager` (libadwaita warns against GTK's
    /// `gtk-application-prefer-dark-theme`).
    public static func setColorScheme(_ scheme: ColorScheme) {
        switch scheme {
        case .system: pk_adw_set_color_scheme(0)
        case .light: pk_adw_set_color_scheme(1)
        case .dark: pk_adw_set_color_scheme(2)
        }
    }

    /// Whether libadwaita draws dark now.
    public static var isDark: Bool { pk_adw_is_dark() != 0 }

    /// An `AdwApplicationWindow` of `application` showing what `window` showed (its title,
    /// default size, style classes and child, under an `AdwHeaderBar`, in an
    /// `AdwToastOverlay` for the style's toasts); `window` is destroyed. For an app whose window comes from a
    /// GtkBuilder file written for GTK alone: every `window.alert/sheet/toast…` call then
    /// works on the window returned.
    public static func applicationWindow(
        adopting window: UnsafeMutablePointer<GtkWindow>, application: UnsafeMutablePointer<GtkApplication>
    ) -> UnsafeMutablePointer<GtkWindow> {
        pk_window(pk_adw_application_window_adopt(application, window))
    }

    /// The dialog type this build uses: "AdwMessageDialog" (libadwaita 1.2–1.4) or
    /// "AdwAlertDialog" (1.5 and later).
    public static var dialogTypeName: String { String(cString: pk_adw_alert_type_name()) }

    /// The libadwaita version the package was built against, "MAJOR.MINOR.MICRO".
    public static var buildVersion: String { String(cString: pk_adw_build_version()) }
}
