import Foundation

nonisolated extension View {
    /// Sets how the view's content changes in animated updates. A symbol effect (`.symbolEffect(.replace)`)
    /// animates a change of the symbol shown inside; other kinds change the content at once.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(ContentTransitionModifier(transition: transition))
    }
}

/// The transition for the content's changes.
struct ContentTransitionModifier: ViewModifier, PrimitiveModifier, Equatable {
    let transition: ContentTransition
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ContentTransitionNode(context: context) }
}

/// Replaces one symbol with the next: when the name of the first symbol image inside changes in an animated
/// update, the drawing from before goes out and the new one comes in, each with its motion.
@MainActor final class ContentTransitionNode: EffectModifierNode<ContentTransitionModifier> {
    /// The symbol shown at the last update.
    private var symbolName: String?
    /// The content as last drawn, flattened so that later changes of its nodes do not reach it.
    private var lastDrawing = DisplayList()
    /// The drawing going out, and when the replacement started.
    private var outgoing: DisplayList?
    private var replaceStart = -Double.infinity

    private var replace: (effect: ReplaceSymbolEffect, options: SymbolEffectOptions)? {
        guard case .symbolReplace(let effect, let options) = modifier?.transition.kind else { return nil }
        return (effect, options)
    }

    override func contentDidUpdate() {
        super.contentDidUpdate()
        let name = child.flatMap(Self.firstSymbolName(in:))
        defer { symbolName = name }
        guard replace != nil, let previous = symbolName, name != previous, animationOfUpdate != nil else { return }
        outgoing = lastDrawing
        replaceStart = graph.time
        graph.nodeStartedAnimating(self)
        setNeedsDisplay()
    }

    /// The name of the first system symbol image in a subtree.
    private static func firstSymbolName(in node: ViewNode) -> String? {
        if let image = (node as? ImageNode)?.image, case .system(let name) = image.source { return name }
        for child in node.children {
            if let name = firstSymbolName(in: child) { return name }
        }
        return nil
    }

    /// Seconds into the replacement at the graph's time (scaled by the options' speed).
    private var elapsed: Double { (graph.time - replaceStart) * (replace?.options.speedFactor ?? 1) }

    override var ownAnimationsInFlight: Bool {
        super.ownAnimationsInFlight || (outgoing != nil && elapsed < ReplaceSymbolEffect.duration)
    }

    override func apply(to content: DisplayList) -> DisplayList? {
        guard let replace else { return content }
        lastDrawing = content.flattened()
        guard let outgoing, elapsed < ReplaceSymbolEffect.duration else {
            outgoing = nil
            return content
        }
        let t = elapsed
        var result = DisplayList()
        if let old = SymbolEffectNodeDrawing.draw(outgoing, motion: replace.effect.outgoing(at: t), projection: projection(for:)) {
            result.append(contentsOf: old)
        }
        if let new = SymbolEffectNodeDrawing.draw(content, motion: replace.effect.incoming(at: t), projection: projection(for:)) {
            result.append(contentsOf: new)
        }
        return result
    }

    /// The scale about the frame's centre.
    private func projection(for m: SymbolMotion) -> ProjectionTransform {
        guard m.scale != 1 else { return ProjectionTransform() }
        let s = CGFloat(max(m.scale, 0.0001))
        let local = CGAffineTransform(translationX: frame.width / 2, y: frame.height / 2)
            .scaledBy(x: s, y: s)
            .translatedBy(x: -frame.width / 2, y: -frame.height / 2)
        return .absolute(ProjectionTransform(local), in: frame)
    }
}

extension DisplayList {
    /// The list with every retained part copied in, so that it keeps showing what it shows now.
    func flattened() -> DisplayList {
        DisplayList(items.map { item in
            switch item {
            case .retained(let part): return .effect(.opacity(1), part.list.flattened())
            case .effect(let effect, let list): return .effect(effect, list.flattened())
            default: return item
            }
        })
    }
}
