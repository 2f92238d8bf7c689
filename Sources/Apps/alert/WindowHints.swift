import CGtk
import CGtk.Internal   // the library's own pk_* helpers
import Glibc
import PresentationKitCore

/// What zenity 3's general flags ask of the dialog's window, which window managers read:
/// its icon (`--window-icon`), its X11 class and name (`--class`, `--name`) and the X
/// window it stands over (`--attach`); and GTK 3's `--g-fatal-warnings`. Checked here,
/// applied by main.swift and ``AlertWindow``.
struct WindowHints: Sendable, Equatable {
    /// A window icon: a name the icon theme finds, or an image file.
    enum Icon: Sendable, Equatable {
        case named(String)
        case file(String)
    }

    /// `--window-icon`, or `nil` for none (GTK's: the program's icon, when the theme has one).
    var icon: Icon?
    /// `--class`: X11's `WM_CLASS` class, or `nil` for alert's.
    var programClass: String?
    /// `--name`: the program name (X11's `WM_CLASS` name, Wayland's app id), as `--app-id`.
    var programName: String?
    /// `--attach`: the X window the dialog is transient for, or `nil` for none.
    var parent: UInt?
    /// `--g-fatal-warnings`: GLib warnings and criticals abort, as GTK 3 made them.
    var fatalWarnings = false
}

extension WindowHints {

    /// The hints `options` give, or a usage error; `--name` goes with no `--app-id`, since
    /// both name the program.
    init(_ options: CommandLineOptions) throws(CommandFailure) {
        icon = options.window_icon.map(Self.icon)
        if let name = options.program_class {
            guard !name.isEmpty else { throw .usage(tr("--class must not be empty")) }
            programClass = name
        }
        if let name = options.program_name {
            guard !name.isEmpty else { throw .usage(tr("--name must not be empty")) }
            if options.app_id != nil {
                throw .usage(tr("--name and --app-id both name the program: give one of them"))
            }
            programName = name
        }
        parent = try options.attach.flatMap(Self.window)
        fatalWarnings = options.g_fatal_warnings
    }

    /// `--window-icon`'s value as zenity 3.44 reads it (`zenity_util_set_window_icon_from_file`):
    /// error, warning, info and question (any case; empty: warning) are the theme's
    /// dialog icons, anything else a file. A value that is no file and has no slash is an
    /// icon name, as GTK 4 shows window icons by name (zenity would fail to load it).
    private static func icon(_ value: String) -> Icon {
        if let name = dialogIcons[value.lowercased()] { return .named(name) }
        if value.contains("/") || g_file_test(value, G_FILE_TEST_EXISTS) != 0 { return .file(value) }
        return .named(value)
    }

    /// zenity's names for the theme's dialog icons.
    private static let dialogIcons = [
        "": "dialog-warning", "warning": "dialog-warning", "info": "dialog-information",
        "question": "dialog-question", "error": "dialog-error",
    ]

    /// `--attach`'s X window id: decimal or `0x` hexadecimal (and `0` octal), as zenity's
    /// GOption reads it (`strtol` in base 0); 0 is no window. Anything else, a sign or a
    /// number past X11's 32 bits is a usage error, where zenity exits 255.
    private static func window(_ value: String) throws(CommandFailure) -> UInt? {
        let parsed: UInt? = value.withCString { start in
            guard let first = start.pointee.asciiByte, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
                return nil
            }
            var end: UnsafeMutablePointer<CChar>?
            errno = 0
            let id = strtoul(start, &end, 0)
            guard errno == 0, end?.pointee == 0, id <= UInt(UInt32.max) else { return nil }
            return id
        }
        guard let parsed else {
            throw .usage(tr("--attach takes an X window id, a decimal or 0x hexadecimal number, not “%@”", value))
        }
        return parsed == 0 ? nil : parsed
    }
}

private extension CChar {
    /// The byte, when it is ASCII; `nil` for the NUL that ends a C string and for the rest.
    var asciiByte: UInt8? { self > 0 ? UInt8(self) : nil }
}

extension WindowHints {

    /// The class the windows get once the display is open, read before ``programName``
    /// renames the program: `--class`; else, run as `zenity`, zenity's `Zenity`, which
    /// window-manager rules match; else alert's own when `--name` is given (GTK 4 would
    /// make the class of the new name; zenity's stays `Zenity`), else `nil`: GTK's.
    var programClassToKeep: String? {
        programClass ?? (runsAsZenity ? zenityProgramClass : nil)
            ?? programName.flatMap { _ in g_get_prgname().map { String(cString: $0) } }
    }

    /// Set the icon and the parent on `window`, before it is mapped where it can be.
    /// A file that is no image leaves the window without an icon, with one line on stderr,
    /// and the dialog still comes (zenity logs a critical). Off X11 the parent is ignored.
    @MainActor func prepare(_ window: UnsafeMutablePointer<GtkWindow>) {
        switch icon {
        case .named(let name)?:
            gtk_window_set_icon_name(window, name)
        case .file(let path)?:
            var error: UnsafeMutablePointer<GError>?
            if let texture = gdk_texture_new_from_filename(path, &error) {
                pk_window_set_icon_texture(window, texture)
                g_object_unref(UnsafeMutableRawPointer(texture))
            } else {
                warn(tr("--window-icon: cannot show “%@”: %@", path,
                        error.map { String(cString: $0.pointee.message) } ?? ""))
                g_clear_error(&error)
            }
        case nil:
            break
        }
        if let parent { _ = pk_window_set_x11_transient_for(window, gulong(parent)) }
    }
}

/// Give the windows made from now on `programClass` as their X11 class (`WM_CLASS`);
/// nothing on Wayland, which has no such class.
@MainActor func setProgramClass(_ programClass: String) {
    _ = pk_set_program_class(programClass)
}
