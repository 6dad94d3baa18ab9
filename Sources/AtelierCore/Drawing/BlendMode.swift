/// How a view's colours combine with what lies behind it.
public enum BlendMode: Sendable, Equatable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity,
         sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
