import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Renders a view to an image, headless: PNG, PDF or SVG data.
@MainActor public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point; 1 by default.
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

    /// Lays the view out and returns its display list and size in points.
    private func renderList() -> (DisplayList, CGSize) {
        let graph = ViewGraph(root: content)
        var size = graph.sizeThatFits(proposedSize)
        if !(size.width.isFinite && size.height.isFinite) {
            Diagnostics.warn("ImageRenderer: the view's size is not finite for the proposal; infinite dimensions are drawn as 0",
                             key: "image-renderer-infinite")
            size = CGSize(width: size.width.finiteOrZero, height: size.height.finiteOrZero)
        }
        return (graph.render(size: size), size)
    }

    /// The view as PNG data at `scale`, or nil when it has no area.
    public func pngData() -> Data? {
        let (list, size) = renderList()
        guard let surface = RasterSurface(size: size, scale: validScale) else { return nil }
        if isOpaque { surface.clear(RGBAColor.white) }
        surface.draw(list)
        return surface.pngData()
    }

    /// The view as a one-page PDF document, in points.
    public func pdfData() -> Data? {
        let (list, size) = renderList()
        return VectorDocument.pdfData(list, size: size)
    }

    /// The view as an SVG document, in points.
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
