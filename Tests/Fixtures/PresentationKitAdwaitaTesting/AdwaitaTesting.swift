import CGtk
import CPresentationKitAdwaitaTesting

/// What the test programs do to libadwaita's alert dialog and read of it, from code: its
/// labels and buttons are private, so they are found in the widget tree. Test support
/// (Tests/Fixtures), not part of the library.
@MainActor
public enum AdwaitaTesting {

    /// The alert dialog `window` shows, if any (the window itself for an
    /// `AdwMessageDialog`, the `AdwAlertDialog` inside it from libadwaita 1.5).
    public static func alert(in window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget>? {
        pk_adw_testing_find_alert(window)
    }

    /// The dialog's heading and body, as shown.
    public static func texts(of dialog: UnsafeMutablePointer<GtkWidget>) -> (heading: String, body: String?) {
        (take(pk_adw_testing_dup_heading(dialog)) ?? "", take(pk_adw_testing_dup_body(dialog)))
    }

    /// Click the button at `position`, left to right; `false` when there is none.
    @discardableResult
    public static func click(_ position: Int, in dialog: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pk_adw_testing_click(dialog, Int32(position)) != 0
    }

    /// Press Escape on the dialog.
    public static func escape(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        pk_adw_testing_escape(dialog)
    }

    /// How many buttons the dialog shows.
    public static func buttonCount(of dialog: UnsafeMutablePointer<GtkWidget>) -> Int {
        Int(pk_adw_testing_count_buttons(dialog))
    }

    /// Whether every button lies inside the window the dialog shows in.
    public static func buttonsOnScreen(_ dialog: UnsafeMutablePointer<GtkWidget>) -> Bool {
        pk_adw_testing_buttons_on_screen(dialog) != 0
    }
}

/// A GLib-allocated string as a Swift one, freed.
private func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
}
