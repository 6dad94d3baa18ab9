import Foundation

/// A colour or pattern to use when rendering a shape: Color, gradients, ImagePaint, the foreground or tint style...
public protocol ShapeStyle: Sendable {
    /// The type of shape style this will resolve to; Swift infers it from `resolve(in:)`.
    associatedtype Resolved: ShapeStyle = Never
    /// Evaluates to a resolved shape style given the current environment.
    func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Self.Resolved == Never {
    /// Styles the framework draws itself have nothing to resolve to; calling this traps.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is resolved by the framework; resolve(in:) must not be called on it")
    }
}

extension Never: ShapeStyle {}

// MARK: - Resolution to paint (internal)

/// What a shape style is resolved against: the environment, and the absolute rectangle of the shape being filled.
struct ShapeStyleContext {
    /// The environment of the view drawing the shape.
    var environment: EnvironmentValues
    /// The absolute rect of the shape being filled: gradients' unit points map into it.
    var bounds: CGRect
    /// How many custom `resolve(in:)` steps led here (guards against styles that resolve to themselves).
    var depth: Int = 0

    init(environment: EnvironmentValues, bounds: CGRect) {
        self.environment = environment
        self.bounds = bounds
    }

    /// The same context with some environment values changed.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ShapeStyleContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

/// A style the framework knows how to turn into paint directly.
protocol PaintProvider {
    /// The paint for this style in a context; nil draws nothing.
    func paint(in context: ShapeStyleContext) -> ResolvedPaint?
}

/// The most custom `resolve(in:)` steps followed before giving up.
private let maximumStyleResolutionDepth = 32

/// Turns any shape style into paint: built-in styles paint themselves; others are resolved through `resolve(in:)`.
func resolvePaint(_ style: any ShapeStyle, in context: ShapeStyleContext) -> ResolvedPaint? {
    if let provider = style as? PaintProvider { return provider.paint(in: context) }
    return resolveCustomStyle(style, in: context)
}

/// Resolves a style that is not a PaintProvider by calling its `resolve(in:)` and recursing.
private func resolveCustomStyle<S: ShapeStyle>(_ style: S, in context: ShapeStyleContext) -> ResolvedPaint? {
    if S.Resolved.self == Never.self {
        Diagnostics.warn("\(S.self) is a ShapeStyle with no resolve(in:) that Atelier can draw; it draws nothing.",
            key: "unresolvable:\(S.self)")
        return nil
    }
    guard context.depth < maximumStyleResolutionDepth else {
        Diagnostics.warn("\(S.self) did not resolve to a drawable style after \(maximumStyleResolutionDepth) steps (does it resolve to itself?); it draws nothing.",
            key: "depth:\(S.self)")
        return nil
    }
    var next = context
    next.depth += 1
    return resolvePaint(style.resolve(in: context.environment), in: next)
}

/// The colour a style paints with, for places that need one colour (a gradient gives its first stop).
func resolveColor(_ style: any ShapeStyle, in context: ShapeStyleContext) -> RGBAColor? {
    switch resolvePaint(style, in: context) {
    case .color(let c)?: return c
    case .linearGradient(let s, _, _)?, .radialGradient(let s, _, _, _)?, .angularGradient(let s, _, _, _)?:
        return s.first?.color
    default: return nil
    }
}

// MARK: - Environment storage

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct TintColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

private struct TintGradientKey: EnvironmentKey {
    static var defaultValue: Gradient? { nil }
}

extension EnvironmentValues {
    /// The foreground style set by `foregroundStyle(_:)` / `foregroundColor(_:)`; nil means the primary label colour.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint set by `tint(_:)`; nil means the accent colour (system blue).
    var tintColor: Color? {
        get { self[TintColorKey.self] }
        set { self[TintColorKey.self] = newValue }
    }

    /// The tint set by `tint(_:)` when it is a gradient (a gauge draws its track in it); nil otherwise.
    var tintGradient: Gradient? {
        get { self[TintGradientKey.self] }
        set { self[TintGradientKey.self] = newValue }
    }

    /// Sets the foreground style as `foregroundStyle(_:)` does: a hierarchical style (`.secondary`...) keeps the current style as its base.
    mutating func setForegroundStyle<S: ShapeStyle>(_ style: S) {
        let unwrapped: any ShapeStyle = (style as? AnyShapeStyle)?.storage ?? style
        if var h = unwrapped as? HierarchicalShapeStyle, h.base == nil, let current = foregroundStyle {
            h.base = current
            foregroundStyle = AnyShapeStyle(h)
        } else {
            foregroundStyle = AnyShapeStyle(style)
        }
    }
}

/// A shape style with its opacity multiplied.
struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintProvider {
    var style: Base
    var opacity: Double

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        resolvePaint(style, in: context)?.multipliedAlpha(opacity.isNaN ? 1 : min(max(opacity, 0), 1))
    }
}

extension ShapeStyle {
    /// Returns a new style based on this one that multiplies by the given opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(style: self, opacity: opacity)
    }
}

extension ShapeStyle where Self == Color {
    /// A context-dependent black colour.
    public static var black: Color { Color.black }
    /// A context-dependent white colour.
    public static var white: Color { Color.white }
    /// A context-dependent gray colour.
    public static var gray: Color { Color.gray }
    /// A context-dependent red colour.
    public static var red: Color { Color.red }
    /// A context-dependent orange colour.
    public static var orange: Color { Color.orange }
    /// A context-dependent yellow colour.
    public static var yellow: Color { Color.yellow }
    /// A context-dependent green colour.
    public static var green: Color { Color.green }
    /// A context-dependent mint colour.
    public static var mint: Color { Color.mint }
    /// A context-dependent teal colour.
    public static var teal: Color { Color.teal }
    /// A context-dependent cyan colour.
    public static var cyan: Color { Color.cyan }
    /// A context-dependent blue colour.
    public static var blue: Color { Color.blue }
    /// A context-dependent indigo colour.
    public static var indigo: Color { Color.indigo }
    /// A context-dependent purple colour.
    public static var purple: Color { Color.purple }
    /// A context-dependent pink colour.
    public static var pink: Color { Color.pink }
    /// A context-dependent brown colour.
    public static var brown: Color { Color.brown }
    /// A clear colour.
    public static var clear: Color { Color.clear }
}
