import CGtk
import CGtk.Adwaita  // PkAdwAlertFuncs: the table's type only; no libadwaita function is linked here
import PresentationKitCore
@_spi(Testing) import PresentationKitGtkCore   // SignalHandler

/// One alert in libadwaita's dialog: `AdwMessageDialog` when the C is built against
/// libadwaita 1.2–1.4, `AdwAlertDialog` from 1.5 (the choice is made in C, at build time).
///
/// The dialog runs on a table of C functions (``AdwaitaFunctions``): PresentationKitAdwaita
/// passes the one it links, and `alert --adwaita` the one its plug-in returns, so both show
/// libadwaita's dialog through this class and the same C, and `alert` never links libadwaita.
///
/// The ``DialogLayout`` maps onto responses: each button is a response whose id is its
/// position ("0", "1", …) with the layout's appearance (suggested, destructive), the
/// default index is the default response (Return), and Escape gives the close response,
/// ``closeResponse``, which ends the dialog as ``DialogEnding/dismissed``: the layout's
/// close action runs, as with GTK's dialog, and Escape stays told apart from a click.
/// Texts are plain text. Of the ``AlertOptions``, the countdown line, details and
/// **Don't ask again** check button go into the dialog's extra child, as the GTK style shows
/// them; the window title and the name by title apply to a dialog with a window of its own;
/// the options that shape GTK's own dialog (heading markup, minimum size, wrapping) have no
/// counterpart. Ends exactly once, as `AlertDialog` does.
@MainActor
public final class AdwaitaAlertDialog {

    /// The response id Escape and the window's close give (libadwaita's own default).
    public static let closeResponse = "close"

    /// The dialog widget, until it is destroyed.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    /// What the dialog shows; ``update(_:)`` changes it in place.
    public private(set) var layout: DialogLayout

    /// Whether the **Don't ask again** check button (``AlertOptions/rememberLabel``)
    /// is checked: as it was when the dialog was answered, once it is gone; `false` without one.
    public var isRememberChecked: Bool {
        guard let widget else { return rememberChecked }
        return c.get_remember!(widget) != 0
    }

    /// The check button's state when the dialog was answered, read before it went.
    private var rememberChecked = false

    private let c: PkAdwAlertFuncs
    private var end: ((DialogEnding, AlertAction?) -> Void)?
    private let hasCountdown: Bool
    private var closing: DialogEnding = .closed

    /// Build and present libadwaita's dialog for `layout` with `functions`, modal on
    /// `parent` (`nil`: a window of its own), with what `options` put under the message and
    /// name. `end` gets the ending and the action to run, once.
    public init(
        _ layout: DialogLayout, parent: UnsafeMutablePointer<GtkWindow>?,
        options: AlertOptions = AlertOptions(), functions: AdwaitaFunctions,
        end: @escaping (DialogEnding, AlertAction?) -> Void
    ) {
        c = functions.table
        self.layout = layout
        self.end = end
        hasCountdown = options.countdown != nil
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        let dialog = c.new_dialog!(layout.heading, layout.body)!
        widget = dialog
        DialogCensus.track(dialog)
        for (index, button) in layout.buttons.enumerated() {
            c.add_response!(dialog, "\(index)", button.label, button.appearance.adwaita)
        }
        if let index = layout.defaultIndex {
            c.set_default_response!(dialog, "\(index)")
        }
        c.set_close_response!(dialog, Self.closeResponse)
        if let countdown = options.countdown {
            c.set_countdown!(dialog, countdown)
        }
        if let details = options.details {
            c.set_details!(dialog, details.text, details.label, details.copyLabel)
        }
        if let label = options.rememberLabel {
            c.set_remember!(dialog, label)
        }
        let box = Unmanaged.passRetained(ResponseBox { [weak self] response in self?.respond(response) }).toOpaque()
        c.connect_response!(dialog, responseTrampoline, box, releaseTrampoline)
        // The destroy handler keeps this object alive as long as the widget lives.
        _ = SignalHandler.connect(dialog, "destroy") {
            self.widget = nil
            self.finish(self.closing)
        }
        c.limit_button_labels!(dialog, AlertDialog.buttonLabelMaxChars)
        c.present!(dialog, parent)
        if parent == nil, let title = options.windowTitle, let window = c.get_window!(dialog) {
            // libadwaita titles a window of its own with the heading; a parent's title stays.
            gtk_window_set_title(window, title)
        }
        if layout.defaultIndex == nil {
            // libadwaita focuses the first button; with no default, Return stays inert until
            // the person moves focus (a destructive action is never chosen by Return), as in
            // the GTK style.
            c.clear_focus!(dialog)
        }
        c.update_accessibility!(dialog, layout.heading, layout.body)
        if options.namedByTitle, let title = options.windowTitle {
            c.name_by_title!(dialog, title, layout.body.map { layout.heading + "\n" + $0 } ?? layout.heading)
        }
    }

    /// Show `layout`, which has the same buttons, in place.
    public func update(_ layout: DialogLayout) {
        precondition(layout.hasSameButtons(as: self.layout), "AdwaitaAlertDialog.update needs the same buttons")
        self.layout = layout
        guard let widget else { return }
        c.set_texts!(widget, layout.heading, layout.body)
        c.update_accessibility!(widget, layout.heading, layout.body)
    }

    /// Show `text` on the countdown line (``AlertOptions/countdown``); nothing
    /// without one, or once the dialog is gone.
    public func setCountdown(_ text: String) {
        guard let widget, hasCountdown else { return }
        c.set_countdown!(widget, text)
    }

    /// Close the dialog without a response; `end` gets `ending` and no action.
    public func close(as ending: DialogEnding = .closed) {
        closing = ending
        if let widget { c.close!(widget) }
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
        if let widget { rememberChecked = c.get_remember!(widget) != 0 }
        self.end = nil
        end(ending, layout.action(for: ending))
    }
}

/// The C that ``AdwaitaAlertDialog`` runs: a table of libadwaita's dialog functions
/// (`PkAdwAlertFuncs`, CPresentationKitAdwaita's `pk_adw_alert_funcs()`), linked by
/// PresentationKitAdwaita or returned by `alert`'s plug-in.
public struct AdwaitaFunctions: @unchecked Sendable {
    // @unchecked: a copy of a table of C function pointers into code loaded for good; nothing in it changes.

    /// The table, copied. Swift sees each C function pointer as optional; a table of
    /// `pk_adw_alert_funcs()` fills every one, so the calls unwrap them.
    let table: PkAdwAlertFuncs

    /// The functions of `table`, a `pk_adw_alert_funcs()`'s; `nil` when its `size` is not
    /// this build's (a plug-in of another version).
    public init?(_ table: UnsafePointer<PkAdwAlertFuncs>) {
        guard table.pointee.size == MemoryLayout<PkAdwAlertFuncs>.size else { return nil }
        self.table = table.pointee
    }

    /// Initialise libadwaita (`adw_init`: its style sheet and style manager), after GTK's start.
    @MainActor
    public func initialize() { table.`init`!() }
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
