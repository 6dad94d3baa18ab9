import Foundation

/// A flexible space that expands along the major axis of its containing stack layout, or on both
/// axes if not contained in a stack.
public struct Spacer: View, _RemoveGlobalActorIsolation {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion; nil uses the
    /// default spacing (8 points).
    public var minLength: CGFloat?

    /// Creates a spacer with a minimum length (nil for the system default).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension Spacer: PrimitiveView {
    func makeNode(in context: NodeContext) -> ViewNode { SpacerNode(context: context) }
}

/// The node of a Spacer: stacks recognise it through `spacerMinLength`; alone it takes the proposal.
@MainActor final class SpacerNode: ViewNode, SizingNode {
    private var minLength: CGFloat?

    override func update(view: any View) {
        guard let spacer = view as? Spacer else { return }
        var m = spacer.minLength
        if let v = m, !v.isFinite || v < 0 {
            Diagnostics.warn("Spacer(minLength: \(v)) is not a valid length; the default minimum is used",
                             key: "spacer-minlength")
            m = v.isNaN ? nil : (v < 0 ? 0 : nil)
        }
        if m != minLength { minLength = m; layoutTraitsChanged() }
    }

    var ownSpacerMinLength: CGFloat?? { .some(minLength) }

    /// Along its stack's axis a spacer takes what it is offered (at least its minimum) and nothing across;
    /// outside a stack it expands in both axes. Unspecified dimensions take its minimum length. The stack is
    /// the nearest layout container above, through modifiers (a padded spacer is sized the same way).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let m = minLength ?? StackLayoutEngine.defaultSpacing
        func axis(_ p: CGFloat?) -> CGFloat {
            guard let p else { return m }
            return p.isFinite ? max(p, m) : m
        }
        switch environment.stackOrientation {
        case .horizontal?: return CGSize(width: axis(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: axis(proposal.height))
        case nil: return CGSize(width: axis(proposal.width), height: axis(proposal.height))
        }
    }
}

extension SpacerNode: TreeDumpDescribing {
    var treeDumpValues: String { "minLength: \(TreeDump.number(minLength))" }
}
