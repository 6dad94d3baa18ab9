import Foundation

extension GraphicsContext {
    /// The ways in which a graphics context combines new content with the canvas's existing content.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The raw value's bits.
        public let rawValue: Int32
        /// Creates a blend mode from a raw value (Core Graphics' numbering).
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Paints the source over the destination.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies the source and destination colours.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// Multiplies the inverse of the source and destination colours.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiplies or screens, depending on the destination colour.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The darker of the source and destination.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The lighter of the source and destination.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens the destination to reflect the source.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens the destination to reflect the source.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Darkens or lightens, depending on the source colour (diffused).
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiplies or screens, depending on the source colour.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// Subtracts the darker colour from the lighter.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like difference, with lower contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The source's hue with the destination's luminance and saturation.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The source's saturation with the destination's luminance and hue.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The source's hue and saturation with the destination's luminance.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The source's luminance with the destination's hue and saturation.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears any pixels that the source overwrites.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces the destination with the source.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// The source where the destination is opaque.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// The source where the destination is transparent.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// The source over the destination, where the destination is opaque.
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// The destination over the source.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// The destination where the source is opaque.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// The destination where the source is transparent.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// The destination over the source, where the source is opaque.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// The source and the destination where the other is transparent.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// Darker colours: the sum of the inverses, inverted.
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// Lighter colours: the sum of the source and destination.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The display effect that composites an operation in this mode; nil for normal (or an unknown raw value).
        var effect: DisplayEffect? {
            let views: [AtelierCore.BlendMode?] = [nil, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                               .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color,
                                               .luminosity]
            if rawValue >= 0, Int(rawValue) < views.count { return views[Int(rawValue)].map { .blend($0) } }
            switch rawValue {
            case 16: return .composite(.clear)
            case 17: return .composite(.copy)
            case 18: return .composite(.sourceIn)
            case 19: return .composite(.sourceOut)
            case 20: return .blend(.sourceAtop)
            case 21: return .blend(.destinationOver)
            case 22: return .composite(.destinationIn)
            case 23: return .blend(.destinationOut)
            case 24: return .composite(.destinationAtop)
            case 25: return .composite(.xor)
            case 26: return .blend(.plusDarker)
            case 27: return .blend(.plusLighter)
            default:
                Diagnostics.warn("GraphicsContext.BlendMode(rawValue: \(rawValue)) is not a blend mode; drawing uses normal",
                                 key: "canvas-blend-\(rawValue)")
                return nil
            }
        }
    }
}
