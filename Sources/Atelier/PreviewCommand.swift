import Foundation
@_spi(Backend) import AtelierCore

/// The preview command of a package: renders every preview linked into the program (each `#Preview` and
/// `PreviewProvider` of the modules it imports) to PNG at 2x, and with `--watch` again after a source changes.
///
/// A package's preview target is a `main.swift` that imports its modules and calls `PreviewCommand.main()`;
/// `atelier-preview` is this repository's, for the gallery. Arguments: `[FOLDER] [--watch]` (FOLDER: previews).
@MainActor public enum PreviewCommand {
    /// Renders the previews into the folder the arguments name and exits: status 0 when every one was written.
    /// With `--watch` it keeps running, rebuilding itself and starting again when a file under `Sources/` changes.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let watch = arguments.contains("--watch")
        let folder = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? "previews", isDirectory: true)
        let failures = renderAll(into: folder)
        guard watch else { exit(failures == 0 ? 0 : 1) }
        print("\(name): watching Sources/ for changes (Ctrl-C to stop)")
        let started = newestSourceDate()
        while true {
            // Polling once a second is the simplest watch that needs no inotify binding; it only runs in --watch.
            Thread.sleep(forTimeInterval: 1)
            fflush(nil)
            if newestSourceDate() > started {
                print("\(name): a source file changed; rebuilding")
                rebuildAndRestart()
            }
        }
    }

    /// The program's name, which is also its product's: `atelier-preview`, or a package's preview target.
    private static var name: String { ProcessInfo.processInfo.processName }

    /// Renders the catalogue into `folder`; returns how many previews failed.
    static func renderAll(into folder: URL) -> Int {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let previews = PreviewCatalog.all()
        var failures = 0, usedNames: Set<String> = []
        for preview in previews {
            let view = preview.makeView()
            let renderer: ImageRenderer<AnyView>
            if let size = preview.size {
                renderer = ImageRenderer(content: AnyView(view.frame(width: size.width, height: size.height).background(Color.white)))
            } else {
                renderer = ImageRenderer(content: AnyView(view.background(Color.white)))
            }
            renderer.scale = 2
            var name = String(preview.title.map { $0.isLetter || $0.isNumber ? $0 : "-" })
            while name.contains("--") { name = name.replacingOccurrences(of: "--", with: "-") }
            name = name.trimmingCharacters(in: CharacterSet(charactersIn: "-")).lowercased()
            if name.isEmpty { name = "preview" }
            var unique = name, n = 2
            while usedNames.contains(unique) { unique = "\(name)-\(n)"; n += 1 }
            usedNames.insert(unique)
            let file = folder.appendingPathComponent(unique + ".png")
            guard let png = renderer.pngData(), (try? png.write(to: file)) != nil else {
                print("\(Self.name): \(preview.title) (\(preview.fileID):\(preview.line)) could not be written to \(file.path)")
                failures += 1
                continue
            }
            print("\(Self.name): \(preview.title) -> \(file.path)")
        }
        print("\(name): \(previews.count - failures) of \(previews.count) previews in \(folder.path)")
        return failures
    }

    /// The newest modification time of a Swift file under `Sources/`.
    private static func newestSourceDate() -> Date {
        var newest = Date.distantPast
        let sources = URL(fileURLWithPath: "Sources", isDirectory: true)
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.contentModificationDateKey]) else { return newest }
        for case let url as URL in walker where url.pathExtension == "swift" {
            if let date = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate, date > newest { newest = date }
        }
        return newest
    }

    /// Rebuilds this command's product and runs the new build in place of this process, with the same arguments.
    private static func rebuildAndRestart() {
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", name]
        do { try build.run() } catch { print("\(name): cannot run swift build: \(error)"); return }
        build.waitUntilExit()
        guard build.terminationStatus == 0 else { print("\(name): the build failed; waiting for the next change"); return }
        // What this process printed is flushed first: execv drops a buffer still full.
        fflush(nil)
        var argv = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(CommandLine.arguments[0], &argv)
        print("\(name): cannot restart: \(String(cString: strerror(errno)))")
    }
}
