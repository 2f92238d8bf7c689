import CGtk
import PresentationKitCore

/// One `GtkMessageDialog` showing one ``DialogLayout``, ended exactly once.
///
/// The building block under ``AlertPresenter`` and ``AlertMessage/present(on:kind:)``,
/// public for programs that need the raw ending, such as the `alert` command, which
/// tells Escape apart from a click on the cancel button.
///
/// Whichever comes first ends it: a button, Return, Escape, the window's close, or the
/// dialog being destroyed from outside (its parent went away, ``close(as:)``). The dialog
/// is destroyed, then `end` gets the ``DialogEnding`` and the action the layout runs for
/// it, once; the caller runs the action.
///
/// ```swift
/// let layout = DialogLayout(AlertMessage(title: "Overwrite “notes.txt”?"))
/// let dialog = AlertDialog(layout, kind: .question, parent: window) { ending, action in
///     action?.perform()
/// }
/// ```
@MainActor
public final class AlertDialog {

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

    /// What the dialog shows; ``update(_:)`` changes it in place.
    public private(set) var layout: DialogLayout

    private var end: ((DialogEnding, AlertAction?) -> Void)?
    private var closing: DialogEnding = .closed
    private var textsScroll = false

    /// The countdown line (``AlertOptions/countdown``), while the dialog lives.
    var countdownLine: UnsafeMutablePointer<GtkWidget>?
    /// Whether the “don't ask again” check button is checked.
    var rememberChecked = false
    /// The fields' live state, for a dialog with fields or a `.disabled` action.
    var inputs: AlertInputs?
    /// The fields' entries, top to bottom, while the dialog lives.
    var fieldEntries: [UnsafeMutablePointer<GtkWidget>] = []
    /// The moment after the dialog appears when its buttons ignore activation, while it lasts.
    var hold: ActivationHold?
    /// The items' check buttons, top to bottom, while the dialog lives.
    var itemChecks: [UnsafeMutablePointer<GtkWidget>] = []

    /// Build and present the dialog for `layout`, transient for `parent` when given;
    /// `kind` `nil` is a message of no particular kind. `options` set the window's title
    /// and size and add what goes under the message (``AlertOptions``).
    public init(
        _ layout: DialogLayout, kind: AlertKind?, parent: UnsafeMutablePointer<GtkWindow>?,
        options: AlertOptions = AlertOptions(),
        end: @escaping (DialogEnding, AlertAction?) -> Void
    ) {
        self.layout = layout
        self.end = end
        for warning in layout.warnings {
            pk_log(logDomain, G_LOG_LEVEL_WARNING, warning)
        }
        let dialog = pk_message_dialog_new(parent, kind?.messageType ?? GTK_MESSAGE_OTHER, layout.heading)!
        widget = dialog
        DialogCensus.track(dialog)
        pk_message_dialog_set_body(dialog, layout.body)
        // Every dialog, whatever its text and the machine's fonts (the cause is told in
        // CPresentationKitGtk's text-layout.c): no box measures a wrapping label's width for a height, and a word
        // longer than a line breaks inside.
        pk_message_dialog_stack_texts(dialog)
        pk_message_dialog_wrap_anywhere(dialog)
        addFields(layout, to: dialog)
        apply(options, to: dialog)
        scrollTextsIfTooTall(dialog)
        for (index, button) in layout.buttons.enumerated() {
            let widget = pk_dialog_add_button(dialog, button.label, Int32(index))
            pk_button_limit_label_width(widget, Self.buttonLabelMaxChars)
            if let style = button.appearance.styleClass {
                gtk_widget_add_css_class(widget, style)
            }
        }
        if let index = layout.defaultIndex {
            pk_dialog_set_default_response(dialog, Int32(index))
        }
        showInputs()
        // Accessibility: what a screen reader reads (focus needs nothing: the parent
        // keeps its focus widget, and gets keys back when the window manager activates it).
        Self.applyAccessibility(dialog, layout)
        applyAccessibility(options, to: dialog)
        // The handlers keep this object alive as long as the widget lives, and go with it.
        // Buttons answer with their position; Escape and the window's close answer with
        // GTK_RESPONSE_DELETE_EVENT, the only negative response this dialog gives.
        _ = SignalHandler.connect(dialog, "response") { response in
            // A held button answers nothing, however the response was emitted; Escape does.
            if response >= 0, self.isHeld { return }
            self.finish(response >= 0 ? .chosen(Int(response)) : .dismissed)
        }
        _ = SignalHandler.connect(dialog, "destroy") {
            self.widget = nil
            self.fieldEntries = []
            self.itemChecks = []
            self.countdownLine = nil
            self.finish(self.closing)
        }
        gtk_window_present(pk_window(dialog))
        if !fieldEntries.isEmpty {
            focusFirstField()
        } else if let index = layout.defaultIndex, !layout.items.isEmpty {
            // GTK focuses the first check button: Return chooses the default, as without
            // items, and Tab reaches the items.
            pk_dialog_focus_response(dialog, Int32(index))
        } else if layout.defaultIndex == nil {
            // With no default, GTK focuses the first button and Return would choose it,
            // possibly a destructive one: leave Return inert until the person moves focus.
            gtk_window_set_focus(pk_window(dialog), nil)
        }
        // After the focus is where it belongs: the hold remembers it.
        holdActivation(for: options.activationDelay, on: dialog)
    }

