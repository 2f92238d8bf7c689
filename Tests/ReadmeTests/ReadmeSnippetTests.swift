import Foundation
import Testing

/// The README's and the DocC articles' Swift snippets, built as a reader would: a package beside a folder named
/// `presentationkit-gtk` (this repository), with the README's own manifest, each complete
/// program and each fragment in a target of its own. So the README cannot drift from the
/// API. It runs `swift build` in a child process (a minute the first time, seconds after:
/// the package lives in `.build/readme-snippets`, its build kept between runs).
@Suite("README snippets", .serialized)
struct ReadmeSnippetTests {

    @Test func everySwiftSnippetOfTheReadmeBuildsWithoutWarnings() throws {
        let snippets = try ReadmeSnippets()
        #expect(snippets.manifest != nil, "the README has no package manifest snippet")
        #expect(snippets.programs.count >= 2, "the README and the articles have \(snippets.programs.count) complete programs")
        let build = try snippets.build()
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        let warnings = build.output.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("prohibited flag") && $0.contains("/Sources/")
        }
        #expect(warnings.isEmpty, "the snippets build with warnings:\n\(warnings.joined(separator: "\n"))")
    }

    /// `import PresentationKitGtk` gives an app GTK and the casts, and should give none of
    /// the library's own `pk_*` helpers (CGtk's explicit submodule `Internal`): an app target
    /// that names one should be refused by the compiler, while its twin that names a cast
    /// builds.
    ///
    /// Not so yet, and recorded as a known issue: Swift loads the `internal import`s of a
    /// module built without library evolution for its clients, and a Clang submodule loaded
    /// once is visible to the whole compilation, so the helpers reach the app.
    /// `@_implementationOnly` would hide them, at a warning in every file that imports them
    /// ("may lead to instability during execution"); a top-level module of their own hid
    /// `G_SOURCE_CONTINUE` from apps that import Foundation (docs/internals.md). When Swift
    /// stops the leak, the known issue is no longer recorded and this test fails: then drop
    /// `withKnownIssue`.
    @Test func anAppSeesTheCastsButNotTheLibrarysHelpers() throws {
        let casts = """
            import PresentationKitGtk

            @MainActor func show(_ widget: UnsafeMutablePointer<GtkWidget>) {
                gtk_window_present(pk_window(widget))
            }
            """
        let helper = """
            import PresentationKitGtk

            @MainActor func show(_ parent: UnsafeMutablePointer<GtkWindow>) {
                _ = pk_message_dialog_new(parent, GTK_MESSAGE_INFO, "Hello")
            }
            """
        let snippets = try ReadmeSnippets(only: ["AppSeesTheCasts": casts, "AppSeesAHelper": helper])
        let seen = try snippets.build(target: "AppSeesTheCasts")
        #expect(seen.status == 0, "an app that names pk_window does not build:\n\(seen.output)")
        let hidden = try snippets.build(target: "AppSeesAHelper")
        withKnownIssue("an app sees the library's pk_* helpers (Swift loads internal imports for clients)") {
            #expect(hidden.status != 0, "an app that names pk_message_dialog_new builds")
        }
        if hidden.status != 0 {
            #expect(hidden.output.contains("cannot find 'pk_message_dialog_new' in scope"),
                    "refused for another reason:\n\(hidden.output)")
        }
    }
}

/// The ```swift blocks of README.md and of the DocC articles (`Sources/*/*/*.docc/*.md`),
/// sorted into the manifest (the README's), complete programs (they run
/// `GtkApplicationRunner`) and fragments.
struct ReadmeSnippets {
    let repository: URL
    var manifest: String?
    var programs: [String] = []
    var fragments: [String] = []
    /// Targets of this test's own, by name, built instead of the snippets' fragments.
    var ownTargets: [String: String] = [:]

