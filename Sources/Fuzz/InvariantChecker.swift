import Foundation
@_spi(Backend) import AtelierCore

/// Checks the frames of a laid-out tree against what SwiftUI guarantees, parent by child:
/// - every frame is finite, with a size of zero or more (layout frames and frames as drawn);
/// - the children of an HStack or VStack with a spacing of zero or more follow each other along its axis;
/// - a stack with a spacing of zero or more contains each of its children (a stack's size is made from its children's, so SwiftUI's
///   never leaves one outside), and so do modifiers that keep their content's size (padding of zero or
///   more, offset, effects, priority, fixedSize, aspectRatio, the content of overlay and background);
/// - a frame, an overlay's or background's view, and a GeometryReader place a child that fits within them
///   inside them (one that does not fit overflows, as in SwiftUI, and is not checked on that axis).
/// Negative padding and ScrollView content overflow legitimately and are not checked.
struct InvariantChecker {
    /// How far two edges may disagree: half a point (pixel rounding), plus a relative share for huge values.
    static func tolerance(_ values: CGFloat...) -> CGFloat {
        0.5 + 1e-9 * values.map { abs($0) }.max()!
    }

    let nodes: [NumberedNode]

    init(tree: FuzzTree) { nodes = tree.numbered() }

    func check(_ frames: [IdentifiedFrame]) -> [FuzzFailure] {
        var layout: [Int: CGRect] = [:]
        var failures: [FuzzFailure] = []
        var sane: [Int: (layout: Bool, drawn: Bool)] = [:]
        for f in frames {
            guard let n = Int(f.identifier), n < nodes.count else { continue }
            if layout[n] != nil { continue }
            layout[n] = f.layoutFrame
            sane[n] = (Self.isSane(f.layoutFrame), Self.isSane(f.renderedFrame))
            // A bad frame is reported where it starts: the descendants of a NaN rotation are NaN too.
            let parentSane = nodes[n].parent.flatMap { sane[$0] } ?? (true, true)
            if (!sane[n]!.layout && parentSane.layout) || (!sane[n]!.drawn && parentSane.drawn && sane[n]!.layout) {
                let which = Self.isSane(f.layoutFrame) ? "frame as drawn" : "layout frame"
                failures.append(FuzzFailure(kind: .nonFiniteFrame, signature: "\(nodes[n].tree.kindName) \(which)",
                                            detail: "node \(n) (\(nodes[n].tree.kindName)): layout \(f.layoutFrame.compact), drawn \(f.renderedFrame.compact)"))
            }
        }
        for node in nodes {
            guard let parent = node.parent, let pf = layout[parent], let cf = layout[node.number],
                  Self.isSane(pf), Self.isSane(cf) else { continue }
            let p = nodes[parent].tree
            let desc = "\(p.kindName) > \(node.tree.kindName)"
            let detail = "node \(parent) (\(p.kindName)) \(pf.compact), child \(node.number) (\(node.tree.kindName)) \(cf.compact)"
            switch containment(parent: p, role: node.role) {
            case .whole:
                if !Self.contains(pf, cf) {
                    failures.append(FuzzFailure(kind: .notContained, signature: desc, detail: detail))
                }
            case .whenItFits:
                for horizontal in [true, false] where !Self.containsIfFits(pf, cf, horizontal: horizontal) {
                    failures.append(FuzzFailure(kind: .misplaced, signature: desc + (horizontal ? " (x)" : " (y)"), detail: detail))
                }
            case .none: break
            }
        }
        for node in nodes {
            guard case .stack(let kind, let spacing, _, let children) = node.tree, kind != .zstack,
                  (spacing ?? 0) >= 0, (spacing ?? 0).isFinite else { continue }
            let numbers = nodes.filter { $0.parent == node.number }.map(\.number)
            guard numbers.count == children.count else { continue }
            for (a, b) in zip(numbers, numbers.dropFirst()) {
                guard let fa = layout[a], let fb = layout[b], Self.isSane(fa), Self.isSane(fb) else { continue }
                let end = kind == .hstack ? fa.maxX : fa.maxY, start = kind == .hstack ? fb.minX : fb.minY
                if end > start + Self.tolerance(Self.magnitude(fa, fb)) {
                    failures.append(FuzzFailure(
                        kind: .stackOverlap,
                        signature: "\(node.tree.kindName): \(nodes[a].tree.kindName), \(nodes[b].tree.kindName)",
                        detail: "stack \(node.number): child \(a) \(fa.compact) overlaps child \(b) \(fb.compact) by \(FuzzTree.number(Double(end - start)))"))
                }
            }
        }
        return failures
    }

    /// What a parent guarantees about where a child goes.
    enum Containment { case whole, whenItFits, none }

    func containment(parent: FuzzTree, role: NumberedNode.Role) -> Containment {
        switch parent {
        // With a negative spacing the children overlap and the stack is smaller than their sum, as in SwiftUI.
        case .stack(_, let spacing, _, _): return (spacing ?? 0) >= 0 ? .whole : .none
        case .scrollView: return .none
        case .geometryReader: return .whenItFits
        case .modified(_, let m):
            if case .layer = role { return .whenItFits }
            switch m {
            case .frame, .flexibleFrame: return .whenItFits
            case .padding(let p): return p >= 0 ? .whole : .none
            case .edgePadding(let t, let l, let b, let r): return min(t, l, b, r) >= 0 ? .whole : .none
            case .overlay, .background, .offset, .fixedSize, .layoutPriority, .aspectRatio, .scaleEffect,
                 .rotationEffect, .opacity, .clipped:
                return .whole
            }
        default: return .none
        }
    }

    static func isSane(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
            && r.size.width >= 0 && r.size.height >= 0
    }

    /// The scale of two rects' numbers: with a coordinate of 1e300, a difference of 100 is rounding.
    static func magnitude(_ a: CGRect, _ b: CGRect) -> CGFloat {
        [a.minX, a.maxX, a.minY, a.maxY, a.width, a.height, b.minX, b.maxX, b.minY, b.maxY, b.width, b.height]
            .map { abs($0) }.max()!
    }

    static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let t = tolerance(magnitude(outer, inner))
        return inner.minX >= outer.minX - t && inner.maxX <= outer.maxX + t
            && inner.minY >= outer.minY - t && inner.maxY <= outer.maxY + t
    }

    /// Whether `inner`, when it is no larger than `outer` along one axis, lies within it on that axis.
    static func containsIfFits(_ outer: CGRect, _ inner: CGRect, horizontal: Bool) -> Bool {
        let t = tolerance(magnitude(outer, inner))
        let (o0, o1, i0, i1) = horizontal ? (outer.minX, outer.maxX, inner.minX, inner.maxX)
                                          : (outer.minY, outer.maxY, inner.minY, inner.maxY)
        guard i1 - i0 <= o1 - o0 + t else { return true }
        return i0 >= o0 - t && i1 <= o1 + t
    }
}
