import CGtk
internal import CGtk.Internal   // the library's own pk_* helpers
import GObjectBinding

/// An alert's text to read (``AlertOptions/textInfo``, zenity's `--text-info`): made with
/// the dialog, filled by the caller as the text comes, read when the alert ends.
extension AlertSession {

    /// Make the text view (and its check button) and put it under the message.
    func addTextInfo(_ textInfo: AlertOptions.TextInfo, to surface: any DialogSurface) {
        let widget = pk_text_info_new(textInfo.editable ? 1 : 0, textInfo.checkbox, textInfo.autoScroll ? 1 : 0)!
        surface.addContent(widget)
        textInfoWidget = widget
    }

    /// With a check button under the text, the default button answers only while it is
    /// checked (a licence accepted); the buttons exist by now.
    func holdDefaultUntilChecked() {
        guard let textInfoWidget, let check = pk_text_info_get_check(textInfoWidget), let index = layout.defaultIndex else {
            return
        }
        setEnabled(index, false)
        // The handler goes with the check button, which goes with the dialog.
        _ = SignalHandler.connect(check, "toggled") { [weak self] in
            self?.setEnabled(index, pk_check_button_get_active(check) != 0)
        }
    }

    /// Add `text` at the end of the text to read; nothing without one.
    package func appendText(_ text: String) {
        if let textInfoWidget { pk_text_info_append(textInfoWidget, text) }
    }

    /// The text to read as it stands (edited), or as it was when the alert ended; `nil`
    /// without one.
    package var shownText: String? {
        textInfoWidget.map(Self.text(of:)) ?? endedText
    }

    static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        guard let text = pk_text_info_get_text(widget) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
