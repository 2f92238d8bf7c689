// swift-tools-version: 6.0
import PackageDescription

// Sources/ reads top to bottom as the architecture:
//   Core/  pure Swift, no display (PresentationKit)
//   GTK/   the C-interop module and the GTK presenter (CGtk, PresentationKitGtk)
//   Apps/  what users run (alert-demo, alert) and the tools that measure it
let package = Package(
    name: "PresentationKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        .library(name: "PresentationKitGtk", targets: ["PresentationKitGtk"]),
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
            name: "PresentationKitGtk",
            dependencies: ["PresentationKit", "CGtk"],
            path: "Sources/GTK/PresentationKitGtk"
        ),
        .executableTarget(
            name: "pk-test-host",
            dependencies: ["PresentationKitGtk"],
            path: "Sources/Tools/pk-test-host"
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit"],
            path: "Tests/PresentationKitTests"
        ),
        .target(
            name: "E2ESupport",
            path: "Tests/E2ESupport"
        ),
        .testTarget(
            name: "GtkPresenterTests",
            dependencies: ["E2ESupport"],
            path: "Tests/GtkPresenterTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
