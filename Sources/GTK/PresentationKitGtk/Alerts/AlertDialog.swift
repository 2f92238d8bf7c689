import CGtk
import PresentationKit

/// One `GtkMessageDialog` showing one ``DialogLayout``, ended exactly once.
///
/// The building block under ``AlertPresenter`` and ``AlertMessage/present(on:icon:)``,
/// public for programs that need the raw answer, such as the `alert` command, which
/// tells Escape apart from a click on the cancel button.
///
/// Whichever comes first ends it: a response (a button, Return, Escape, the window's
/// close) or the dialog being destroyed from outside (its parent went away, ``close()``).
/// The dialog is destroyed, then `end` gets the ``Ending``, once; the caller runs the action.
///
/// ```swift
/// let layout = DialogLayout(AlertMessage(title: "Overwrite “notes.txt”?"))
/// let dialog = AlertDialog(layout, icon: .question, parent: window) { ending in
///     ending.action?.perform()
/// }
/// ```
@MainActor
public final class AlertDialog {

    /// How a dialog ended.
    public enum Ending {
        /// A response: a button's id, or ``DialogLayout/closeResponse`` for Escape and
        /// the window's close; `action` is what the layout runs for it.
        case response(Int32, action: AlertAction?)
        /// Destroyed without a response.
        case destroyed

        /// The action to run: the response's, or none.
        public var action: AlertAction? {
            if case .response(_, let action) = self { action } else { nil }
        }
    }

    /// Texts taller than this, heading and body together, in pixels, are shown in a
    /// scrolled area that grows to this height, then scrolls; less on a work area
    /// shorter than `textsMaxHeight` + ``dialogChromeHeight``.
    public static let textsMaxHeight: Int32 = 480

    /// Room a dialog keeps on its monitor's work area for what is not its texts (the
    /// button row, margins, spacing), in pixels.
    public static let dialogChromeHeight: Int32 = 240

    /// A button's label is at most this many characters wide; longer ones are
    /// ellipsized, with the whole label as the button's tooltip.
    public static let buttonLabelMaxChars: Int32 = 32

    /// The dialog widget, until it is destroyed.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    private var end: ((Ending) -> Void)?

    /// Build and present the dialog for `layout`, transient for `parent` when given;
    /// `icon` `nil` is a message of no particular kind.
    public init(
        _ layout: DialogLayout, icon: AlertIcon?, parent: UnsafeMutablePointer<GtkWindow>?,
        end: @escaping (Ending) -> Void
    ) {
        self.end = end
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        let dialog = pk_message_dialog_new(parent, icon?.messageType ?? GTK_MESSAGE_OTHER, layout.heading)!
        widget = dialog
        DialogCensus.track(dialog)
        pk_message_dialog_set_body(dialog, layout.body)
        // Every dialog, whatever its text and the machine's fonts (the cause is told in
        // the shim): no box measures a wrapping label's width for a height, and a word
        // longer than a line breaks inside.
        pk_message_dialog_stack_texts(dialog)
        pk_message_dialog_wrap_anywhere(dialog)
        let workArea = pk_widget_get_workarea(dialog)
        let textsMaxHeight = min(Self.textsMaxHeight, max(workArea.height - Self.dialogChromeHeight, 120))
        if pk_message_dialog_texts_height(dialog) > textsMaxHeight {
            // Only texts too tall for the screen scroll: the scrolled area costs ~150 bytes
            // of memory that GTK keeps per dialog (10,000 dialogs: +1.9 MB against +0.5 MB).
            pk_message_dialog_scroll_texts(dialog, textsMaxHeight)
        }
        for button in layout.buttons {
            let widget = pk_dialog_add_button(dialog, button.label, button.response)
            pk_button_limit_label_width(widget, Self.buttonLabelMaxChars)
            for style in button.styleClasses {
                gtk_widget_add_css_class(widget, style)
            }
        }
        if let response = layout.defaultResponse {
            pk_dialog_set_default_response(dialog, response)
        }
        // The handlers keep this object alive as long as the widget lives.
        SignalHandler.connectResponse(dialog) { response in
            self.finish(.response(response, action: layout.action(for: response)))
        }
        SignalHandler.connect(dialog, "destroy") {
            self.widget = nil
            self.finish(.destroyed)
        }
        gtk_window_present(pk_window(dialog))
        if layout.defaultResponse == nil {
            // With no default, GTK focuses the first button and Return would choose it,
            // possibly a destructive one: leave Return inert until the person moves focus.
            gtk_window_set_focus(pk_window(dialog), nil)
        }
    }

    /// Destroy the dialog without a response; `end` gets ``Ending/destroyed``.
    public func close() {
        if let widget { gtk_window_destroy(pk_window(widget)) }
    }

    private func finish(_ ending: Ending) {
        guard let end else { return }
        self.end = nil
        close()
        end(ending)
    }
}

/// The GLib log domain of the project's own messages.
let logDomain = "PresentationKit"
