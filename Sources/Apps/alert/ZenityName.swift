import CGtk
import Glibc
import PresentationKitCore

/// Whether `alert` runs under the name `zenity` (argv[0]'s basename): the package
/// `alert-zenity`'s `/usr/bin/zenity` link, which scripts written for zenity call by that
/// path. Under that name `alert` keeps what such a script reads of zenity where the two
/// differ: its `--version` line, its exit statuses for a usage error and for no display,
/// and its X11 class (docs/alert.md, "Installed as zenity").
///
/// Read from argv[0], not from `g_get_prgname()`, because `--name` and `--app-id` rename
/// the program before the display opens, and the statuses must not change with them.
let runsAsZenity: Bool = {
    guard CommandLine.argc > 0, let first = CommandLine.unsafeArgv[0] else { return false }
    let name = g_path_get_basename(first)
    defer { g_free(name) }
    return name.map { String(cString: $0) } == "zenity"
}()

/// The zenity whose options `alert` takes and whose behaviour its zenity form copies
/// (Debian 12's): the first part of `zenity --version` when `alert` runs as zenity.
let zenityVersionTaken = "3.44.0"

/// What `--version` prints. As `alert`: the project's version. As `zenity`: one word,
/// `3.44.0+alert.VERSION`, so a script comparing zenity's version (`sort -V`,
/// `dpkg --compare-versions`, `${version%%.*}`, Python's `packaging`) reads 3.44.0 and
/// the rest, build metadata in SemVer's and a `+` suffix in Debian's reading, names alert.
var versionLine: String {
    runsAsZenity ? "\(zenityVersionTaken)+alert.\(presentationKitVersion)" : presentationKitVersion
}

/// zenity 3.44's X11 class (`WM_CLASS`'s second part; GTK 3 made it from the program name,
/// capitalised): window-manager rules such as i3's `for_window [class="Zenity"]` match it.
/// GTK 4 leaves the class as the program name, `zenity`.
let zenityProgramClass = "Zenity"

extension ExitStatus {
    /// The status the process exits with for this failure: as `alert`, the documented
    /// one; as `zenity`, zenity's, which scripts written for it test: 255 (its -1, "an
    /// unexpected error") for a command line it cannot use, and 1 when GTK cannot open
    /// the display (zenity's status then; `alert`'s 3 would read as neither Yes nor No).
    var code: Int32 {
        guard runsAsZenity else { return rawValue }
        return switch self {
        case .notSent: 1
        case .usage: 255
        case .noDisplay: 1
        }
    }
}
