// swift-tools-version: 6.2
import PackageDescription

// Sources/ reads top to bottom as the architecture:
//   Core/  pure Swift, no display (PresentationKit)
//   GTK/   the C-interop module and the GTK presenter (CGtk, PresentationKitGtk)
//   Apps/  what users run (alert-demo, alert)
// What tests and measures them lives beside the tests and benchmarks: the programs the
// end-to-end tests drive in Tests/Fixtures/, the benchmark program in Benchmarks/.
let package = Package(
    name: "PresentationKit",
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PresentationKitGtk", targets: ["PresentationKitGtk"]),
        .executable(name: "alert-demo", targets: ["alert-demo"]),
        .executable(name: "alert", targets: ["alert"]),
    ],
    targets: [
        .systemLibrary(name: "CGettext", path: "Sources/Core/CGettext"),
        .target(
            name: "PresentationKit",
            dependencies: ["CGettext"],
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
            name: "PresentationKitGtk",
            dependencies: ["PresentationKit", "CGtk", "CPresentationKitGtk"],
            path: "Sources/GTK/PresentationKitGtk"
        ),
        .executableTarget(
            name: "alert-demo",
            dependencies: ["PresentationKitGtk"],
            path: "Sources/Apps/alert-demo",
            // Resources is a symbolic link to data/ (the window's .ui and CSS, its icon);
            // .process follows it and copies the files into the resource bundle.
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "alert",
            dependencies: ["PresentationKitGtk", "CPresentationKitGtk"],
            path: "Sources/Apps/alert"
        ),
        .executableTarget(
            name: "alert-bench",
            dependencies: ["PresentationKitGtk", "CPresentationKitGtk"],
            path: "Benchmarks/alert-bench"
        ),
        .executableTarget(
            name: "pk-test-host",
            dependencies: ["PresentationKitGtk", "CPresentationKitGtk"],
            path: "Tests/Fixtures/pk-test-host"
        ),
        .executableTarget(
            name: "pk-scenarios",
            dependencies: ["PresentationKitGtk", "CPresentationKitGtk", "CPresentationKitTesting"],
            path: "Tests/Fixtures/pk-scenarios"
        ),
        .executableTarget(
            name: "pk-layout-host",
            dependencies: ["PresentationKitGtk", "CPresentationKitGtk"],
            path: "Tests/Fixtures/pk-layout-host"
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit", "SeededRandom"],
            path: "Tests/PresentationKitTests"
        ),
        .target(
            name: "CPresentationKitTesting",
            dependencies: ["CGtk"],
            path: "Tests/Fixtures/CPresentationKitTesting",
            cSettings: projectCWarnings
        ),
        .target(
            name: "SeededRandom",
            path: "Tests/SeededRandom"
        ),
        .target(
            name: "E2ESupport",
            path: "Tests/E2ESupport"
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
    ],
    swiftLanguageModes: [.v6]
)

/// The project's own C: every warning on, every warning an error. (These settings apply
/// only when this package is built itself, not as another package's dependency.)
var projectCWarnings: [CSetting] {
    [.enableWarning("all"), .enableWarning("extra"), .treatAllWarnings(as: .error)]
}
