import PresentationKitCore
import PresentationKitDialogs

/// `alert --text-info`: its text, from `--filename` (read before the dialog) or from stdin
/// as it arrives.
@MainActor
final class TextInfoState {
    /// The file's text, or `nil`: stdin gives it.
    let fileText: String?
    /// 16 KiB a wake-up; a line may be a megabyte long (a text is not a progress line).
    let feed = LineFeed(readSize: 16 * 1024, maxLineLength: 1 << 20)

    init(fileText: String?) {
        self.fileText = fileText
    }
}

extension AlertWindow {

    /// Show the file's text, or watch stdin for it (bytes that are not UTF-8 shown as U+FFFD).
    func startTextInfo(_ state: TextInfoState) {
        if let text = state.fileText {
            session?.appendText(text)
            return
        }
        state.feed.onLines = { [self] lines in
            session?.appendText(lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined())
        }
        state.feed.onUnterminated = { [self] bytes in session?.appendText(String(decoding: bytes, as: UTF8.self)) }
        state.feed.start()
    }

    /// After the dialog: stdin is no longer read.
    func stopTextInfo(_ state: TextInfoState) {
        state.feed.stop()
    }

    /// The text as it stands (edited, with `--editable`), as it was when the dialog ended.
    var shownText: String? { session?.shownText }
}
