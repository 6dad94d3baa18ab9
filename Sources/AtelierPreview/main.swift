// atelier-preview: renders every preview linked into it (each #Preview and PreviewProvider of the
// modules it depends on; here the gallery's) to PNG at 2x, and with --watch renders again after a
// source file changes, rebuilding itself first.
//   swift run atelier-preview [FOLDER] [--watch]      (FOLDER defaults to ./previews)
@_spi(Backend) import Atelier
import GalleryKit

/// Renders the catalogue into `folder`; returns how many previews failed.
@MainActor func renderAll(into folder: URL) -> Int {
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
            print("atelier-preview: \(preview.title) (\(preview.fileID):\(preview.line)) could not be written to \(file.path)")
            failures += 1
            continue
        }
        print("atelier-preview: \(preview.title) -> \(file.path)")
    }
    print("atelier-preview: \(previews.count - failures) of \(previews.count) previews in \(folder.path)")
    return failures
}

/// The newest modification time of a Swift file under `Sources/`.
func newestSourceDate() -> Date {
    var newest = Date.distantPast
    let sources = URL(fileURLWithPath: "Sources", isDirectory: true)
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.contentModificationDateKey]) else { return newest }
    for case let url as URL in walker where url.pathExtension == "swift" {
        if let date = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate, date > newest { newest = date }
    }
    return newest
}

/// Rebuilds this command and runs the new build in place of this process, with the same arguments.
func rebuildAndRestart() {
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = ["swift", "build", "--product", "atelier-preview"]
    do { try build.run() } catch { print("atelier-preview: cannot run swift build: \(error)"); return }
    build.waitUntilExit()
    guard build.terminationStatus == 0 else { print("atelier-preview: the build failed; waiting for the next change"); return }
    // What this process printed is flushed first: execv drops a buffer still full.
    fflush(nil)
    let arguments = CommandLine.arguments
    var argv = arguments.map { strdup($0) } + [nil]
    execv(CommandLine.arguments[0], &argv)
    print("atelier-preview: cannot restart: \(String(cString: strerror(errno)))")
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let watch = arguments.contains("--watch")
    let folder = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? "previews", isDirectory: true)
    let failures = renderAll(into: folder)
    guard watch else { exit(failures == 0 ? 0 : 1) }
    print("atelier-preview: watching Sources/ for changes (Ctrl-C to stop)")
    let started = newestSourceDate()
    while true {
        Thread.sleep(forTimeInterval: 1)
        fflush(nil)
        if newestSourceDate() > started {
            print("atelier-preview: a source file changed; rebuilding")
            rebuildAndRestart()
        }
    }
}
