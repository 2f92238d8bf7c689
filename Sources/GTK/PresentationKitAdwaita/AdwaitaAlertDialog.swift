import CGtk.Adwaita
import PresentationKitGtk
import PresentationKitGtkCore   // SignalHandler

/// One alert in libadwaita's dialog: `AdwMessageDialog` when the package is built against
/// libadwaita 1.2–1.4, `AdwAlertDialog` from 1.5 (the choice is made in C, at build time).
///
/// The ``DialogLayout`` maps onto responses: each button is a response whose id is its
/// position ("0", "1", …) with the layout's appearance (suggested, destructive), the
/// default index is the default response (Return), and Escape gives the close response,
/// ``closeResponse``, which ends the dialog as ``DialogEnding/dismissed``: the layout's
/// close action runs, as with GTK's dialog, and Escape stays told apart from a click.
/// Texts are plain text. What `options` put under the message (``AlertDialog/Options``'
/// countdown line, details and **Don't ask again** check button) goes into the dialog's
/// extra child, as the GTK style shows it; the options that shape GTK's own dialog (window
/// title, heading markup, minimum size, wrapping) have no counterpart. Ends exactly once,
/// as ``AlertDialog`` does.
@MainActor
public final class AdwaitaAlertDialog: PresentedAlert {

    /// The response id Escape and the window's close give (libadwaita's own default).
    public static let closeResponse = "close"

    /// The dialog widget, until it is destroyed.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    /// What the dialog shows; ``update(_:)`` changes it in place.
    public private(set) var layout: DialogLayout

    /// Whether the **Don't ask again** check button (``AlertDialog/Options/rememberLabel``)
    /// is checked: as it was when the dialog was answered, once it is gone; `false` without one.
    public var isRememberChecked: Bool {
        guard let widget else { return rememberChecked }
        return pk_adw_alert_get_remember(widget) != 0
    }

    /// The check button's state when the dialog was answered, read before it went.
    private var rememberChecked = false

    private var end: ((DialogEnding, AlertAction?) -> Void)?
    private let hasCountdown: Bool
    private var closing: DialogEnding = .closed

    /// Build and present libadwaita's dialog for `layout`, modal on `parent` (`nil`: a
    /// window of its own), with `options`' countdown line, details and check button under
    /// the message. `end` gets the ending and the action to run, once.
    public init(
        _ layout: DialogLayout, parent: UnsafeMutablePointer<GtkWindow>?,
        options: AlertDialog.Options = AlertDialog.Options(),
        end: @escaping (DialogEnding, AlertAction?) -> Void
    ) {
        self.layout = layout
        self.end = end
        hasCountdown = options.countdown != nil
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        let dialog = pk_adw_alert_new(layout.heading, layout.body)!
        widget = dialog
        DialogCensus.track(dialog)
        for (index, button) in layout.buttons.enumerated() {
            pk_adw_alert_add_response(dialog, "\(index)", button.label, button.appearance.adwaita)
        }
        if let index = layout.defaultIndex {
            pk_adw_alert_set_default_response(dialog, "\(index)")
        }
        pk_adw_alert_set_close_response(dialog, Self.closeResponse)
        if let countdown = options.countdown {
            pk_adw_alert_set_countdown(dialog, countdown)
        }
        if let details = options.details {
            pk_adw_alert_set_details(dialog, details.text, details.label, details.copyLabel)
        }
        if let label = options.rememberLabel {
            pk_adw_alert_set_remember(dialog, label)
        }
        let box = Unmanaged.passRetained(ResponseBox { [weak self] response in self?.respond(response) }).toOpaque()
        pk_adw_alert_connect_response(dialog, responseTrampoline, box, releaseTrampoline)
        // The destroy handler keeps this object alive as long as the widget lives.
        _ = SignalHandler.connect(dialog, "destroy") {
            self.widget = nil
            self.finish(self.closing)
        }
        pk_adw_alert_limit_button_labels(dialog, AlertDialog.buttonLabelMaxChars)
        pk_adw_alert_present(dialog, parent)
        if layout.defaultIndex == nil {
            // libadwaita focuses the first button; with no default, Return stays inert until
            // the person moves focus (a destructive action is never chosen by Return), as in
            // the GTK style.
            pk_adw_alert_clear_focus(dialog)
        }
        pk_adw_alert_update_accessibility(dialog, layout.heading, layout.body)
    }

    /// Show `layout`, which has the same buttons, in place.
    public func update(_ layout: DialogLayout) {
        precondition(layout.hasSameButtons(as: self.layout), "AdwaitaAlertDialog.update needs the same buttons")
        self.layout = layout
        guard let widget else { return }
        pk_adw_alert_set_texts(widget, layout.heading, layout.body)
        pk_adw_alert_update_accessibility(widget, layout.heading, layout.body)
    }

    /// Show `text` on the countdown line (``AlertDialog/Options/countdown``); nothing
    /// without one, or once the dialog is gone.
    public func setCountdown(_ text: String) {
        guard let widget, hasCountdown else { return }
        pk_adw_alert_set_countdown(widget, text)
    }

    /// Close the dialog without a response; `end` gets `ending` and no action.
    public func close(as ending: DialogEnding = .closed) {
        closing = ending
        if let widget { pk_adw_alert_close(widget) }
    }

    /// A response: a button's position, or the close response (Escape). libadwaita closes
    /// the dialog itself after the response.
    private func respond(_ response: String) {
        if let index = Int(response), layout.buttons.indices.contains(index) {
            finish(.chosen(index))
        } else {
            finish(.dismissed)
        }
    }

    private func finish(_ ending: DialogEnding) {
        guard let end else { return }
        if let widget { rememberChecked = pk_adw_alert_get_remember(widget) != 0 }
        self.end = nil
        end(ending, layout.action(for: ending))
    }
}

/// The response handler's closure, released with the signal connection.
private final class ResponseBox {
    let handler: @MainActor (String) -> Void
    init(_ handler: @escaping @MainActor (String) -> Void) { self.handler = handler }
}

private let responseTrampoline: PkAdwResponseFunc = { response, data in
    let handler = Unmanaged<ResponseBox>.fromOpaque(data!).takeUnretainedValue().handler
    let id = response.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { handler(id) }
}

private let releaseTrampoline: GDestroyNotify = { data in
    Unmanaged<ResponseBox>.fromOpaque(data!).release()
}

extension DialogLayout.Appearance {

    /// libadwaita's response appearance for this one.
    var adwaita: PkAdwAppearance {
        switch self {
        case .plain: PK_ADW_APPEARANCE_DEFAULT
        case .suggested: PK_ADW_APPEARANCE_SUGGESTED
        case .destructive: PK_ADW_APPEARANCE_DESTRUCTIVE
        }
    }
}
