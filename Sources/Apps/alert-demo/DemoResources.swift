import CGtk
import Foundation

/// The files in `data/` the window is made of.
///
/// Installed (`scripts/install`), they are in the data directory `PREFIX/share/alert-demo`,
/// found beside the executable's `bin` directory, so an installed tree can move (and a
/// `DESTDIR` staging tree works as is). From the build tree they are in the target's
/// SwiftPM resource bundle: `Resources` in the target is a symbolic link to `data/`, and
/// SwiftPM's `.process` rule copies each file, flattened, into the bundle. The bundle is
/// only asked for when there is no data directory: SwiftPM's accessor stops the program
/// when the bundle is missing, as it is once installed.
enum DemoResources {

    /// The directory holding the `.ui` file, the CSS and the icon.
    static let directory: URL = installedDataDirectory ?? Bundle.module.bundleURL

    /// `PREFIX/share/alert-demo` for the running `PREFIX/bin/alert-demo`, if it holds the window.
    private static var installedDataDirectory: URL? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        let directory = URL(fileURLWithPath: executable)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/alert-demo").standardizedFileURL
        let exists = FileManager.default.fileExists(atPath: directory.appendingPathComponent("alert-demo.ui").path)
        return exists ? directory : nil
    }

    /// A builder holding the objects of `data/NAME`, or an error naming the file; its
    /// `translatable` texts in the demo's language (the `alert-demo` domain, ``tr``).
    @MainActor
    static func builder(_ name: String) throws -> OpaquePointer {
        let path = directory.appendingPathComponent(name).path
        let builder = gtk_builder_new()!
        // Naming `tr` binds the domain to its catalogues before GTK asks gettext for them.
        gtk_builder_set_translation_domain(builder, tr.name)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_file(builder, path, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(builder))
            throw DemoResourceError(description: "cannot load \(path): \(reason)")
        }
        return builder
    }

    /// Apply `data/NAME` to every window of the default display, above the theme.
    @MainActor
    static func loadStyleSheet(_ name: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, directory.appendingPathComponent(name).path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Let the icon theme find the app's icon (`NAME.svg`, an unthemed icon in the
    /// bundle), and make it every window's icon.
    @MainActor
    static func installIcon(named name: String) {
        guard let display = gdk_display_get_default() else { return }
        let theme = gtk_icon_theme_get_for_display(display)
        gtk_icon_theme_add_search_path(theme, directory.path)
        gtk_window_set_default_icon_name(name)
    }
}

/// A resource of the demo that could not be loaded.
struct DemoResourceError: Error, CustomStringConvertible {
    let description: String
}
