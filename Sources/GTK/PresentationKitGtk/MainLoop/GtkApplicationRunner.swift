import CGtk
import GObjectBinding
import PresentationKitDialogs   // GtkStandardLabels

/// Owns a `GtkApplication`: installs the ``MainActorBridge``, calls you on `activate`,
/// and runs the loop, so `main` stays synchronous and an app is a few lines.
///
/// ```swift
/// GtkApplicationRunner(id: "org.example.Hello").run { app in
///     let window = gtk_application_window_new(app)!
///     gtk_window_present(pk_window(window))
/// }
/// ```
@MainActor
public struct GtkApplicationRunner {

    /// The reverse-DNS application id.
    public let id: String

    /// `GApplicationFlags`; `G_APPLICATION_NON_UNIQUE` lets several instances run, as
    /// tests and command-line tools need.
    public let flags: GApplicationFlags

    /// Describe an application to run.
    public init(id: String, flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS) {
        self.id = id
        self.flags = flags
    }

    /// Run the application until its last window closes (or `g_application_quit`), calling
    /// `activate` each time it is activated. Returns the exit status for `exit(_:)`.
    ///
    /// `arguments` go to `g_application_run`; pass `[]` when the program parses its own.
    public func run(
        arguments: [String] = CommandLine.arguments,
        activate: @escaping @MainActor (UnsafeMutablePointer<GtkApplication>) -> Void
    ) -> Int32 {
        MainActorBridge.install()
        GtkStandardLabels.install()
        guard let app = gtk_application_new(id, flags) else { return 1 }
        defer { g_object_unref(app) }
        _ = SignalHandler.connect(app, "activate") { activate(app) }
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return g_application_run(pk_application(app), Int32(cArguments.count), &cArguments)
    }
}
