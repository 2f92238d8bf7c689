/// Whether a part of a presentation shows, as SwiftUI's `Visibility`: a confirmation
/// dialog's title (``AlertMessage/titleVisibility(_:)``).
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the platform does: on the desktop, shown (as SwiftUI on macOS shows a
    /// confirmation dialog's title).
    case automatic
    /// Shown.
    case visible
    /// Not shown. A hidden title still names the dialog for a screen reader.
    case hidden
}
