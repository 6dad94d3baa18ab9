import Foundation

extension GraphicsContext {
    /// A colour or pattern that you can use to outline or fill a path, with points in the context's user space.
    public struct Shading {
        enum Kind {
            case color(Color)
            /// Paint already resolved against an environment (by `GraphicsContext.resolve(_:)`).
            case resolved(ResolvedPaint)
            case style(AnyShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            case tiledImage(any TiledShadingSource, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
        }
        let kind: Kind

        /// A shading that fills with a colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A shading that fills with a colour given by its components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A shading that fills with a shade of grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shading that fills with a shape style; a gradient's unit points span the filled path's bounds.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// A shading that fills with the foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A shading that fills with a linear gradient between two points of user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A shading that fills with a radial gradient around a centre of user space.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A shading that fills with a conic gradient: a full turn around `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle, options: options))
        }

        /// The paint for a path with these bounds (in user space); nil draws nothing.
        func paint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint? {
            switch kind {
            case .color(let color):
                return .color(color.resolvedColor(in: environment))
            case .resolved(let paint):
                return paint
            case .style(let style):
                return resolvePaint(style, in: ShapeStyleContext(environment: environment, bounds: bounds.isNull ? .zero : bounds))
            case .foreground:
                return resolvePaint(ForegroundStyle(), in: ShapeStyleContext(environment: environment, bounds: bounds.isNull ? .zero : bounds))
            case let .linear(gradient, start, end, options):
                Self.checkOptions(options)
                guard start.isFinite, end.isFinite else { return Self.badGeometry() }
                return gradient.paint(in: environment) { .linearGradient($0, start: start, end: end) }
            case let .radial(gradient, center, r0, r1, options):
                Self.checkOptions(options)
                guard center.isFinite else { return Self.badGeometry() }
                let a = r0.isFinite ? max(r0, 0) : 0, b = r1.isFinite ? max(r1, 0) : 0
                return gradient.paint(in: environment) { .radialGradient($0, center: center, startRadius: a, endRadius: b) }
            case let .conic(gradient, center, angle, options):
                Self.checkOptions(options)
                guard center.isFinite else { return Self.badGeometry() }
                let a0 = angle.radians.isFinite ? angle.radians : 0
                return gradient.paint(in: environment) { .angularGradient($0, center: center, startAngle: a0, endAngle: a0 + 2 * .pi) }
            case let .tiledImage(image, origin, sourceRect, scale):
                guard let loaded = image.loadTile() else { return nil }
                let s = scale.isFinite && scale > 0 ? scale : 1
                let unit = sourceRect.isFinite && sourceRect.width > 0 && sourceRect.height > 0 ? sourceRect
                    : CGRect(x: 0, y: 0, width: 1, height: 1)
                let tile = CGRect(x: origin.x.finiteOrZero, y: origin.y.finiteOrZero,
                                  width: loaded.size.width * unit.width * s, height: loaded.size.height * unit.height * s)
                return .image(loaded, tile: tile, sourceRect: unit)
            }
        }

        private static func checkOptions(_ options: GradientOptions) {
            guard !options.isEmpty else { return }
            Diagnostics.warn("GraphicsContext.GradientOptions \(options.rawValue) (repeat, mirror, linearColor) are not drawn; the gradient extends its end colours",
                             key: "canvas-gradient-options")
        }

        private static func badGeometry() -> ResolvedPaint? {
            Diagnostics.warn("a GraphicsContext gradient was given a non-finite point; it draws nothing", key: "canvas-gradient-nan")
            return nil
        }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw value's bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that repeats the gradient outside its nominal range.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// An option that repeats the gradient outside its nominal range, reflecting every other instance.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// An option that interpolates between colors in a linear color space.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// Returns a version of a shading resolved with the current values of the graphics context's environment.
    public func resolve(_ shading: Shading) -> Shading {
        switch shading.kind {
        case .color, .foreground:
            // A colour does not depend on the path it fills; a style with unit points stays relative to it.
            guard let paint = shading.paint(in: environment, bounds: .zero) else { return shading }
            return Shading(kind: .resolved(paint))
        default:
            return shading
        }
    }
}

/// What a tiled-image shading tiles: an image the layer of images decodes when the shading is drawn (the
/// Text and images layer makes `Image` one, and declares `Shading.tiledImage(_:)`).
protocol TiledShadingSource {
    /// The decoded image, or nil (with a warning where a developer would want one) when it draws nothing.
    func loadTile() -> LoadedImage?
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether the origin and size are finite.
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