    /// The README's manifest and first program, and `targets` (name: source) instead of
    /// the snippets.
    init(only targets: [String: String]) throws {
        try self.init()
        programs = programs.filter { $0.contains("org.example.Hello") }
        fragments = []
        ownTargets = targets
    }

    init() throws {
        repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = FileManager.default
        var documents = [repository.appendingPathComponent("README.md")]
        let sources = repository.appendingPathComponent("Sources")
        for layer in try files.contentsOfDirectory(atPath: sources.path).sorted() {
            let layerURL = sources.appendingPathComponent(layer)
            for module in (try? files.contentsOfDirectory(atPath: layerURL.path).sorted()) ?? [] where module.hasSuffix(".docc") == false {
                let catalogue = layerURL.appendingPathComponent(module).appendingPathComponent(module + ".docc")
                for article in (try? files.contentsOfDirectory(atPath: catalogue.path).sorted()) ?? [] where article.hasSuffix(".md") {
                    documents.append(catalogue.appendingPathComponent(article))
                }
            }
        }
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            let isReadme = document.lastPathComponent == "README.md"
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                guard let end = block.range(of: "```") else { continue }
                let code = String(block[..<end.lowerBound])
                if code.contains("import PackageDescription") {
                    // The README's manifest is the one built; an article's shows the same.
                    if isReadme { manifest = code }
                } else if code.contains("GtkApplicationRunner(") {
                    programs.append(code)
                } else {
                    fragments.append(code)
                }
            }
        }
    }

    /// Write the package and build it (`target` alone, if given); the exit status and
    /// everything it printed.
    func build(target: String? = nil) throws -> (status: Int32, output: String) {
        let files = FileManager.default
        let root = repository.appendingPathComponent(".build/readme-snippets")
        let package = root.appendingPathComponent("hello")
        let link = root.appendingPathComponent("presentationkit-gtk")
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        if (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil {
            try files.createSymbolicLink(at: link, withDestinationURL: repository)
        }
        let sources = package.appendingPathComponent("Sources")
        try? files.removeItem(at: sources)
        // The README's manifest names one executable target, Hello: the first program the
        // README writes for it (the one that says org.example.Hello); the others are added.
        var manifest = try #require(self.manifest)
        let hello = programs.first { $0.contains("org.example.Hello") } ?? programs[0]
        try write(hello, to: sources.appendingPathComponent("Hello/main.swift"))
        // A snippet that imports PresentationKitAdwaita depends on that product, as an app would.
        func dependency(of code: String) -> String {
            let product = code.contains("import PresentationKitAdwaita") ? "PresentationKitAdwaita" : "PresentationKitGtk"
            return ".product(name: \"\(product)\", package: \"presentationkit-gtk\")"
        }
        for (index, program) in programs.enumerated() where program != hello {
            try write(program, to: sources.appendingPathComponent("Program\(index)/main.swift"))
            // Built as the README's manifest builds Hello: the app on the main actor.
            manifest += "package.targets.append(.executableTarget(name: \"Program\(index)\", dependencies: [\(dependency(of: program))], swiftSettings: [.defaultIsolation(MainActor.self)]))\n"
        }
        for (index, fragment) in fragments.enumerated() {
            let imports = fragment.contains("import PresentationKitGtk") || fragment.contains("import PresentationKitAdwaita")
            let code = imports ? fragment : "import PresentationKitGtk\n\n" + fragment
            try write(code, to: sources.appendingPathComponent("Fragment\(index)/Fragment.swift"))
            manifest += "package.targets.append(.target(name: \"Fragment\(index)\", dependencies: [\(dependency(of: code))]))\n"
        }
        for (name, code) in ownTargets.sorted(by: { $0.key < $1.key }) {
            try write(code, to: sources.appendingPathComponent("\(name)/\(name).swift"))
            manifest += "package.targets.append(.target(name: \"\(name)\", dependencies: [\(dependency(of: code))]))\n"
        }
        try write(manifest, to: package.appendingPathComponent("Package.swift"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path] + (target.map { ["--target", $0] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
