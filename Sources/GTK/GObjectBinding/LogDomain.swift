/// The GLib log domain of the project's own messages, in every module over GTK
/// (`G_MESSAGES_DEBUG=PresentationKit` shows its debug lines).
package let logDomain = "PresentationKit"
