import Foundation

/// A view type that supports immediate mode drawing: its renderer draws into a GraphicsContext the size
/// of the view. Like a shape, a canvas takes the whole size it is proposed (10 x 10 where unspecified).
///
/// The drawing is recorded into the view's display list and clipped to its bounds. `symbols` are views
/// the renderer can draw by their `tag(_:)`, through `GraphicsContext.resolveSymbol(id:)`; they are laid
/// out at their ideal size and are drawn only where the renderer draws them.
public struct Canvas<Symbols: View>: View, _RemoveGlobalActorIsolation {
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (a hint; drawing is the same either way).
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas (drawing is in sRGB whatever it says).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may render asynchronously (a hint; Atelier draws it with the frame).
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

extension Canvas: PrimitiveView {
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    @MainActor public var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { CanvasNode(context: context) }
}

/// Lets the node draw a canvas without knowing its symbols' type.
@MainActor protocol CanvasContent {
    var anySymbols: any View { get }
    func render(into context: inout GraphicsContext, size: CGSize)
}

extension Canvas: CanvasContent {
    var anySymbols: any View { symbols }
    func render(into context: inout GraphicsContext, size: CGSize) { renderer(&context, size) }
}

/// The node of a Canvas: it lays its symbols out at their ideal sizes at its origin, and draws by running
/// the renderer into a context that records display items, at each new value of the view or environment.
@MainActor final class CanvasNode: ViewNode, DrawingNode, SizingNode {
    private var canvas: CanvasContent?
    private var child: ViewNode?
    /// The symbol views by tag, as placed in the latest layout.
    private var symbols: [AnyHashable: CanvasSymbol] = [:]

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    deinit { TeardownQueue.release(&child) }

    override func update(view: any View) {
        guard let next = view as? CanvasContent else { return }
        let first = canvas == nil
        canvas = next
        child = reconcile(child, with: next.anySymbols, environment: environment)
        // The renderer is a closure, so every new value may draw something new.
        invalidate(first ? [.layout, .display] : .display)
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(in rect: CGRect) {
        guard let child else { return }
        var items: [ViewNode] = []
        child.collectLayoutItems(into: &items)
        var placed: [AnyHashable: CanvasSymbol] = [:]
        let origin = rect.origin.isFinite ? rect.origin : .zero
        for item in items {
            let size = item.sizeThatFits(.unspecified)
            item.place(in: CGRect(origin: origin, size: size), proposal: .unspecified)
            guard let tag = item.tagValue else { continue }
            if placed[tag] != nil {
                Diagnostics.warn("Canvas has two symbols tagged \(tag); resolveSymbol(id:) finds the first",
                                 key: "canvas-duplicate-symbol-\(tag)")
                continue
            }
            placed[tag] = CanvasSymbol(node: item, frame: item.frame)
        }
        let changed = placed.count != symbols.count
            || placed.contains { key, value in symbols[key].map { $0.node !== value.node || $0.frame != value.frame } ?? true }
        symbols = placed
        if changed { setNeedsDisplay() }
    }

    func draw(into list: inout DisplayList) {
        guard let canvas else { return }
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            Diagnostics.warn("a Canvas was given the frame \(frame), which is not finite; it draws nothing", key: "canvas-frame")
            return
        }
        guard frame.width > 0, frame.height > 0 else { return }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let recorder = GraphicsContext.Recorder(symbols: symbols)
        var context = GraphicsContext(recorder: recorder, environment: environment, bounds: bounds)
        // What the renderer reads (state, observable models) is read for the body that made the canvas.
        evaluateForOwningBody { canvas.render(into: &context, size: frame.size) }
        guard !recorder.list.isEmpty else { return }
        // A canvas is a layer of its own: blend modes mix with its drawing, not with what lies behind it.
        let drawing = recorder.usesBlendModes ? DisplayList([.effect(.compositingGroup, recorder.list)]) : recorder.list
        let clipped = DisplayList([.effect(.clip(Path(bounds), FillStyle()), drawing)])
        list.append(.effect(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), clipped))
    }
}
