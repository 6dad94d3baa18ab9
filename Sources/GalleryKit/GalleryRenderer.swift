import Atelier

/// Writes every gallery screen to `<folder>/<name>.png` (at 2x unless told; `<name>-dark.png` in the dark scheme)
/// and an `index.html` showing them.
@MainActor public enum GalleryRenderer {
    /// Renders the screens in a colour scheme at `scale` pixels per point (3 for an iPhone's @3x); returns how many
    /// failed to render or write.
    public static func writeAll(to folder: String, colorScheme: ColorScheme = .light, scale: CGFloat = 2) -> Int {
        let dark = colorScheme == .dark
        let suffix = dark ? "-dark" : ""
        let out = URL(fileURLWithPath: folder, isDirectory: true)
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var html = "<!doctype html><meta charset=utf-8><title>Atelier gallery</title>"
            + "<style>body{font-family:sans-serif;background:#f2f2f7}figure{display:inline-block;margin:12px;background:#fff;padding:8px;vertical-align:top}</style>"
            + "<h1>Atelier gallery</h1>\n"
        var failures = 0
        for screen in GalleryScreens.all {
            let renderer = ImageRenderer(content: screen.view.frame(width: screen.size.width, height: screen.size.height)
                .background(dark ? Color.black : Color.white).environment(\.colorScheme, colorScheme))
            renderer.scale = scale
            guard let png = renderer.pngData() else {
                print("gallery: \(screen.name) rendered nothing")
                failures += 1
                continue
            }
            let file = out.appendingPathComponent("\(screen.name)\(suffix).png")
            do { try png.write(to: file) } catch { print("gallery: cannot write \(file.path): \(error)"); failures += 1; continue }
            html += "<figure><img src=\"\(screen.name)\(suffix).png\" width=\(Int(screen.size.width))><figcaption>\(screen.title)</figcaption></figure>\n"
            print("gallery: wrote \(file.path)")
        }
        try? html.write(to: out.appendingPathComponent("index\(suffix).html"), atomically: true, encoding: .utf8)
        print("gallery: \(GalleryScreens.all.count - failures) screens in \(out.path)/index\(suffix).html")
        return failures
    }
}
