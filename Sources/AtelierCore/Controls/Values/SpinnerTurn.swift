import Foundation

/// Turns an indeterminate spinner: its spokes step round by one spoke every `ProgressViewMetrics.spinnerStep`
/// seconds of the graph's clock, for as long as the spinner shows in the window. Hidden (`hidden()`, a zero
/// opacity, an unselected tab), scrolled out of its scroll view or out of the window, or gone from the tree,
/// it asks for no frames and draws nothing again.
struct SpinnerTurn: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The number of spokes, one step each.
    let steps: Int
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SpinnerTurnNode(context: context) }
}

/// The node of a spinner's turn: a rendering effect whose rotation follows the clock.
@MainActor final class SpinnerTurnNode: EffectModifierNode<SpinnerTurn>, ProjectingNode {
    override init(context: NodeContext) {
        super.init(context: context)
        graph.nodeStartedAnimating(self)
    }

    override var animatesWithoutEnd: Bool { true }
    override var ownAnimationsInFlight: Bool { super.ownAnimationsInFlight || isShowing }

    /// How many steps the spinner has turned at the graph's time.
    private var step: Int {
        let steps = max(modifier?.steps ?? 1, 1)
        let turned = (graph.time / ProgressViewMetrics.spinnerStep).rounded(.down)
        return turned.isFinite ? Int(turned.truncatingRemainder(dividingBy: Double(steps))) : 0
    }

    /// The rotation about the spinner's centre for the current step.
    private var projection: ProjectionTransform {
        let steps = max(modifier?.steps ?? 1, 1)
        let angle = 2 * Double.pi * Double(step) / Double(steps)
        let local = CGAffineTransform(translationX: frame.width / 2, y: frame.height / 2)
            .rotated(by: CGFloat(angle))
            .translatedBy(x: -frame.width / 2, y: -frame.height / 2)
        return .absolute(ProjectionTransform(local), in: frame)
    }

    var ownRenderProjection: ProjectionTransform { projection }
    override func apply(to content: DisplayList) -> DisplayList? { content.projected(by: projection) }

    /// Whether the spinner shows now: attached, with a size, under no node that hides it, and inside the
    /// window and every scroll view around it as drawn.
    var isShowing: Bool {
        guard isAttached, frame.width > 0, frame.height > 0 else { return false }
        var node: ViewNode? = self
        var visible = CGRect(origin: .zero, size: graph.size)
        while let n = node {
            if n.hidesSubtree { return false }
            if let scroll = n as? ScrollViewNode, n !== self {
                visible = visible.intersection(scroll.frame.projected(by: scroll.windowProjection()))
            }
            node = n.parent
        }
        let drawn = frame.projected(by: windowProjection())
        return !visible.isNull && drawn.intersects(visible)
    }
}
