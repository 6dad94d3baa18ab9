// Renders every gallery screen to OUT/<name>.png and writes OUT/index.html showing them.
import Atelier

@MainActor func renderGallery(to folder: String) -> Int32 {
    let out = URL(fileURLWithPath: folder, isDirectory: true)
    try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    var html = "<!doctype html><meta charset=utf-8><title>Atelier gallery</title>"
        + "<style>body{font-family:sans-serif;background:#f2f2f7}figure{display:inline-block;margin:12px;background:#fff;padding:8px}</style>"
        + "<h1>Atelier gallery</h1>\n"
    var failures = 0
    for screen in GalleryScreens.all {
        let renderer = ImageRenderer(content: screen.view.frame(width: screen.size.width, height: screen.size.height).background(Color.white))
        renderer.scale = 2
        guard let png = renderer.pngData() else {
            print("gallery: \(screen.name) rendered nothing")
            failures += 1
            continue
        }
        let file = out.appendingPathComponent("\(screen.name).png")
        do { try png.write(to: file) } catch { print("gallery: cannot write \(file.path): \(error)"); failures += 1; continue }
        html += "<figure><img src=\"\(screen.name).png\" width=\(Int(screen.size.width))><figcaption>\(screen.title)</figcaption></figure>\n"
        print("gallery: wrote \(file.path)")
    }
    try? html.write(to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    print("gallery: \(GalleryScreens.all.count - failures) screens in \(out.path)/index.html")
    return failures == 0 ? 0 : 1
}

let folder = CommandLine.arguments.dropFirst().first ?? "gallery"
exit(MainActor.assumeIsolated { renderGallery(to: folder) })
