import Foundation

extension GraphicsContext {
    /// An image resolved to a particular environment: decoded by the image loader the Image view uses, or a
    /// symbol's glyph laid out by the text engine.
    public struct ResolvedImage {
        enum Content {
            case named(LoadedImage)
            case symbol(SymbolArtwork)
            /// A missing image or unknown symbol (already warned about): it draws nothing.
            case missing
        }
        let image: Image
        let content: Content

        /// The size of the image, in points (zero for a missing one).
        public var size: CGSize {
            switch content {
            case .named(let loaded): return loaded.size
            case .symbol(let art): return CGSize(width: art.box, height: art.height)
            case .missing: return .zero
            }
        }

        /// The distance from the top of the image to its baseline: a symbol's sits below the capitals' middle.
        public var baseline: CGFloat {
            switch content {
            case .symbol(let art): return art.height / 2 + art.textSize * SymbolMetrics.capHalfHeight
            default: return size.height
            }
        }

        /// The shading a template image or a symbol is filled with; nil for an image drawn in its own colours.
        public var shading: Shading?

        init(_ image: Image, environment: EnvironmentValues) {
            self.image = image
            switch image.source {
            case let .named(name, bundlePath):
                let found = NamedImages.image(named: name, bundlePath: bundlePath, displayScale: environment.displayScale,
                                              colorScheme: environment.colorScheme, contrast: environment.colorSchemeContrast)
                content = found.map { .named($0.image) } ?? .missing
                let mode = image.renderingModeValue ?? image.intrinsicRenderingMode ?? found?.renderingIntent
                shading = mode == .template ? .foreground : nil
            case .decoded(let decoded, _):
                content = .named(decoded)
                shading = (image.renderingModeValue ?? image.intrinsicRenderingMode) == .template ? .foreground : nil
            case .system(let name):
                content = ImageNode.symbolGlyph(named: name, in: environment).map { .symbol($0) } ?? .missing
                shading = .foreground
            }
        }
    }

    /// Gets a version of an image that's fixed with the current values of the graphics context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image, environment: environment) }

    /// Draws a resolved image into the context, scaled into the rectangle.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawImage(image, in: rect, resizable: true)
    }

    /// Draws a resolved image at its own size, aligning an anchor within it to a point.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        drawImage(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                    width: size.width, height: size.height), resizable: false)
    }

    /// Draws an image into the context, scaled into the rectangle.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its own size, aligning an anchor within it to a point.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    private func drawImage(_ image: ResolvedImage, in rect: CGRect, resizable: Bool) {
        guard rect.isFinite else { return Self.warnBadRect(rect, "draw(_:in:) of an image") }
        guard rect.width > 0, rect.height > 0 else { return }
        let paint = image.shading?.paint(in: environment, bounds: rect)
        var list = DisplayList()
        switch image.content {
        case .missing:
            return
        case .named(let loaded):
            if image.shading != nil, paint == nil { return }
            // Drawn stretched whole (or in its nine slices) into the rectangle, as a resizable Image view.
            var resizable = image.image
            resizable.isResizable = true
            ImageNode.renderNamed(loaded, image: resizable, tint: paint, in: rect, into: &list)
        case .symbol(let art):
            guard let paint else { return }
            ImageNode.renderSymbol(art, paint: paint, resizable: resizable, in: rect, into: &list)
        }
        record(list)
    }
}

extension GraphicsContext.Shading {
    /// A shading that fills with a tiled image: one copy of `sourceRect` (unit coordinates of the image)
    /// at `origin`, `scale` times the image's size.
    public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                  sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Self {
        Self(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
    }
}

extension Image: TiledShadingSource {
    /// A named image decoded for tiling; a symbol tiles nothing (with one warning).
    nonisolated func loadTile() -> LoadedImage? {
        if case .decoded(let decoded, _) = source { return decoded }
        // The sharpest of the image's scales: a tile may be drawn at any size.
        guard case .named(let name, let bundlePath) = source,
              let loaded = NamedImages.image(named: name, bundlePath: bundlePath, displayScale: 3)?.image else {
            if case .system(let name) = source {
                Diagnostics.warn("GraphicsContext.Shading.tiledImage draws named images; the symbol '\(name)' tiles nothing",
                                 key: "canvas-tiled-symbol")
            }
            return nil
        }
        return loaded
    }
}
