import Foundation

/// An immediate mode drawing destination, and its current state: what a Canvas's renderer draws into.
///
/// A context is a value: a copy has its own transform, clip, opacity, blend mode and filters, and draws
/// into the same canvas. Each drawing operation is recorded into the canvas's display list in the state
/// of the context at the time, in the canvas's own coordinates (origin at its top-leading corner).
public struct GraphicsContext {
    /// Where the drawing goes, shared by the copies of a context.
    final class Recorder {
        var list = DisplayList()
        /// Whether an operation used a blend mode: the canvas is then composited as a layer of its own,
        /// so that modes mix with the canvas's drawing, not with what lies behind it.
        var usesBlendModes = false
        let symbols: [AnyHashable: CanvasSymbol]
        init(symbols: [AnyHashable: CanvasSymbol]) { self.symbols = symbols }
    }

    /// A clip of the context, in the canvas's coordinates.
    enum Clip {
        case path(Path, FillStyle)
        /// Drawing is multiplied by the alpha of a list (a layer, an inverse path).
        case mask(DisplayList)
    }

    let recorder: Recorder
    /// The canvas's size, which bounds what an inverse clip keeps.
    let canvasBounds: CGRect
    var clips: [Clip] = []
    /// The intersection of the clips' bounds, in the canvas's coordinates.
    var clipBounds: CGRect
    var filters: [Filter] = []

    /// The environment of the canvas: its colour scheme, display scale, fonts.
    public private(set) var environment: EnvironmentValues

    /// The opacity of drawing operations in the context (1 by default).
    public var opacity: Double = 1

    /// The blend mode used by drawing operations in the context (normal by default).
    public var blendMode: BlendMode = .normal

    /// The current transform matrix, mapping the context's user space to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity

    init(recorder: Recorder, environment: EnvironmentValues, bounds: CGRect) {
        self.recorder = recorder
        self.environment = environment
        canvasBounds = bounds
        clipBounds = bounds
    }

    /// A context drawing into a fresh list with this one's transform and environment, and no state of its
    /// own to apply: the list is applied this context's state when it is drawn as one layer.
    func makeLayer() -> GraphicsContext {
        var layer = GraphicsContext(recorder: Recorder(symbols: recorder.symbols), environment: environment, bounds: canvasBounds)
        layer.transform = transform
        layer.clipBounds = clipBounds
        return layer
    }

    // MARK: Transforms

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Rotates subsequent drawing operations by an angle (positive turns clockwise on screen, y being down).
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: angle.radians))
    }

    /// Appends a matrix to the current transform: it applies to points before the transform so far.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw value's bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// The bounding rectangle of the intersection of all current clip shapes in the current user space.
    public var clipBoundingRect: CGRect {
        guard !clipBounds.isNull, transform.isInvertible else { return .null }
        return clipBounds.applying(transform.inverted())
    }

    /// Adds a path to the context's array of clip shapes: later drawing shows only inside it (outside, inverse).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let placed = transform.isIdentity ? path : path.applying(transform)
        if options.contains(.inverse) {
            clips.append(.mask(inverseMask([.fill(placed, .color(.white), style)])))
        } else {
            clips.append(.path(placed, style))
            clipBounds = clipBounds.intersection(placed.controlPointBounds)
        }
    }

    /// Adds a clip shape that you define in a new layer: later drawing is multiplied by the layer's alpha
    /// times `opacity` (by one minus it, inverse).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = makeLayer()
        try content(&layer)
        var mask = layer.recorder.list
        if layer.recorder.usesBlendModes { mask = DisplayList([.effect(.compositingGroup, mask)]) }
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if o < 1 { mask = DisplayList([.effect(.opacity(o), mask)]) }
        clips.append(.mask(options.contains(.inverse) ? inverseMask(mask.items) : mask))
        if !options.contains(.inverse) { clipBounds = clipBounds.intersection(mask.paintBounds) }
    }

    /// A mask opaque over the canvas except where `items` draw.
    private func inverseMask(_ items: [DisplayItem]) -> DisplayList {
        DisplayList([.fill(Path(canvasBounds.insetBy(dx: -1, dy: -1)), .color(.white), FillStyle()),
                     .effect(.blend(.destinationOut), DisplayList(items))])
    }

    // MARK: Layers

    /// Draws a new layer, made with the content closure, and composited with this context's state (its
    /// opacity, blend mode, filters and clips apply to the layer as one).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = makeLayer()
        try content(&layer)
        guard !layer.recorder.list.isEmpty else { return }
        let list = layer.recorder.usesBlendModes ? DisplayList([.effect(.compositingGroup, layer.recorder.list)])
            : layer.recorder.list
        record(list, transformed: false)
    }

    // MARK: Filters

    /// Adds a filter that applies to subsequent drawing operations.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Paths

    /// Draws a path into the context and fills the outlined region with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty, let paint = shading.paint(in: environment, bounds: path.boundingRect) else { return }
        record(DisplayList([.fill(path, paint, style)]))
    }

    /// Draws a path into the context with a shading, in a line drawn with a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else {
            if !style.lineWidth.isFinite {
                Diagnostics.warn("GraphicsContext.stroke was given a line width of \(style.lineWidth); nothing is drawn",
                                 key: "canvas-stroke-width")
            }
            return
        }
        guard let paint = shading.paint(in: environment, bounds: path.boundingRect) else { return }
        record(DisplayList([.stroke(path, paint, style)]))
    }

    /// Draws a path into the context with a shading, in a line `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Recording

    /// Records drawing in the context's state: the items (in user space unless `transformed` is false) moved
    /// by the transform, then filtered, faded, clipped and blended, in that order.
    func record(_ items: DisplayList, transformed: Bool = true) {
        guard !items.isEmpty else { return }
        var list = items
        if transformed, !transform.isIdentity {
            guard transform.isFiniteAndInvertible else {
                Diagnostics.warn("GraphicsContext's transform \(transform) is not finite and invertible; drawing through it shows nothing",
                                 key: "canvas-transform")
                return
            }
            list = DisplayList([.effect(.transform(transform), list)])
        }
        for filter in filters { list = filter.apply(to: list, in: environment) }
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if o <= 0 { return }
        if o < 1 { list = DisplayList([.effect(.opacity(o), list)]) }
        for clip in clips.reversed() {
            switch clip {
            case let .path(path, style): list = DisplayList([.effect(.clip(path, style), list)])
            case let .mask(mask): list = DisplayList([.effect(.mask(mask), list)])
            }
        }
        if let effect = blendMode.effect {
            recorder.usesBlendModes = true
            list = DisplayList([.effect(effect, list)])
        }
        recorder.list.append(contentsOf: list)
    }
}

extension CGAffineTransform {
    /// Whether every entry is finite and the matrix can be undone.
    var isFiniteAndInvertible: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite && isInvertible
    }

    /// Whether the matrix can be undone (its determinant is not zero).
    var isInvertible: Bool { a * d - b * c != 0 }
}
