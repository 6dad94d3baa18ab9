import Foundation
import Atelier
import AtelierTesting
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo

/// A view drawn by `ImageRenderer` at a display scale (its PNG, and the environment's `displayScale` as a window
/// at that scale sets it), decoded again to read its pixels.
@MainActor struct RenderedPNG {
    let surface: RasterSurface
    let png: Data

    init?<V: View>(_ view: V, scale: CGFloat = 1, save name: String? = nil) {
        let renderer = ImageRenderer(content: view.environment(\.displayScale, scale))
        renderer.scale = scale
        renderer.isOpaque = true
        guard let png = renderer.pngData(), let loaded = CairoImageLoader.loadImage(data: png) else { return nil }
        let surface = RasterSurface(pixelWidth: loaded.pixelWidth, pixelHeight: loaded.pixelHeight)
        surface.clear(.white)
        surface.draw(DisplayList([.image(loaded, rect: CGRect(x: 0, y: 0, width: loaded.pixelWidth, height: loaded.pixelHeight),
                                         interpolation: .none, tint: nil)]))
        self.surface = surface
        self.png = png
        if let name, let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] {
            FileManager.default.createFile(atPath: dir + "/" + name + ".png", contents: png)
        }
    }

    /// Size in pixels.
    var pixelSize: CGSize { CGSize(width: surface.pixelWidth, height: surface.pixelHeight) }

    /// The pixel at (`x`, `y`), in pixels.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        let p = surface.pixel(x: x, y: y)
        return RGBA(r: p.red, g: p.green, b: p.blue, a: p.alpha)
    }
}
