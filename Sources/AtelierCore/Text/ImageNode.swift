import Foundation

extension Image: View, PrimitiveView {
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { ImageNode(context: context) }
}

/// How SF Symbols are sized: a box as wide as the font's point size times `boxFactor`, times the image
/// scale's factor, and as tall as the glyph's ink with SF Symbols' margins (`SymbolArtwork.height`). The box
/// was measured on the oracles: two medium body symbols beside "Critical Maps" take about 20 points each
/// (`cm-button-hstack-icons`).
enum SymbolMetrics {
    /// The medium box side over the font's point size.
    static let boxFactor: CGFloat = 1.2
    /// The Material Icons family drawing the symbols.
    static let family = "Material Icons"
    /// Half the cap height of the system font (Inter: 0.727 em), in em: a symbol's centre sits there above the baseline.
    static let capHalfHeight: CGFloat = 0.3635

    static func scaleFactor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.27
        }
    }
}

/// The node of an Image: a named bitmap or vector image decoded by the installed image loader, or an
/// SF Symbol drawn as a Material Icons ligature through the text engine.
@MainActor final class ImageNode: ViewNode, DrawingNode, AlignmentNode, SizingNode {
    private(set) var image: Image?
    private var seenEnvironmentVersion: UInt64 = .max

    /// The decoded named image (nil when missing) and its set's rendering intent, for `loadedKey`.
    private var loaded: NamedImages.Found?
    private var loadedKey: LoadKey?

    /// What picks a named image's file: the name, and the display's scale and appearance.
    private struct LoadKey: Equatable {
        let source: Image.Source
        let scale: CGFloat
        let scheme: ColorScheme
        let contrast: ColorSchemeContrast
    }

    /// A symbol laid out for its font and image scale, until the next update.
    private var symbol: SymbolArtwork?
    private var symbolResolved = false

    override func update(view: any View) {
        guard let newImage = view as? Image else { return }
        guard newImage != image || environment.version != seenEnvironmentVersion else { return }
        image = newImage
        seenEnvironmentVersion = environment.version
        symbolResolved = false
        symbol = nil
        invalidate([.layout, .display])
    }

    // MARK: Sources

    /// The named image, loaded once per source, display scale and appearance (or the image decoded already).
    private var namedImage: LoadedImage? { namedAsset?.image }

    private var namedAsset: NamedImages.Found? {
        guard let image else { return nil }
        if case .decoded(let decoded, _) = image.source { return NamedImages.Found(image: decoded, renderingIntent: nil) }
        guard case .named(let name, let bundlePath) = image.source else { return nil }
        let key = LoadKey(source: image.source, scale: environment.displayScale, scheme: environment.colorScheme,
                          contrast: environment.colorSchemeContrast)
        if loadedKey == key { return loaded }
        loadedKey = key
        loaded = NamedImages.image(named: name, bundlePath: bundlePath, displayScale: key.scale,
                                   colorScheme: key.scheme, contrast: key.contrast)
        return loaded
    }

    /// How the image renders: as set, else as its `UIImage` or its asset says.
    private var renderingMode: Image.TemplateRenderingMode? {
        image?.renderingModeValue ?? image?.intrinsicRenderingMode ?? namedAsset?.renderingIntent
    }

    /// The symbol laid out, or nil for a name that is no SF Symbol.
    private var symbolGlyph: SymbolArtwork? {
        guard let image, case .system(let name) = image.source else { return nil }
        if symbolResolved { return symbol }
        symbolResolved = true
        symbol = Self.symbolGlyph(named: name, in: environment)
        return symbol
    }

