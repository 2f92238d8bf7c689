/// The GObject binding (signals, closure boxes, the MainActor bridge) comes with the
/// dialogs: whoever shows a dialog connects to its signals.
@_exported import GObjectBinding
