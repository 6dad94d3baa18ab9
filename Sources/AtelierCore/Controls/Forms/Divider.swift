import Foundation

/// A visual element that separates content: a horizontal line in a vertical stack (and outside
/// stacks), a vertical line in a horizontal stack, one pixel thick in the separator colour.
public struct Divider: View {
    /// Creates a divider.
    nonisolated public init() {}
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension Divider: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { DividerNode(context: context) }
}

/// The node of a Divider: reads the enclosing stack's axis from the environment.
@MainActor final class DividerNode: ViewNode, DrawingNode, HitTestingNode, SizingNode {
    /// One pixel of a display of `displayScale` pixels per point (one point when the scale is not a positive number).
    static func thickness(displayScale: CGFloat) -> CGFloat {
        1 / (displayScale.isFinite && displayScale > 0 ? displayScale : 1)
    }

    /// Whether the line is vertical (the divider sits in a horizontal stack).
    var isVertical: Bool { environment.stackOrientation == .horizontal }

    /// The orientation the divider was last laid out for, and the environment it was drawn in.
    private var laidOutVertical: Bool?
    private var drawnEnvironmentVersion: UInt64 = .max

    override func update(view: any View) {
        if laidOutVertical != isVertical {
            laidOutVertical = isVertical
            invalidate([.layout, .display])
        } else if drawnEnvironmentVersion != environment.version {
            setNeedsDisplay()
        }
        drawnEnvironmentVersion = environment.version
    }

    /// Thin along the stack's axis, as long as proposed across it (0 when unspecified or infinite).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func across(_ p: CGFloat?) -> CGFloat { p.map { $0.isFinite ? $0 : 0 } ?? 0 }
        return isVertical
            ? CGSize(width: pixelLength, height: across(proposal.height))
            : CGSize(width: across(proposal.width), height: pixelLength)
    }

    func contentContains(_ point: CGPoint) -> Bool { frame.hasFiniteArea && frame.contains(point) }
    var ownHitExtent: CGRect { frame.hasFiniteArea ? frame : .null }

    func draw(into list: inout DisplayList) {
        guard frame.width > 0, frame.height > 0 else { return }
        let color = Color(uiColor: .separator).resolvedColor(in: environment)
        list.append(.fill(Path(frame), .color(color), FillStyle()))
    }
}
