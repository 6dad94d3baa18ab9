import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Renders a view to an image, headless: PNG, PDF or SVG data.
@MainActor public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point; 1 by default. The content sees it as its `displayScale`, and is laid out on its pixel grid.
    public var scale: CGFloat = 1
    /// The size proposed to the view; unspecified dimensions use its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the image has no alpha channel (transparent areas become white).
    public var isOpaque = false

    /// Creates a renderer for a view.
    public init(content view: Content) {
        CairoBackend.install()
        content = view
    }

    /// The graph of the content, kept between renders so that a render after a change draws only what
    /// changed, and the surface of the last PNG with its settings, painted again only where damaged.
    private var graph: ViewGraph?
    private var surface: (raster: RasterSurface, opaque: Bool)?

    /// Lays the view out and returns its display list and size in points.
    private func renderList() -> (DisplayList, CGSize) {
        let graph: ViewGraph
        if let kept = self.graph {
            graph = kept
            graph.replaceRootView(content)
        } else {
            graph = ViewGraph(root: content)
            self.graph = graph
        }
        let scale = validScale
        if graph.environment.displayScale != scale {
            var environment = graph.environment
            environment.displayScale = scale
            graph.environment = environment
        }
        var size = graph.sizeThatFits(proposedSize)
        if !(size.width.isFinite && size.height.isFinite) {
            Diagnostics.warn("ImageRenderer: the view's size is not finite for the proposal; infinite dimensions are drawn as 0",
                             key: "image-renderer-infinite")
            size = CGSize(width: size.width.finiteOrZero, height: size.height.finiteOrZero)
        }
        return (graph.render(size: size), size)
    }

    /// The view as PNG data at `scale`, or nil when it has no area. Atelier's addition (SwiftUI renders to
    /// `uiImage`/`cgImage`), which gives way to a program's own `pngData()` on ImageRenderer.
    @_disfavoredOverload
    public func pngData() -> Data? {
        let (list, size) = renderList()
        let damage = graph?.takeDamage() ?? .full
        let scale = validScale
        guard let pixels = RasterSurface.pixelSize(of: size, scale: scale) else { return nil }
        let background = isOpaque ? RGBAColor.white : RGBAColor.clear
        // The last image's surface, when it has the same pixels and background, is painted again where damaged.
        if let kept = surface, kept.opaque == isOpaque, kept.raster.scale == scale,
           (kept.raster.pixelWidth, kept.raster.pixelHeight) == (min(pixels.width, RasterSurface.maximumSide), min(pixels.height, RasterSurface.maximumSide)) {
            let rects = damage.pixelRects(scale: scale, width: kept.raster.pixelWidth, height: kept.raster.pixelHeight)
            kept.raster.repaint(list, in: rects, background: background)
            return kept.raster.pngData()
        }
        guard let fresh = RasterSurface(size: size, scale: scale) else { return nil }
        fresh.repaint(list, in: nil, background: background)
        surface = (fresh, isOpaque)
        return fresh.pngData()
    }

    /// The view as a one-page PDF document, in points (Atelier's addition, giving way to a program's own).
    @_disfavoredOverload
    public func pdfData() -> Data? {
        let (list, size) = renderList()
        return VectorDocument.pdfData(list, size: size)
    }

    /// The view as an SVG document, in points (Atelier's addition, giving way to a program's own).
    @_disfavoredOverload
    public func svgData() -> Data? {
        let (list, size) = renderList()
        return VectorDocument.svgData(list, size: size)
    }

    private var validScale: CGFloat {
        guard scale.isFinite, scale > 0 else {
            Diagnostics.warn("ImageRenderer.scale must be a positive number; \(scale) is treated as 1", key: "image-renderer-scale")
            return 1
        }
        return scale
    }
}

private extension CGFloat {
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
