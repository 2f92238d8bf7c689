/// What a toast presenter shows, and what it does when a toast ends (its time ran out,
/// its close button, its action): a ``PresentationSource`` of ``ToastMessage``s.
///
/// ```swift
/// let source = ToastSource.context(toasts) { $0 }
/// ```
public typealias ToastSource = PresentationSource<ToastMessage>