    /// A symbol laid out for the environment's font and image scale: nil (with one warning naming it) for a
    /// name that is no SF Symbol; the placeholder (with one warning) for one Atelier has no glyph for.
    nonisolated static func symbolGlyph(named base: String, in environment: EnvironmentValues) -> SymbolArtwork? {
        let name = environment.symbolVariants.name(for: base)
        guard let recipe = SymbolNames.recipe(for: name) else {
            Diagnostics.warn("No symbol named '\(name)' found in system symbol set", key: "symbol:\(name)")
            return nil
        }
        if recipe == .blank {
            Diagnostics.warn("Atelier draws no Apple logo: the symbol '\(name)' keeps its space and draws nothing", key: "symbol:\(name)")
        } else if recipe.isPlaceholder {
            Diagnostics.warn("Atelier has no glyph for the symbol '\(name)' yet; it draws a placeholder (a dashed square with a question mark)",
                             key: "symbol:\(name)")
        }
        let textFont = environment.resolvedTextFont()
        let textSize = textFont.size.isFinite ? max(0, textFont.size) : 0
        let box = textSize * SymbolMetrics.boxFactor * SymbolMetrics.scaleFactor(environment.imageScale)
        return SymbolArtwork(recipe: recipe, box: box, textSize: textSize, weight: textFont.weight)
    }

    /// The image's own size in points (zero when it cannot be drawn).
    private var naturalSize: CGSize {
        guard let image else { return .zero }
        switch image.source {
        case .named, .decoded: return namedImage?.size ?? .zero
        case .system:
            // A resizable symbol's own size is its image bounds (ink and margins), whose aspect `scaledToFit()`
            // keeps; drawn at its natural size it is the box wide and its glyph's height tall.
            guard let glyph = symbolGlyph else { return .zero }
            return image.isResizable ? glyph.bounds.size : CGSize(width: glyph.box, height: glyph.height)
        }
    }

