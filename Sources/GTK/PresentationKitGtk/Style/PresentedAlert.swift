import CGtk
import PresentationKit

/// One alert on screen, in whatever dialog the ``PresentationStyle`` builds: what the
/// presenters need of it. ``AlertDialog`` (a `GtkMessageDialog`) is the GTK style's;
/// PresentationKitAdwaita's is libadwaita's dialog.
///
/// It ends exactly once, as ``AlertDialog`` does: the `end` closure its style was given gets
/// the ``DialogEnding`` and the action the layout runs for it.
@MainActor
public protocol PresentedAlert: AnyObject {
    /// The dialog widget, until it is destroyed (for tests and benchmarks).
    var widget: UnsafeMutablePointer<GtkWidget>? { get }
    /// What the dialog shows.
    var layout: DialogLayout { get }
    /// Show `layout`, which has the same buttons (``DialogLayout/hasSameButtons(as:)``), in place.
    func update(_ layout: DialogLayout)
    /// Close the dialog without a response; `end` gets `ending` and no action.
    func close(as ending: DialogEnding)
    /// Whether its **Don't ask again** check button is checked (`false` where it has none).
    var isRememberChecked: Bool { get }
    /// The ids of its items (``AlertItem``) checked now, in order; as they were when it
    /// ended, once it has; empty without items.
    var checkedItems: [String] { get }
}

extension AlertDialog: PresentedAlert {}
