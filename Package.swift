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
    ],
    targets: [
        .systemLibrary(name: "CGettext", path: "Sources/Core/CGettext"),
        .target(
            name: "PresentationKit",
            dependencies: ["CGettext"],
            path: "Sources/Core/PresentationKit"
        ),
        .testTarget(
            name: "PresentationKitTests",
            dependencies: ["PresentationKit"],
            path: "Tests/PresentationKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
