import Foundation

/// Sets the pointer style shown while the pointer is over the view; what `pointerStyle(_:)` applies.
struct _PointerStyleModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The style, or nil to leave the one around the view in force.
    let style: PointerStyle?
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { PointerStyleNode(context: context) }
}

/// The node of a pointer style region: the innermost one under the pointer names the cursor.
@MainActor final class PointerStyleNode: PointerRegionNode<_PointerStyleModifier> {
    override func contributeRegion(to regions: inout PointerRegions) {
        if regions.style == nil, let style = modifier?.style { regions.style = style }
    }
}

extension View {
    /// Sets the pointer style to display when the pointer is over the view (nil leaves the surrounding
    /// style, or the default arrow).
    @_disfavoredOverload
    nonisolated public func pointerStyle(_ style: PointerStyle?) -> some View {
        modifier(_PointerStyleModifier(style: style))
    }
}
