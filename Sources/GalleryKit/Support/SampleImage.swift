import Atelier

/// A small raster image the gallery draws itself (no resources ship with it): written once as a PNG into a
/// folder that serves as the image's bundle.
@MainActor enum SampleImage {
    static let bundle: Bundle? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-gallery-images")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let art = ZStack {
            Color.yellow
            Circle().fill(Color.orange).padding(3)
            Rectangle().fill(Color.blue).frame(width: 6, height: 6)
        }.frame(width: 16, height: 16)
        guard let png = ImageRenderer(content: art).pngData() else { return nil }
        try? png.write(to: folder.appendingPathComponent("sample.png"))
        return Bundle(path: folder.path)
    }()
}
