import Foundation

/// Gives the view a help text, which a tooltip shows after the pointer rests on the view; what `help(_:)`
/// applies, beside the accessibility hint.
struct _HelpModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The help text.
    let text: Text
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { HelpNode(context: context) }
}

/// The node of a help region: the innermost one under the resting pointer shows its tooltip.
@MainActor final class HelpNode: PointerRegionNode<_HelpModifier> {
    override func contributeRegion(to regions: inout PointerRegions) {
        if regions.help == nil, modifier != nil { regions.help = self }
    }
}
