import XCTest

/// scripts/new-app.sh: the package it writes (read back by SwiftPM itself) and the names it refuses. CI builds,
/// tests and packages a generated app; here the package is only described, which takes seconds.
@preconcurrency @MainActor final class NewAppTests: XCTestCase {
    private let repository = repositoryRoot
    private var folders: [URL] = []

    override func tearDown() {
        let temporary = FileManager.default.temporaryDirectory
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for folder in folders {
            try? FileManager.default.removeItem(at: folder)
            // SwiftPM leaves a lock file in the temporary folder named after each package's build folder.
            let lock = folder.path.replacingOccurrences(of: "/", with: "_")
            for entry in entries where entry.hasPrefix(lock) && entry.hasSuffix(".lock") {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(entry))
            }
        }
        folders = []
        super.tearDown()
    }

    private func newApp(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try runProcess(repository.appendingPathComponent("scripts/new-app.sh"), arguments)
    }

    private func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-app-\(UUID().uuidString)")
        folders.append(folder)
        return folder
    }

    private func pngSize(_ url: URL) throws -> [Int] {
        let data = try Data(contentsOf: url)
        guard data.count > 24 else { return [] }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [be32(16), be32(20)]
    }

    func testTheTemplateWritesAPackageThatUsesThisCheckout() throws {
        let app = temporaryFolder().appendingPathComponent("Sketchbook")
        let (status, output) = try newApp(["Sketchbook", app.path])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("make run"), output)

        // SwiftPM reads the manifest: the app, its library with the asset catalogue as a resource, the previews and the tests.
        let (described, json) = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                               ["swift", "package", "--package-path", app.path, "describe", "--type", "json"])
        XCTAssertEqual(described, 0, json)
        let start = try XCTUnwrap(json.firstIndex(of: "{"))
        let package = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json[start...].utf8)) as? [String: Any])
        XCTAssertEqual(package["name"] as? String, "Sketchbook")
        let targets = try XCTUnwrap(package["targets"] as? [[String: Any]])
        var types: [String: String] = [:]
        for target in targets { types[target["name"] as? String ?? ""] = target["type"] as? String }
        XCTAssertEqual(types, ["Sketchbook": "executable", "SketchbookKit": "library", "SketchbookPreview": "executable",
                               "SketchbookTests": "test"])
        let kit = try XCTUnwrap(targets.first { $0["name"] as? String == "SketchbookKit" })
        let resources = (kit["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        XCTAssertEqual(resources, [app.appendingPathComponent("Sources/SketchbookKit/Assets.xcassets").path])
        let dependencies = try XCTUnwrap(package["dependencies"] as? [[String: Any]])
        XCTAssertEqual(dependencies.first?["path"] as? String, repository.path, "Atelier by path: this checkout")
        XCTAssertEqual(dependencies.first?["identity"] as? String, repository.lastPathComponent.lowercased())

        let assets = app.appendingPathComponent("Sources/SketchbookKit/Assets.xcassets")
        // The icon at Xcode's macOS sizes; the badge at 96 points for 1x, 2x and 3x.
        for (file, side) in [("icon_16x16.png", 16), ("icon_32x32@2x.png", 64), ("icon_512x512@2x.png", 1024)] {
            XCTAssertEqual(try pngSize(assets.appendingPathComponent("AppIcon.appiconset/\(file)")), [side, side], file)
        }
        for (file, side) in [("badge.png", 96), ("badge@2x.png", 192), ("badge@3x.png", 288)] {
            XCTAssertEqual(try pngSize(assets.appendingPathComponent("Badge.imageset/\(file)")), [side, side], file)
        }
        let view = try String(contentsOf: app.appendingPathComponent("Sources/SketchbookKit/ContentView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("Image(\"Badge\", bundle: .module)") && view.contains("Color(\"Brand\", bundle: .module)")
                      && view.contains("#Preview {"), view)
        let settings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: app.appendingPathComponent("atelier-app.json"))) as? [String: Any])
        XCTAssertEqual(settings["id"] as? String, "org.example.Sketchbook")
        let makefile = try String(contentsOf: app.appendingPathComponent("Makefile"), encoding: .utf8)
        for rule in ["run:", "test:", "preview:", "package:", "snapshot:"] {
            XCTAssertTrue(makefile.contains("\n\(rule)"), "\(rule) is missing from\n\(makefile)")
        }
        XCTAssertTrue(makefile.contains("ATELIER ?= \(repository.path)\n"), makefile)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(".gitignore").path))
    }

    func testAWordsNameShowsWithSpaces() throws {
        let app = temporaryFolder().appendingPathComponent("MyNotes")
        XCTAssertEqual(try newApp(["MyNotes", app.path]).status, 0)
        let scene = try String(contentsOf: app.appendingPathComponent("Sources/MyNotes/MyNotesApp.swift"), encoding: .utf8)
        XCTAssertTrue(scene.contains("WindowGroup(\"My Notes\")") && scene.contains("struct MyNotesApp: App"), scene)
    }

    func testNamesThatCannotNameAnAppAndFullFoldersAreRefused() throws {
        let parent = temporaryFolder()
        for (name, reason) in [("my app", "use letters and digits"), ("9Lives", "use letters and digits"),
                               ("Atelier", "is the name of a module or type the app uses")] {
            let (status, output) = try newApp([name, parent.appendingPathComponent("x").path])
            XCTAssertEqual(status, 2, output)
            XCTAssertTrue(output.contains(reason), "\(name): \(output)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: parent.appendingPathComponent("x").path), "nothing written")
        let full = parent.appendingPathComponent("Full")
        try FileManager.default.createDirectory(at: full, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: full.appendingPathComponent("notes.txt"))
        let (status, output) = try newApp(["Full", full.path])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("already exists and is not empty"), output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: full.path), ["notes.txt"])
    }
}
