// swift-tools-version: 6.2
import PackageDescription

// Sources/ reads top to bottom as the architecture: Core/ (pure Swift, no display), GTK/
// (the C and the Swift over GTK and libadwaita), Apps/ (what users run). Each target, one
// line on why it exists, and who imports it (the same table is in docs/internals.md, which
// says why Swift reads every C header through CGtk):
//
// target                    why it exists                                   imported by
// CGettext                  gettext's C API                                 PresentationKitCore
// PresentationKitCore       the model: contexts, messages, roles            every module above it, alert
//                           (DialogLayout), texts; FoundationEssentials only
// PresentationKit           errors as alerts, ErrorAlerter (full Foundation) PresentationKitGtk, apps
// CGtk                      GTK and the casts Swift cannot write; the one   every GTK module, alert, fixtures
//                           Clang module over GTK (the library's helpers:
//                           CGtk.Internal; libadwaita's: CGtk.Adwaita)
// CPresentationKitGtk       the library's C (include/pk-gtk.h)              C targets; Swift via CGtk.Internal
// GObjectBinding            GObject from Swift: signals, closure boxes,     PresentationKitDialogs (re-exported)
//                           the MainActor bridge, object census
// PresentationKitDialogs    one alert session and its two dialog styles     PresentationKitGtk (re-exported),
//                           (GTK's message dialog; libadwaita's through     alert
//                           its table), suppression, the activation hold
// PresentationKitGtk        the presenters, PresentationStyle, the runner    apps, PresentationKitAdwaita
// CAdwaita                  libadwaita's flags and link                     CPresentationKitAdwaita,
//                                                                           PresentationKitAdwaita only
// CPresentationKitAdwaita   libadwaita's C: the dialog (the generation in   linked by PresentationKitAdwaita;
//                           alert-dialog-generation.h), its table, toasts   alert's plug-in; Swift via CGtk.Adwaita
// PresentationKitAdwaita    libadwaita installed: AdwaitaStyle, its toasts   apps, fixtures
// CAlertOptions             alert's options, each declared once: GOption's  alert only
//                           table and its storage (plain C types)
// CAlertPluginLoader        alert's dlopen of its plug-in (plain C)         alert, alert-pinentry
// Pinentry                  pinentry 1.2.1's Assuan exchange, pure Swift    alert-pinentry, PinentryTests
//                           (no Foundation, no display)
// CAlertPinentry            alert-pinentry's prctl (plain C)                alert-pinentry only
// alert-demo, alert         the demo; the command (no full Foundation, no   —
//                           libadwaita, no ICU; scripts/test-install checks)
// alert-pinentry            gpg-agent's pinentry in alert's dialog (what    —
//                           alert links, and Pinentry)
// (Sources/Apps/alert-askpass  a shell script, not a target: alert as       installed by scripts/install
//  /alert-askpass)             ssh's and sudo's askpass program
// CPresentationKitTesting,  the fixtures' C; a generator; the harness;      tests and fixtures only
//   SeededRandom, E2ESupport, the test hosts' commands and answers,
//   TestHostProtocol         declared once
// CPresentationKitAdwaita-  libadwaita's dialog read and clicked from       fixtures, alert-bench only
//   Testing, PresentationKit- code (out of the library's products)
//   AdwaitaTesting
// pk-test-host, pk-scenarios, the programs the end-to-end tests drive       run by tests
//   pk-layout-host (Tests/Fixtures/); alert-bench (Benchmarks/)
let package = Package(
    name: "PresentationKit",
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PresentationKitGtk", targets: ["PresentationKitGtk"]),
        // The same presenters in libadwaita's dialogs and toasts: a product of its own, so
        // that an app without libadwaita never needs it (docs/adwaita.md).
        .library(name: "PresentationKitAdwaita", targets: ["PresentationKitAdwaita"]),
        .executable(name: "alert-demo", targets: ["alert-demo"]),
        .executable(name: "alert", targets: ["alert"]),
        // gpg-agent's pinentry-program, in alert's dialog (docs/pinentry.md).
        .executable(name: "alert-pinentry", targets: ["alert-pinentry"]),
        // libadwaita's dialog for `alert --adwaita`: C alone, loaded with dlopen only in that
        // style, so `alert` itself never links libadwaita (its size, start-up and package
        // Depends stay GTK's; docs/alert.md). This product is the build tree's (beside
        // .build/debug/alert, for the tests): swiftc links it with libswiftCore.so, so
        // scripts/install builds the installed one with the C compiler instead
        // (scripts/lib/alert-adwaita-plugin).
        .library(name: "alert-adwaita", type: .dynamic, targets: ["CPresentationKitAdwaita"]),
    ],
    targets: [
        .systemLibrary(name: "CGettext", path: "Sources/Core/CGettext"),
        .target(
            name: "PresentationKitCore",
            dependencies: ["CGettext"],
            path: "Sources/Core/PresentationKitCore"
        ),
        .target(
            name: "PresentationKit",
            dependencies: ["PresentationKitCore"],
            path: "Sources/Core/PresentationKit"
        ),
        .systemLibrary(
            name: "CGtk",
            path: "Sources/GTK/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(
            name: "CPresentationKitGtk",
            dependencies: ["CGtk"],
            path: "Sources/GTK/CPresentationKitGtk",
            cSettings: projectCWarnings
        ),
        .target(
            name: "GObjectBinding",
            dependencies: ["CGtk", "CPresentationKitGtk"],
            path: "Sources/GTK/GObjectBinding"
        ),
        .target(
            name: "PresentationKitDialogs",
            dependencies: ["PresentationKitCore", "GObjectBinding", "CGtk", "CPresentationKitGtk"],
            path: "Sources/GTK/PresentationKitDialogs"
        ),
        .target(
            name: "PresentationKitGtk",
            dependencies: ["PresentationKit", "PresentationKitDialogs", "GObjectBinding", "CGtk"],
            path: "Sources/GTK/PresentationKitGtk"
        ),
        .systemLibrary(
            name: "CAdwaita",
            path: "Sources/GTK/CAdwaita",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(
            name: "CPresentationKitAdwaita",
            dependencies: ["CAdwaita", "CPresentationKitGtk"],
            path: "Sources/GTK/CPresentationKitAdwaita",
            cSettings: projectCWarnings
        ),
        .target(
            name: "PresentationKitAdwaita",
            dependencies: ["PresentationKitGtk", "CAdwaita", "CPresentationKitAdwaita"],
            path: "Sources/GTK/PresentationKitAdwaita"
        ),
        .executableTarget(
            name: "alert-demo",
            dependencies: ["PresentationKitGtk", "PresentationKitAdwaita"],
            path: "Sources/Apps/alert-demo",
            // Resources is a symbolic link to data/ (the window's .ui and CSS, its icon);
            // .process follows it and copies the files into the resource bundle.
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "alert",
            dependencies: ["PresentationKitDialogs", "CAlertOptions", "CAlertPluginLoader"],
            path: "Sources/Apps/alert"
        ),
        .target(
            name: "CAlertOptions",
            dependencies: ["CGtk"],
            path: "Sources/Apps/CAlertOptions",
            cSettings: projectCWarnings
        ),
        .target(
            name: "CAlertPluginLoader",
            dependencies: ["CGtk"],
            path: "Sources/Apps/CAlertPluginLoader",
            cSettings: projectCWarnings
        ),
        .target(
            name: "Pinentry",
            path: "Sources/Core/Pinentry"
        ),
        .target(
            name: "CAlertPinentry",
            path: "Sources/Apps/CAlertPinentry",
            cSettings: projectCWarnings
        ),
        .executableTarget(
            name: "alert-pinentry",
            dependencies: ["Pinentry", "PresentationKitDialogs", "CAlertPluginLoader", "CAlertPinentry"],
            path: "Sources/Apps/alert-pinentry"
        ),
        .executableTarget(
            name: "alert-bench",
            dependencies: ["PresentationKitGtk", "PresentationKitAdwaita", "CPresentationKitAdwaitaTesting"],
            path: "Benchmarks/alert-bench"
        ),
        .executableTarget(
            name: "pk-test-host",
            dependencies: ["PresentationKitGtk", "PresentationKitAdwaita", "TestHostProtocol"],
            path: "Tests/Fixtures/pk-test-host"
        ),
        .executableTarget(
            name: "pk-scenarios",
            dependencies: [
                "PresentationKitGtk", "PresentationKitAdwaita", "CPresentationKitTesting", "PresentationKitAdwaitaTesting",
                "TestHostProtocol",
            ],
            path: "Tests/Fixtures/pk-scenarios"
        ),
        .executableTarget(
            name: "pk-layout-host",
            dependencies: ["PresentationKitGtk", "PresentationKitAdwaita", "PresentationKitAdwaitaTesting", "TestHostProtocol"],
            path: "Tests/Fixtures/pk-layout-host"
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit", "SeededRandom"],
            path: "Tests/PresentationKitTests"
        ),
        // libadwaita's dialog read and driven from code, for the fixtures (its labels and
        // buttons are private): test support, out of the PresentationKitAdwaita product.
        .target(
            name: "CPresentationKitAdwaitaTesting",
            dependencies: ["CGtk", "CAdwaita", "CPresentationKitGtk", "CPresentationKitAdwaita"],
            path: "Tests/Fixtures/CPresentationKitAdwaitaTesting",
            cSettings: projectCWarnings
        ),
        .target(
            name: "PresentationKitAdwaitaTesting",
            dependencies: ["CGtk", "CPresentationKitAdwaitaTesting"],
            path: "Tests/Fixtures/PresentationKitAdwaitaTesting"
        ),
        .target(
            name: "CPresentationKitTesting",
            dependencies: ["CGtk", "CPresentationKitGtk"],
            path: "Tests/Fixtures/CPresentationKitTesting",
            cSettings: projectCWarnings
        ),
        .target(
            name: "SeededRandom",
            path: "Tests/SeededRandom"
        ),
        // The commands and answers of the test hosts above, declared once: the hosts decode
        // them, the tests (through E2ESupport) encode them.
        .target(
            name: "TestHostProtocol",
            path: "Tests/Fixtures/TestHostProtocol"
        ),
        .target(
            name: "E2ESupport",
            dependencies: ["TestHostProtocol"],
            path: "Tests/E2ESupport"
        ),
        .testTarget(
            name: "GtkCoreTests",
            dependencies: ["PresentationKitDialogs"],
            path: "Tests/GtkCoreTests"
        ),
        .testTarget(
            name: "PresenterScenarioTests",
            dependencies: ["E2ESupport"],
            path: "Tests/PresenterScenarioTests"
        ),
        .testTarget(
            name: "GtkPresenterTests",
            dependencies: ["E2ESupport"],
            path: "Tests/GtkPresenterTests"
        ),
        .testTarget(
            name: "AlertCommandTests",
            dependencies: ["E2ESupport"],
            path: "Tests/AlertCommandTests"
        ),
        // alert-pinentry's exchange, headless, beside pinentry-tty; its dialogs driven by gpg.
        .testTarget(
            name: "PinentryTests",
            dependencies: ["E2ESupport", "Pinentry"],
            path: "Tests/PinentryTests"
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["E2ESupport"],
            path: "Tests/DemoTests"
        ),
        .testTarget(
            name: "AccessibilityTests",
            dependencies: ["E2ESupport"],
            path: "Tests/AccessibilityTests"
        ),
        .testTarget(
            name: "TextLayoutTests",
            dependencies: ["E2ESupport", "SeededRandom"],
            path: "Tests/TextLayoutTests"
        ),
        .testTarget(
            name: "TranslationTests",
            dependencies: ["E2ESupport"],
            path: "Tests/TranslationTests"
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: ["E2ESupport", "PresentationKit"],
            path: "Tests/ReliabilityTests"
        ),
        .testTarget(
            name: "ReadmeTests",
            path: "Tests/ReadmeTests"
        ),
        // Built as the README advises for app targets: the library used with no annotation.
        .testTarget(
            name: "DefaultIsolationTests",
            dependencies: ["PresentationKitGtk"],
            path: "Tests/DefaultIsolationTests",
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The project's own C: every warning on, every warning an error. (These settings apply
/// only when this package is built itself, not as another package's dependency.) Debug
/// builds write DWARF 4: valgrind 3.19 (Debian 12) cannot read clang's default DWARF 5
/// and then runs nothing, and with the flag here the one debug build serves the docs, the
/// tests and scripts/valgrind-host alike (an -Xcc flag would change every Swift command
/// too, so a plain `swift build` would no longer be that build).
var projectCWarnings: [CSetting] {
    [.enableWarning("all"), .enableWarning("extra"), .treatAllWarnings(as: .error),
     .unsafeFlags(["-gdwarf-4"], .when(configuration: .debug))]
}

// scripts/sanitizers: the headless tests under the thread and address sanitizers need the
// core alone, so with PK_HEADLESS_ONLY=1 the package is that much (no GTK stack, no apps)
// and each sanitizer builds it in minutes instead of rebuilding everything instrumented.
if Context.environment["PK_HEADLESS_ONLY"] == "1" {
    let headless: Set = ["CGettext", "PresentationKitCore", "PresentationKit", "SeededRandom", "E2ESupport",
                         "TestHostProtocol", "PresentationKitTests", "ReliabilityTests"]
    package.targets.removeAll { !headless.contains($0.name) }
    package.products.removeAll { $0.name != "PresentationKit" }
}