    // MARK: Layout

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard let image, natural != .zero else { return .zero }
        // Like text, a symbol's natural size is rounded up to the pixel grid.
        guard image.isResizable else { return CGSize(width: ceilToPixels(natural.width), height: ceilToPixels(natural.height)) }
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }

    var ownSpacing: ViewSpacing {
        guard let image, case .system = image.source, !image.isResizable else { return ViewSpacing() }
        return .symbolImage
    }

    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        // A symbol sits on the text baseline with its centre at the middle of the capitals.
        guard let image, case .system = image.source, !image.isResizable, let glyph = symbolGlyph else { return nil }
        let b = size.height / 2 + glyph.textSize * SymbolMetrics.capHalfHeight
        return (b, b)
    }

    // MARK: Drawing

    func draw(into list: inout DisplayList) {
        guard let image, frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let context = ShapeStyleContext(environment: environment, bounds: frame)
        switch image.source {
        case .system:
            guard let glyph = symbolGlyph else { return }
            guard let paint = resolvePaint(ForegroundStyle(), in: context) else { return }
            Self.renderSymbol(glyph, paint: paint, resizable: image.isResizable, in: frame, into: &list)
        case .named, .decoded:
            guard let loaded = namedImage else { return }
            let template = renderingMode == .template
            let tint: ResolvedPaint? = template ? resolvePaint(ForegroundStyle(), in: context) : nil
            if template, tint == nil { return }
            Self.renderNamed(loaded, image: image, tint: tint, in: frame, into: &list)
        }
    }

    /// Draws the symbol centred in the frame (its box across, its ink down), or,
    /// when the symbol is resizable, with its image bounds (not its font's em square) stretched to the frame,
    /// as SwiftUI stretches a resizable symbol.
    nonisolated static func renderSymbol(_ glyph: SymbolArtwork, paint: ResolvedPaint,
                             resizable: Bool, in frame: CGRect, into list: inout DisplayList) {
        guard glyph.box > 0 else { return }
        guard resizable else {
            // The box centred across, the ink centred down (a symbol's middle is the capitals' middle).
            let origin = CGPoint(x: frame.midX - glyph.box / 2, y: frame.midY - glyph.inkMidY)
            return glyph.art.items(offset: origin, paint: paint).forEach { list.append($0) }
        }
        let bounds = glyph.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let items = glyph.art.items(offset: .zero, paint: paint)
        let t = CGAffineTransform(translationX: frame.minX, y: frame.minY)
            .scaledBy(x: frame.width / bounds.width, y: frame.height / bounds.height)
            .translatedBy(x: -bounds.minX, y: -bounds.minY)
        list.append(.effect(.transform(t), DisplayList(items)))
    }

    /// Draws a named image into `frame`: stretched whole, or in nine slices by its cap insets, tinted when a template.
    nonisolated static func renderNamed(_ loaded: LoadedImage, image: Image, tint: ResolvedPaint?, in frame: CGRect, into list: inout DisplayList) {
        let natural = loaded.size
        let insets = image.capInsets
        let plain = !image.isResizable
            || (image.resizingModeValue == .stretch && insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0)
        if plain {
            list.append(.image(loaded, rect: frame, interpolation: image.interpolationValue.displayInterpolation, tint: tint))
            return
        }
        // Nine slices: corners keep their size, edges and centre stretch or tile.
        func clamp(_ a: CGFloat, _ b: CGFloat, within total: CGFloat) -> (CGFloat, CGFloat) {
            let a = a.isFinite ? max(0, a) : 0, b = b.isFinite ? max(0, b) : 0
            guard a + b > total, a + b > 0 else { return (a, b) }
            let f = total / (a + b)
            return (a * f, b * f)
        }
        let (sl, sr) = clamp(insets.leading, insets.trailing, within: natural.width)
        let (st, sb) = clamp(insets.top, insets.bottom, within: natural.height)
        let (dl, dr) = clamp(sl, sr, within: frame.width)
        let (dt, db) = clamp(st, sb, within: frame.height)
        let sxs = [0, sl, natural.width - sr, natural.width]
        let sys = [0, st, natural.height - sb, natural.height]
        let dxs = [frame.minX, frame.minX + dl, frame.maxX - dr, frame.maxX]
        let dys = [frame.minY, frame.minY + dt, frame.maxY - db, frame.maxY]
        var slices = DisplayList()
        for row in 0..<3 {
            for col in 0..<3 {
                let source = CGRect(x: sxs[col], y: sys[row], width: sxs[col + 1] - sxs[col], height: sys[row + 1] - sys[row])
                let dest = CGRect(x: dxs[col], y: dys[row], width: dxs[col + 1] - dxs[col], height: dys[row + 1] - dys[row])
                guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else { continue }
                let unit = CGRect(x: source.minX / natural.width, y: source.minY / natural.height,
                                  width: source.width / natural.width, height: source.height / natural.height)
                if image.resizingModeValue == .tile {
                    let tile = CGRect(origin: dest.origin, size: source.size)
                    slices.append(.fill(Path(dest), .image(loaded, tile: tile, sourceRect: unit), FillStyle()))
                } else {
                    let sx = dest.width / source.width, sy = dest.height / source.height
                    let whole = CGRect(x: dest.minX - source.minX * sx, y: dest.minY - source.minY * sy,
                                       width: natural.width * sx, height: natural.height * sy)
                    slices.append(.effect(.clip(Path(dest), FillStyle()),
                                          DisplayList([.image(loaded, rect: whole, interpolation: image.interpolationValue.displayInterpolation, tint: nil)])))
                }
            }
        }
        if let tint {
            list.append(.effect(.mask(slices), DisplayList([.fill(Path(frame), tint, FillStyle())])))
        } else {
            list.append(contentsOf: slices)
        }
    }
}

extension ImageNode: TreeDumpDescribing {
    var treeDumpValues: String {
        switch image?.source {
        case .named(let name, _): return name.debugDescription
        case .system(let name): return "systemName: \(name.debugDescription)"
        case .decoded(let image, _): return "decoded: \(image.pixelWidth)x\(image.pixelHeight)"
        case nil: return ""
        }
    }
}
