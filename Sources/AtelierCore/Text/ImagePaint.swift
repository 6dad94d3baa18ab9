import Foundation

/// A shape style that fills a shape by repeating a region of an image.
public struct ImagePaint: ShapeStyle, PaintProvider {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while it is drawn.
    public var scale: CGFloat

    /// Creates a shape-filling shape style; one copy of `sourceRect` (in the image's unit space) is the tile repeated from the shape's origin.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        guard let loaded = loadImage(in: context.environment) else { return nil }
        let s = scale.isFinite && scale > 0 ? scale : 1
        let source = sourceRect.standardized
        guard source.width.isFinite, source.height.isFinite, source.width > 0, source.height > 0 else { return nil }
        let tile = CGRect(x: context.bounds.origin.x, y: context.bounds.origin.y,
                          width: loaded.size.width * source.width * s, height: loaded.size.height * source.height * s)
        guard tile.width > 0, tile.height > 0 else { return nil }
        return .image(loaded, tile: tile, sourceRect: source)
    }

    /// Decodes the image through the installed image loader, for the environment's display scale and appearance;
    /// only named (and already decoded) images can be painted with.
    private func loadImage(in environment: EnvironmentValues) -> LoadedImage? {
        switch image.source {
        case .decoded(let decoded, _):
            return decoded
        case .named(let name, let bundlePath):
            return NamedImages.image(named: name, bundlePath: bundlePath, displayScale: environment.displayScale,
                                     colorScheme: environment.colorScheme, contrast: environment.colorSchemeContrast)?.image
        case .system(let name):
            Diagnostics.warn("ImagePaint draws named images only; the symbol '\(name)' paints nothing.",
                key: "imagepaint:symbol:\(name)")
            return nil
        }
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
