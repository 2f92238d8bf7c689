import CAlertOptions
import CGtk
import CGtk.Adwaita  // PkAdwAppearance's values only: no libadwaita function is linked
import PresentationKitCore
import PresentationKitGtkCore

/// The command's dialog in libadwaita's style: `AdwMessageDialog` (libadwaita 1.2–1.4) or
/// `AdwAlertDialog` (1.5 and later), built by the plug-in `alert_adwaita_load` opens, with
/// the mapping of PresentationKitAdwaita's `AdwaitaAlertDialog`: each button a response
/// whose id is its position, the layout's appearances, the default response for Return
/// (none focused without one), and Escape the close response `"close"`, a dismissal.
@MainActor
final class AdwaitaAlert {

    /// How the dialog ended: a button at this position in the layout, or dismissed
    /// (Escape, the window's close, the dialog destroyed).
    enum Ending {
        /// The button at this position in ``layout``.
        case chosen(Int)
        /// Escape, the window's close, or the dialog gone without a response.
        case dismissed
    }

    /// The response id Escape and the window's close give: no button's, so a click on the
    /// cancel button stays told apart from Escape.
    static let closeResponse = "close"

    /// What the dialog shows.
    let layout: DialogLayout
    /// The dialog, until it is destroyed.
    private var widget: UnsafeMutableRawPointer?
    /// Told how the dialog ended, once; `nil` after that, or once ``close()`` closed it.
    private var end: ((Ending) -> Void)?

    /// Load libadwaita through the plug-in, once; `nil` when it is ready, else what is
    /// missing, for the warning.
    static func load() -> String? {
        var error: UnsafeMutablePointer<CChar>?
        guard alert_adwaita_load(&error) == 0 else { return nil }
        defer { g_free(error) }
        return error.map { String(cString: $0) } ?? ""
    }

    /// Show `layout` in libadwaita's dialog, its window titled `title`; `end` gets how it
    /// ended, once. The plug-in must be loaded (``load()``).
    /// - Parameter namedByTitle: a screen reader names the dialog by `title` and reads
    ///   the heading as its description (zenity's form, as in GTK's style); else the
    ///   heading names it.
    /// - Parameter options: the details, the **Don't ask again** label and the countdown
    ///   line to show under the texts (the text options are GTK's style's only).
    init(_ layout: DialogLayout, title: String, namedByTitle: Bool, options: AlertDialog.Options,
         end: @escaping (Ending) -> Void) {
        self.layout = layout
        self.end = end
        let dialog = alert_adwaita_new(layout.heading, layout.body)!
        widget = dialog
        if let countdown = options.countdown { alert_adwaita_set_countdown(dialog, countdown) }
        if let details = options.details {
            alert_adwaita_set_details(dialog, details.text, details.label, details.copyLabel)
        }
        if let label = options.rememberLabel { alert_adwaita_set_remember(dialog, label) }
        for (index, button) in layout.buttons.enumerated() {
            alert_adwaita_add_response(dialog, "\(index)", button.label, Int32(button.appearance.adwaita.rawValue))
        }
        if let index = layout.defaultIndex {
            alert_adwaita_set_default_response(dialog, "\(index)")
        }
        alert_adwaita_set_close_response(dialog, Self.closeResponse)
        // Unretained is safe: the one AdwaitaAlert lives in the AlertWindow, a top-level
        // constant of main.swift alive until the process exits, and the signals come on
        // the main thread's loop.
        alert_adwaita_connect(dialog, { response, me in
            let alert = Unmanaged<AdwaitaAlert>.fromOpaque(me!).takeUnretainedValue()
            let id = response.map { String(cString: $0) }
            MainActor.assumeIsolated { alert.respond(id) }
        }, Unmanaged.passUnretained(self).toOpaque())
        alert_adwaita_limit_button_labels(dialog, AlertDialog.buttonLabelMaxChars)
        alert_adwaita_present(dialog, title)
        if layout.defaultIndex == nil {
            // libadwaita focuses the first button; with no default, Return stays inert until
            // the person moves focus, as in GTK's style (a destructive button is never
            // chosen by Return).
            alert_adwaita_clear_focus(dialog)
        }
        alert_adwaita_update_accessibility(dialog, layout.heading, layout.body)
        if namedByTitle {
            alert_adwaita_name_by_title(dialog, title, layout.body.map { layout.heading + "\n" + $0 } ?? layout.heading)
        }
    }

    /// Whether its **Don't ask again** check button is checked (`false` without one).
    var isRememberChecked: Bool { widget.map { alert_adwaita_get_remember($0) != 0 } ?? false }

    /// Show `text` as the countdown line.
    func setCountdown(_ text: String) {
        if let widget { alert_adwaita_set_countdown(widget, text) }
    }

    /// Close the dialog with no response (the time limit ran out); `end` is not called.
    func close() {
        end = nil
        if let widget { alert_adwaita_close(widget) }
    }

    /// A response id, or `nil` when the dialog was destroyed.
    private func respond(_ response: String?) {
        if response == nil { widget = nil }
        guard let end else { return }
        self.end = nil
        if let response, let index = Int(response), layout.buttons.indices.contains(index) {
            end(.chosen(index))
        } else {
            end(.dismissed)
        }
    }
}

extension DialogLayout.Appearance {

    /// libadwaita's response appearance for this one.
    fileprivate var adwaita: PkAdwAppearance {
        switch self {
        case .plain: PK_ADW_APPEARANCE_DEFAULT
        case .suggested: PK_ADW_APPEARANCE_SUGGESTED
        case .destructive: PK_ADW_APPEARANCE_DESTRUCTIVE
        }
    }
}