    /// Show `layout` in place: its texts replace the ones shown, and its actions run from
    /// now on. Only for a layout with the same buttons (``DialogLayout/hasSameButtons(as:)``);
    /// for another, close this dialog and build a new one.
    public func update(_ layout: DialogLayout) {
        precondition(layout.hasSameButtons(as: self.layout), "AlertDialog.update needs the same buttons")
        self.layout = layout
        // The fields keep their entries and the text typed; their closures are the new layout's.
        inputs?.update(layout)
        guard let widget else { return }
        pk_message_dialog_set_heading(widget, layout.heading)
        pk_message_dialog_set_body(widget, layout.body)
        pk_message_dialog_wrap_anywhere(widget)
        scrollTextsIfTooTall(widget)
        // The name follows the heading label (labelled-by); the description is a copy.
        Self.describe(widget, by: layout.body)
    }

    /// Put the texts in a scrolled area once they are taller than the screen allows.
    /// Only those scroll: GTK keeps some memory per dialog for a scrolled area (the
    /// figure: docs/benchmarks.md, "Figures behind the code").
    private func scrollTextsIfTooTall(_ dialog: UnsafeMutablePointer<GtkWidget>) {
        guard !textsScroll else { return }
        let workArea = pk_widget_get_workarea(dialog)
        let maxHeight = min(Self.textsMaxHeight, max(workArea.height - Self.dialogChromeHeight, 120))
        if pk_message_dialog_texts_height(dialog) > maxHeight {
            pk_message_dialog_scroll_texts(dialog, maxHeight)
            textsScroll = true
        }
    }

    /// Destroy the dialog without a response; `end` gets `ending` (``DialogEnding/closed``
    /// unless the caller says why, such as ``DialogEnding/timedOut``) and no action.
    public func close(as ending: DialogEnding = .closed) {
        closing = ending
        if let widget { gtk_window_destroy(pk_window(widget)) }
    }

    private func finish(_ ending: DialogEnding) {
        guard let end else { return }
        self.end = nil
        inputs?.stop()
        hold?.stop()
        let action = layout.action(for: ending)
        if let widget { gtk_window_destroy(pk_window(widget)) }
        end(ending, action)
    }
}

extension DialogLayout.Appearance {

    /// The CSS class GTK's themes draw this appearance with.
    package var styleClass: String? {
        switch self {
        case .plain: nil
        case .suggested: "suggested-action"
        case .destructive: "destructive-action"
        }
    }
}

/// The GLib log domain of the project's own messages.
package let logDomain = "PresentationKit"
