/// How a dialog ended, in words a person would use: what decides which action runs
/// (``DialogLayout/action(for:)``) and what a command-line tool reports.
///
/// ```swift
/// switch ending {
/// case .chosen(let index): print(layout.buttons[index].label)
/// case .escaped: print("Escape")            // runs the layout's escape action, if any
/// case .closed, .timedOut: break            // nothing runs
/// }
/// ```
public enum DialogEnding: Sendable, Hashable {
    /// The person chose the button at this position: a click, or Return on the default.
    case chosen(Int)
    /// The person pressed Escape, or closed the window, without choosing a button (the
    /// layout then runs its cancel action, if any: not the same as ``AlertAnswer/dismissed``).
    case escaped
    /// The program closed the dialog, or its parent window went away.
    case closed
    /// A time limit the program set ran out.
    case timedOut
}
