import CGtk
import PresentationKit

/// One `GtkMessageDialog` showing one ``DialogLayout``, finished exactly once.
///
/// Whichever comes first ends it: a response (a button, Return, Escape, close) or the
/// dialog being destroyed from outside (its parent went away, ``close()``). A response
/// destroys the dialog, then `finish` gets the chosen action (or `nil`), once; the
/// caller runs the action.
@MainActor
final class AlertDialog {

    /// The dialog widget, until it is destroyed.
    private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    private var finish: ((AlertAction?) -> Void)?

    /// Build and present the dialog for `layout`, transient for `parent` when given.
    init(
        _ layout: DialogLayout, icon: AlertIcon, parent: UnsafeMutablePointer<GtkWindow>?,
        finish: @escaping (AlertAction?) -> Void
    ) {
        self.finish = finish
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        let dialog = pk_message_dialog_new(parent, icon.messageType, layout.heading)!
        widget = dialog
        DialogCensus.track(dialog)
        pk_message_dialog_set_body(dialog, layout.body)
        for button in layout.buttons {
            let widget = pk_dialog_add_button(dialog, button.label, button.response)
            for style in button.styleClasses {
                gtk_widget_add_css_class(widget, style)
            }
        }
        if let response = layout.defaultResponse {
            pk_dialog_set_default_response(dialog, response)
        }
        // The handlers keep this object alive as long as the widget lives.
        SignalHandler.connectResponse(dialog) { response in
            self.end(with: layout.action(for: response))
        }
        SignalHandler.connect(dialog, "destroy") {
            self.widget = nil
            self.end(with: nil)
        }
        gtk_window_present(pk_window(dialog))
        if layout.defaultResponse == nil {
            // With no default, GTK focuses the first button and Return would choose it,
            // possibly a destructive one: leave Return inert until the person moves focus.
            gtk_window_set_focus(pk_window(dialog), nil)
        }
    }

    /// Destroy the dialog without choosing an action; `finish` gets `nil`.
    func close() {
        if let widget { gtk_window_destroy(pk_window(widget)) }
    }

    private func end(with action: AlertAction?) {
        guard let finish else { return }
        self.finish = nil
        close()
        finish(action)
    }
}

/// The GLib log domain of the project's own messages.
let logDomain = "PresentationKit"
