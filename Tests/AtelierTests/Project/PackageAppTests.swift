import XCTest

/// scripts/package-app.py on small packages made for each test: the .deb's files and control fields as dpkg-deb
/// reads them, and what the script says about bad input. The packages are not compiled: a small program stands in
/// for the release build (`--no-build`), so a test takes seconds; CI packages Jotter and a template app built for
/// real, installs them and runs them.
@preconcurrency @MainActor final class PackageAppTests: XCTestCase {
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

    // MARK: Fixtures

    /// A package "Fixture" with an executable Tool and a library ToolKit whose resources are an asset catalogue
    /// (with an AppIcon set drawn by app-icon.sh unless `appIcon` is false), "built": the release folder holds a
    /// program named Tool that names ToolKit's bundle, the bundle, and another target's bundle the app does not use.
    private func fixture(appIcon: Bool = true, settings: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-app-\(UUID().uuidString)")
        folders.append(root)
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Fixture", targets: [
                .executableTarget(name: "Tool", dependencies: ["ToolKit"]),
                .target(name: "ToolKit", resources: [.process("Assets.xcassets")]),
                .executableTarget(name: "Other"),
            ])
            """, to: root.appendingPathComponent("Package.swift"))
        try write("print(\"tool\")\n", to: root.appendingPathComponent("Sources/Tool/main.swift"))
        try write("print(\"other\")\n", to: root.appendingPathComponent("Sources/Other/main.swift"))
        try write("public let kit = 1\n", to: root.appendingPathComponent("Sources/ToolKit/Kit.swift"))
        let catalogue = root.appendingPathComponent("Sources/ToolKit/Assets.xcassets")
        try write("{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n", to: catalogue.appendingPathComponent("Contents.json"))
        if appIcon {
            try FileManager.default.copyItem(at: try Self.drawnIconSet(), to: catalogue.appendingPathComponent("AppIcon.appiconset"))
        }
        if let settings { try write(settings, to: root.appendingPathComponent("atelier-app.json")) }
        // What `swift build -c release` leaves: the executable (here /bin/true with ToolKit's bundle name appended,
        // as the generated Bundle.module names it) and the resource bundles.
        let bin = try releaseFolder(root)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        var program = try Data(contentsOf: URL(fileURLWithPath: "/bin/true"))
        program.append(Data("Fixture_ToolKit.resources\0".utf8))
        try program.write(to: bin.appendingPathComponent("Tool"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("Tool").path)
        try FileManager.default.copyItem(at: catalogue, to: bin.appendingPathComponent("Fixture_ToolKit.resources/Assets.xcassets"))
        try write("unused\n", to: bin.appendingPathComponent("Fixture_Other.resources/other.txt"))
        return root
    }

    /// Where `swift build -c release` puts the package's products.
    private func releaseFolder(_ package: URL) throws -> URL {
        let (status, output) = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                              ["swift", "build", "--package-path", package.path, "-c", "release", "--show-bin-path"])
        XCTAssertEqual(status, 0, output)
        return URL(fileURLWithPath: output.split(separator: "\n").last.map(String.init) ?? "")
    }

    /// An AppIcon set drawn by app-icon.sh once for all the tests (drawing takes seconds).
    private static var iconSet: URL?
    private static func drawnIconSet() throws -> URL {
        if let iconSet { return iconSet }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-app-icon-\(getpid())/AppIcon.appiconset")
        let (status, output) = try runProcess(repositoryRoot.appendingPathComponent("scripts/app-icon.sh"), ["Fixture", folder.path])
        XCTAssertEqual(status, 0, output)
        iconSet = folder
        return folder
    }

    override class func tearDown() {
        if let iconSet { try? FileManager.default.removeItem(at: iconSet.deletingLastPathComponent()) }
        super.tearDown()
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs the packager on `package` (already built) with `arguments` before the folder and product.
    private func packageApp(_ package: URL, _ product: String, _ arguments: [String] = []) throws -> (status: Int32, output: String, deb: URL?) {
        let output = package.appendingPathComponent("out")
        let (status, text) = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                            ["python3", repository.appendingPathComponent("scripts/package-app.py").path,
                                             "--no-build", "--output", output.path] + arguments + [package.path, product])
        let debs = (try? FileManager.default.contentsOfDirectory(atPath: output.path))?.filter { $0.hasSuffix(".deb") } ?? []
        return (status, text, debs.first.map { output.appendingPathComponent($0) })
    }

    private func dpkgDeb(_ arguments: [String]) throws -> String {
        let (status, output) = try runProcess(URL(fileURLWithPath: "/usr/bin/dpkg-deb"), arguments)
        XCTAssertEqual(status, 0, output)
        return output
    }

    /// The paths in the .deb (without the leading "."), links written "path -> target".
    private func contents(_ deb: URL) throws -> [String] {
        try dpkgDeb(["-c", deb.path]).split(separator: "\n").compactMap { line in
            guard let start = line.range(of: " ./") else { return nil }
            return String(line[start.upperBound...]).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.hasSuffix("/") }.map { "/" + $0 }
    }

    private func extract(_ deb: URL) throws -> URL {
        let folder = deb.deletingLastPathComponent().appendingPathComponent("root")
        _ = try dpkgDeb(["-x", deb.path, folder.path])
        return folder
    }

    /// Width and height from a PNG's header.
    private func pngSize(_ url: URL) throws -> [Int] {
        let data = try Data(contentsOf: url)
        guard data.count > 24 else { return [] }
        func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [be32(16), be32(20)]
    }

    private let settings = """
        {
          "maintainer": "Ada Lovelace <ada@example.org>",
          "license": "MIT",
          "apps": [
            {
              "product": "Tool",
              "id": "org.example.FixtureTool",
              "name": "Fixture Tool",
              "summary": "Does nothing, packaged",
              "description": ["First paragraph of the description, long enough to be folded over more than one line of a control file's Description field.", "Second paragraph."],
              "version": "1.2.3",
              "homepage": "https://example.org/tool",
              "categories": ["Utility"],
              "mimeTypes": ["text/plain"],
              "section": "utils"
            }
          ]
        }
        """

    // MARK: The package

    func testThePackageHoldsTheAppItsResourcesIconsAndDescriptions() throws {
        let package = try fixture(settings: settings)
        let result = try packageApp(package, "Tool")
        XCTAssertEqual(result.status, 0, result.output)
        let deb = try XCTUnwrap(result.deb, result.output)
        XCTAssertEqual(deb.lastPathComponent, "tool_1.2.3_\(try architecture()).deb")
        XCTAssertFalse(result.output.contains("warning:"), result.output)
        let files = try contents(deb)
        for path in ["/usr/lib/tool/Tool", "/usr/bin/tool -> ../lib/tool/Tool",
                     "/usr/lib/tool/Fixture_ToolKit.resources -> ../../share/tool/Fixture_ToolKit.resources",
                     "/usr/share/tool/Fixture_ToolKit.resources/Assets.xcassets/AppIcon.appiconset/Contents.json",
                     "/usr/share/applications/org.example.FixtureTool.desktop",
                     "/usr/share/metainfo/org.example.FixtureTool.metainfo.xml",
                     "/usr/share/doc/tool/copyright", "/usr/share/doc/tool/changelog.gz", "/usr/share/man/man1/tool.1.gz"] {
            XCTAssertTrue(files.contains(path), "\(path) is not in \(files)")
        }
        XCTAssertFalse(files.contains { $0.contains("Fixture_Other") }, "a bundle the app does not use is left out: \(files)")

        // The icons: the set's sizes, 48 drawn from the largest, and 1024 pixels as 512 at 2x; each as large as its folder says.
        let root = try extract(deb)
        let icons = files.filter { $0.hasPrefix("/usr/share/icons/") }
        XCTAssertEqual(Set(icons), Set(["16x16", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512", "512x512@2"]
            .map { "/usr/share/icons/hicolor/\($0)/apps/org.example.FixtureTool.png" }))
        for icon in icons {
            let folder = icon.split(separator: "/")[4]
            let side = Int(folder.split(separator: "x")[0])! * (folder.hasSuffix("@2") ? 2 : 1)
            XCTAssertEqual(try pngSize(root.appendingPathComponent(icon)), [side, side], icon)
        }
        // The resource bundle is reached from the executable's folder, where Bundle.module looks.
        let bundle = root.appendingPathComponent("usr/lib/tool/Fixture_ToolKit.resources/Assets.xcassets/AppIcon.appiconset/icon_16x16.png")
        XCTAssertEqual(try pngSize(bundle), [16, 16])

        let desktop = try String(contentsOf: root.appendingPathComponent("usr/share/applications/org.example.FixtureTool.desktop"), encoding: .utf8)
        for line in ["Name=Fixture Tool", "Comment=Does nothing, packaged", "Exec=tool %F", "Icon=org.example.FixtureTool",
                     "Categories=Utility;", "MimeType=text/plain;", "StartupWMClass=Tool", "Terminal=false"] {
            XCTAssertTrue(desktop.split(separator: "\n").contains(Substring(line)), "\(line) is not in\n\(desktop)")
        }
        let metainfo = try String(contentsOf: root.appendingPathComponent("usr/share/metainfo/org.example.FixtureTool.metainfo.xml"), encoding: .utf8)
        for element in ["<id>org.example.FixtureTool</id>", "<project_license>MIT</project_license>",
                        "<launchable type=\"desktop-id\">org.example.FixtureTool.desktop</launchable>",
                        "<binary>tool</binary>", "<release version=\"1.2.3\"", "<p>Second paragraph.</p>",
                        "<url type=\"homepage\">https://example.org/tool</url>"] {
            XCTAssertTrue(metainfo.contains(element), "\(element) is not in\n\(metainfo)")
        }
        let copyright = try String(contentsOf: root.appendingPathComponent("usr/share/doc/tool/copyright"), encoding: .utf8)
        XCTAssertTrue(copyright.contains("Copyright: \(Calendar.current.component(.year, from: Date())) Ada Lovelace"), copyright)
        XCTAssertTrue(copyright.contains("License: Expat\n Permission is hereby granted"), copyright)

        // The Flatpak manifest (not built here) installs the same files, which lie beside it.
        let flatpak = deb.deletingLastPathComponent().appendingPathComponent("flatpak")
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: flatpak.appendingPathComponent("org.example.FixtureTool.json"))) as? [String: Any])
        XCTAssertEqual(manifest["app-id"] as? String, "org.example.FixtureTool")
        XCTAssertEqual(manifest["command"] as? String, "tool")
        let commands = ((manifest["modules"] as? [[String: Any]])?.first?["build-commands"] as? [String]) ?? []
        XCTAssertTrue(commands.contains("install -Dm755 Tool /app/lib/tool/Tool"), "\(commands)")
        XCTAssertTrue(commands.contains { $0.contains("cp -r Fixture_ToolKit.resources /app/lib/tool/") }, "\(commands)")
        for file in ["Tool", "Fixture_ToolKit.resources/Assets.xcassets/Contents.json", "org.example.FixtureTool.desktop",
                     "org.example.FixtureTool.metainfo.xml", "icons/hicolor/128x128/apps/org.example.FixtureTool.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: flatpak.appendingPathComponent("files/" + file).path), file)
        }
    }

    func testTheControlFileDeclaresTheLibrariesAndTheFonts() throws {
        let package = try fixture(settings: settings)
        let result = try packageApp(package, "Tool")
        let deb = try XCTUnwrap(result.deb, result.output)
        let fields = try dpkgDeb(["-f", deb.path])
        func field(_ name: String) -> String? {
            fields.split(separator: "\n").first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) }
        }
        XCTAssertEqual(field("Package"), "tool")
        XCTAssertEqual(field("Version"), "1.2.3")
        XCTAssertEqual(field("Maintainer"), "Ada Lovelace <ada@example.org>")
        XCTAssertEqual(field("Section"), "utils")
        XCTAssertEqual(field("Homepage"), "https://example.org/tool")
        // /bin/true needs libc, found by dpkg-shlibdeps with its version; Atelier's fonts follow.
        let depends = try XCTUnwrap(field("Depends")).components(separatedBy: ", ")
        XCTAssertTrue(depends.first?.hasPrefix("libc6 (>= ") == true, "\(depends)")
        XCTAssertEqual(Array(depends.dropFirst()), ["fonts-inter", "fonts-material-design-icons-iconfont"])
        XCTAssertEqual(field("Recommends"), "fonts-noto-cjk, fonts-noto-color-emoji")
        XCTAssertGreaterThan(Int(field("Installed-Size") ?? "") ?? 0, 0)
        // The summary, then the paragraphs folded at 78 columns with " ." between them.
        let description = fields.components(separatedBy: "Description: ").last ?? ""
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.first, "Does nothing, packaged")
        XCTAssertEqual(lines.filter { $0 == " ." }.count, 1, description)
        XCTAssertEqual(lines.last, " Second paragraph.")
        XCTAssertGreaterThan(lines.count, 4, "the first paragraph is folded: \(description)")
    }

    func testDefaultsNameThePackageAfterTheProduct() throws {
        let package = try fixture(settings: #"{ "maintainer": "Ada Lovelace <ada@example.org>" }"#)
        let result = try packageApp(package, "Tool")
        XCTAssertEqual(result.status, 0, result.output)
        let deb = try XCTUnwrap(result.deb, result.output)
        XCTAssertEqual(deb.lastPathComponent, "tool_0.1.0_\(try architecture()).deb")
        let files = try contents(deb)
        XCTAssertTrue(files.contains("/usr/share/applications/org.example.Tool.desktop"), "\(files)")
        let copyright = try String(contentsOf: try extract(deb).appendingPathComponent("usr/share/doc/tool/copyright"), encoding: .utf8)
        XCTAssertTrue(copyright.contains("License: proprietary\n All rights reserved."), "no licence given, none granted: \(copyright)")
    }

    func testAnIconGivenAsSVGGoesToScalableInPlaceOfTheAppIconSet() throws {
        let package = try fixture(settings: settings)
        try write(##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#34C759"/></svg>"##,
                  to: package.appendingPathComponent("icon.svg"))
        let result = try packageApp(package, "Tool", ["--icon", package.appendingPathComponent("icon.svg").path])
        XCTAssertEqual(result.status, 0, result.output)
        let files = try contents(try XCTUnwrap(result.deb, result.output))
        XCTAssertEqual(files.filter { $0.hasPrefix("/usr/share/icons/") }, ["/usr/share/icons/hicolor/scalable/apps/org.example.FixtureTool.svg"])

        try write("<html>not an icon</html>", to: package.appendingPathComponent("icon.svg"))
        let html = try packageApp(package, "Tool", ["--icon", package.appendingPathComponent("icon.svg").path])
        XCTAssertEqual(html.status, 1, html.output)
        XCTAssertTrue(html.output.contains("is XML but not SVG (its root is <html>)"), html.output)
    }

    // MARK: Bad input

    func testWithoutAnAppIconADrawnIconIsPackagedWithOneWarning() throws {
        let package = try fixture(appIcon: false, settings: settings)
        let result = try packageApp(package, "Tool")
        XCTAssertEqual(result.status, 0, result.output)
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, 1, result.output)
        XCTAssertTrue(warnings.first?.contains("no AppIcon.appiconset") == true, result.output)
        let deb = try XCTUnwrap(result.deb, result.output)
        let root = try extract(deb)
        XCTAssertEqual(try pngSize(root.appendingPathComponent("usr/share/icons/hicolor/256x256/apps/org.example.FixtureTool.png")), [256, 256])
    }

    func testACorruptAppIconStopsPackagingWithAClearMessage() throws {
        let package = try fixture(settings: settings)
        let icon = package.appendingPathComponent("Sources/ToolKit/Assets.xcassets/AppIcon.appiconset/icon_128x128.png")
        let original = try Data(contentsOf: icon)
        var data = original
        data[data.count / 2] ^= 0xFF  // a byte of the image data: its chunk's checksum no longer matches
        try data.write(to: icon)
        let result = try packageApp(package, "Tool")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertNil(result.deb)
        XCTAssertTrue(result.output.contains("error: the icon \(icon.path) is a damaged PNG: the checksum of its IDAT chunk"), result.output)

        // Cut inside the image data (the last chunk, IEND, is 12 bytes).
        try original.prefix(original.count - 30).write(to: icon)
        let cut = try packageApp(package, "Tool")
        XCTAssertEqual(cut.status, 1, cut.output)
        XCTAssertTrue(cut.output.contains("\(icon.path) is a damaged PNG: its IDAT chunk is cut off"), cut.output)

        try Data("not a picture".utf8).write(to: icon)
        let text = try packageApp(package, "Tool")
        XCTAssertTrue(text.output.contains("\(icon.path) is not a PNG file"), text.output)
    }

    func testAMissingProductIsNamedWithTheExecutablesThere() throws {
        let package = try fixture(settings: settings)
        let result = try packageApp(package, "Nope")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("error: Fixture has no executable product named Nope (its executables: Other, Tool)"), result.output)
        XCTAssertNil(result.deb)
    }

    func testAnExecutableThatLoadsTheSwiftRuntimeIsRefused() throws {
        let package = try fixture(settings: settings)
        // This test bundle links the toolchain's XCTest and Foundation dynamically, as an app built without
        // --static-swift-stdlib links the runtime.
        let dynamic = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let tool = try releaseFolder(package).appendingPathComponent("Tool")
        try FileManager.default.removeItem(at: tool)
        try FileManager.default.createSymbolicLink(at: tool, withDestinationURL: dynamic)
        let result = try packageApp(package, "Tool")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("from the Swift toolchain: the runtime was not linked statically"), result.output)
        XCTAssertTrue(result.output.contains("libXCTest.so"), result.output)
    }

    func testBadSettingsAreRefusedWithTheirReason() throws {
        let broken = try fixture(settings: "{ \"name\": \"Tool\",\n  \"version\": }")
        let json = try packageApp(broken, "Tool")
        XCTAssertEqual(json.status, 1, json.output)
        XCTAssertTrue(json.output.contains("atelier-app.json is not valid JSON: Expecting value at line 2, column 14"), json.output)

        let id = try fixture(settings: #"{ "id": "tool", "maintainer": "Ada Lovelace <ada@example.org>" }"#)
        let badID = try packageApp(id, "Tool")
        XCTAssertEqual(badID.status, 1, badID.output)
        XCTAssertTrue(badID.output.contains("\"tool\" is not an app id"), badID.output)

        let maintainer = try fixture(settings: #"{ "maintainer": "Ada" }"#)
        let badMaintainer = try packageApp(maintainer, "Tool")
        XCTAssertEqual(badMaintainer.status, 1, badMaintainer.output)
        XCTAssertTrue(badMaintainer.output.contains("\"maintainer\" must read \"Full Name <address@example.org>\""), badMaintainer.output)

        let typo = try fixture(settings: #"{ "maintainer": "Ada Lovelace <ada@example.org>", "sumary": "x" }"#)
        let unknown = try packageApp(typo, "Tool")
        XCTAssertEqual(unknown.status, 0, unknown.output)
        XCTAssertEqual(unknown.output.split(separator: "\n").filter { $0.contains("warning:") }.count, 1, unknown.output)
        XCTAssertTrue(unknown.output.contains("unknown keys ignored: sumary"), unknown.output)
    }

    private func architecture() throws -> String {
        try runProcess(URL(fileURLWithPath: "/usr/bin/dpkg"), ["--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
