import Foundation

/// A shape filled (or, for a stroked shape, stroked) with a shape style: the view a shape becomes.
///
/// It takes the size the shape asks for (by default the whole proposal) and draws the shape's path in
/// that frame; the style is resolved against the frame, so gradients span it.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, _RemoveGlobalActorIsolation {
    /// The shape drawn.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The winding rule and antialiasing of the fill.
    public var fillStyle: FillStyle

    /// Creates a view that fills `shape` with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

/// A filled shape can be filled and stroked again (iOS 17's `ShapeView`).
extension _ShapeView: ShapeView {}

extension _ShapeView: PrimitiveView, ShapeLeafView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { shape }
    var leafStyle: any ShapeStyle { style }
    var leafFillStyle: FillStyle { fillStyle }
}

// MARK: - Filling and stroking

extension Shape {
    /// Fills this shape with a style (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a style, using a stroke style; the result can be filled or stroked again.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the outline of this shape with a style, in a line `lineWidth` points wide; the result can be filled or stroked again.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline of this shape traced with a stroke style, as a shape (filled with the foreground style unless styled).
    public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// The outline of this shape traced in a line `lineWidth` points wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// Strokes the shape inset by half the line width, so that the whole line lies inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Fills the `lineWidth`-wide inner border of the shape: the shape inset by `lineWidth / 2`, stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

// MARK: - The leaf node (internal)

/// A view that draws one shape with one style: `_ShapeView`, and Color and gradients used as views.
@MainActor protocol ShapeLeafView {
    var leafShape: any Shape { get }
    var leafStyle: any ShapeStyle { get }
    var leafFillStyle: FillStyle { get }
}

/// The node of a shape view: it sizes itself with the shape's `sizeThatFits` and draws the shape's path
/// in its frame with the style's paint.
@MainActor final class ShapeLeafNode: ViewNode, DrawingNode, AnimatingNode, SizingNode {
    private(set) var leaf: ShapeLeafView?
    private var environmentVersion: UInt64 = .max

    /// The shape's animatable data, interpolated between updates.
    private var shapeAnimation = AnimatableSlot()
    /// What hit testing keeps between pointer events, made at the first.
    private var hitCache: ShapeHitCache?
    /// The paint's colours, interpolated between updates (last: its tail padding is the node's end, 376 bytes).
    private var paintAnimation = PaintAnimation()
    private var ensuredHitCache: ShapeHitCache {
        if let hitCache { return hitCache }
        let made = ShapeHitCache()
        hitCache = made
        return made
    }
    /// The drawing hit testing last asked for, in the frame it was made for: a path of a million points is
    /// made once per change, not at each pointer event (`path(in:)` is the program's code, and costs what it costs).
    var hitDrawing: (frame: CGRect, item: DisplayItem?)? {
        get { hitCache?.drawing }
        set { ensuredHitCache.drawing = newValue }
    }
    /// The hit extent last measured, in the frame it was measured for.
    var hitExtentCache: (frame: CGRect, extent: CGRect)? {
        get { hitCache?.extent }
        set { ensuredHitCache.extent = newValue }
    }

    override func update(view: any View) {
        guard let next = view as? ShapeLeafView else { return }
        let previous = leaf, previousEnvironment = environmentVersion
        leaf = next
        hitCache = nil
        environmentVersion = environment.version
        shapeAnimation.update(any: next.leafShape, previous: previous?.leafShape, in: self)
        // Colours and stops do not depend on the bounds; the frame only places a gradient.
        paintAnimation.update(resolvePaint(next.leafStyle, in: ShapeStyleContext(environment: environment, bounds: frame)),
                              in: self)
        guard let previous else { return invalidate([.layout, .display]) }
        // The shape decides the size (`sizeThatFits`); the style, the fill rule and the environment only the paint.
        if !ViewEquality.equal(previous.leafShape, next.leafShape) {
            // A new path, maybe in the same frame: where it is hit changes too.
            invalidate([.layout, .display])
            hitGeometryDidChange()
        } else if previousEnvironment != environment.version || previous.leafFillStyle != next.leafFillStyle
                    || !ViewEquality.equal(previous.leafStyle, next.leafStyle) {
            setNeedsDisplay()
        }
    }

    var ownAnimationsInFlight: Bool {
        shapeAnimation.isAnimating(at: graph.time) || paintAnimation.isAnimating(at: graph.time)
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let leaf else { return .zero }
        let size = leaf.leafShape.sizeThatFits(proposal)
        if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
            Diagnostics.warn("\(type(of: leaf.leafShape)).sizeThatFits returned \(size); NaN and negative dimensions are treated as 0",
                             key: "shape-size-\(type(of: leaf.leafShape))")
        }
        return size
    }

    func draw(into list: inout DisplayList) {
        guard let leaf else { return }
        let time = graph.time
        // The shape with its animatable data as presented now: its path is asked again at every frame.
        let shape = shapeAnimation.presented(any: leaf.leafShape, at: time) as? any Shape ?? leaf.leafShape
        let paints = paintAnimation
        let frame = self.frame, environment = self.environment
        // A ContainerRelativeShape inside takes the container shape around (`containerShape(_:)`).
        guard let item = ContainerShapeDrawing.with(environment, frame: frame, {
            Self.item(shape: shape, style: leaf.leafStyle, fillStyle: leaf.leafFillStyle, frame: frame, environment: environment,
                      adjustPaint: { paints.presented($0, at: time) })
        }) else { return }
        list.append(item)
    }

    /// The drawing command for a shape filled (or stroked) with a style in an absolute frame; nil draws nothing.
    static func item(shape: any Shape, style: any ShapeStyle, fillStyle: FillStyle, frame: CGRect,
                     environment: EnvironmentValues,
                     adjustPaint: (ResolvedPaint) -> ResolvedPaint = { $0 }) -> DisplayItem? {
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return nil }
        let drawing = shapeDrawing(shape, in: CGRect(origin: .zero, size: frame.size))
        guard !drawing.path.isEmpty else { return nil }
        guard let resolved = resolvePaint(style, in: ShapeStyleContext(environment: environment, bounds: frame)) else { return nil }
        let paint = adjustPaint(resolved)
        let placed = frame.origin == .zero ? drawing
            : drawing.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        switch placed {
        case .fill(let path): return .fill(path, paint, fillStyle)
        case .stroke(let path, let stroke):
            guard stroke.lineWidth.isFinite, stroke.lineWidth > 0 else { return nil }
            return .stroke(path, paint, stroke)
        }
    }
}

extension ShapeLeafNode: TreeDumpDescribing {
    /// The shape's type and the style it is filled with (a colour by name or value).
    var treeDumpValues: String {
        guard let leaf else { return "" }
        let style = (leaf.leafStyle as? Color)?.description ?? TreeDump.typeName(type(of: leaf.leafStyle))
        return "\(TreeDump.typeName(type(of: leaf.leafShape))), \(style)"
    }
}
