import Foundation

extension GraphicsContext {
    /// A type that applies image processing operations to rendered content.
    public struct Filter {
        enum Kind {
            case shadow(color: Color, radius: CGFloat, offset: CGSize, blendMode: BlendMode, options: ShadowOptions)
            case blur(radius: CGFloat, options: BlurOptions)
            case colorMatrix([Float])
            case colorMultiply(Color)
            case projection(ProjectionTransform)
        }
        let kind: Kind

        /// A filter that adds a shadow to drawing operations: a blurred copy of their alpha in `color`, offset by x and y.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y), blendMode: blendMode, options: options))
        }

        /// A filter that blurs drawing operations with a Gaussian of the given radius.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, options: options))
        }

        /// A filter that multiplies each colour component by the matching component of a colour.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

        /// A filter that rotates the hue of drawing operations.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .colorMatrix(angle.radians.isFinite ? ColorMatrix.hueRotation(angle) : ColorMatrix.identity))
        }

        /// A filter that adjusts saturation (0 grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(ColorMatrix.saturation(amount))) }

        /// A filter that adds `amount` to each colour component (0 unchanged, 1 white).
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(ColorMatrix.brightness(amount))) }

        /// A filter that adjusts contrast around mid-grey (1 unchanged).
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(ColorMatrix.contrast(amount))) }

        /// A filter that inverts colours by `amount` (1 fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let f = Float(amount.isFinite ? min(max(amount, 0), 1) : 1)
            let m = zip(ColorMatrix.identity, ColorMatrix.invert).map { $0 + ($1 - $0) * f }
            return Filter(kind: .colorMatrix(m))
        }

        /// A filter that removes colour by `amount` (1 fully grey).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(ColorMatrix.grayscale(amount))) }

        /// A filter that makes luminance the alpha of the content, over black.
        public static var luminanceToAlpha: Filter { Filter(kind: .colorMatrix(ColorMatrix.luminanceToAlpha)) }

        /// A filter that draws the content through a projection transform.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .projection(matrix)) }

        /// The content drawn through the filter (both in the canvas's coordinates).
        func apply(to content: DisplayList, in environment: EnvironmentValues) -> DisplayList {
            switch kind {
            case let .blur(radius, options):
                guard radius.isFinite, radius > 0 else { return content }
                return DisplayList([.effect(.blur(radius: radius, opaque: options.contains(.opaque)), content)])
            case .colorMatrix(let m):
                return DisplayList([.effect(.colorMatrix(m), content)])
            case .colorMultiply(let color):
                return DisplayList([.effect(.colorMatrix(ColorMatrix.multiply(color.resolvedColor(in: environment))), content)])
            case .projection(let p):
                return DisplayList([.effect(.projection(p), content)])
            case let .shadow(color, radius, offset, blendMode, options):
                let c = color.resolvedColor(in: environment)
                let r = radius.isFinite ? max(radius, 0) : 0
                let o = CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero)
                guard c.alpha > 0 else { return options.contains(.shadowOnly) ? DisplayList() : content }
                if options.isEmpty, blendMode == .normal {
                    return DisplayList([.effect(.shadow(color: c, radius: r, offset: o), content)])
                }
                // The shadow on its own: the content's alpha in the colour, blurred and offset.
                var alpha = content
                if options.contains(.invertsAlpha) {
                    alpha = DisplayList([.fill(Path(alpha.paintBounds.insetBy(dx: -3 * r - 1, dy: -3 * r - 1)), .color(.white), FillStyle()),
                                         .effect(.blend(.destinationOut), alpha)])
                }
                var shadow = DisplayList([.effect(.colorMatrix([0, 0, 0, 0, Float(c.red),
                                                                0, 0, 0, 0, Float(c.green),
                                                                0, 0, 0, 0, Float(c.blue),
                                                                0, 0, 0, Float(c.alpha), 0]), alpha)])
                if r > 0 { shadow = DisplayList([.effect(.blur(radius: r, opaque: false), shadow)]) }
                if o != .zero { shadow = DisplayList([.effect(.transform(CGAffineTransform(translationX: o.width, y: o.height)), shadow)]) }
                if let effect = blendMode.effect { shadow = DisplayList([.effect(effect, shadow)]) }
                if options.contains(.shadowOnly) { return shadow }
                var list = DisplayList()
                if options.contains(.shadowAbove) {
                    list.append(contentsOf: content)
                    list.append(contentsOf: shadow)
                } else {
                    list.append(contentsOf: shadow)
                    list.append(contentsOf: content)
                }
                return options.contains(.disablesGroup) ? list : DisplayList([.effect(.compositingGroup, list)])
            }
        }
    }

    /// Options that configure the graphics context filter that creates shadows.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw value's bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to draw the shadow above the object, rather than below it.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// An option that causes the filter to draw only the shadow, and omit the source object.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// An option that causes the filter to invert the alpha of the shadow (an inner shadow).
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// An option that causes the filter to composite the object and its shadow separately.
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options that configure the graphics context filter that creates blur.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw value's bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to ensure the result is completely opaque.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 2) }
        /// An option that causes the filter to dither the result, to reduce banding (drawn without dithering).
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 4) }
    }

    /// Options that configure a filter that you add to a graphics context.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw value's bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option that causes the filter to perform calculations in a linear color space.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }
}
