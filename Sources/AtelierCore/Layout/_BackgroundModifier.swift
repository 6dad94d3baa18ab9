import Foundation

/// Layers a secondary view behind the content: the secondary is proposed the content's size and
/// aligned to it; the result has the content's size.
public struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The view behind.
    public var background: Background
    /// How the background is aligned to the content.
    public var alignment: Alignment
    /// The edges on which the background reaches into the safe area the content touches (a shape style's
    /// background: every edge by default); none for a view's.
    var ignoresSafeAreaEdges: Edge.Set = []
    /// Creates the modifier.
    public init(background: Background, alignment: Alignment = .center) {
        self.background = background; self.alignment = alignment
    }
    /// Creates the modifier of a background that reaches into the safe area on `ignoresSafeAreaEdges`.
    init(background: Background, alignment: Alignment = .center, ignoresSafeAreaEdges: Edge.Set) {
        self.background = background; self.alignment = alignment; self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SecondaryLayerNode(context: context, isBackground: true) }
}

extension _BackgroundModifier: SecondaryLayerModifier {
    var secondaryView: any View { background }
}

nonisolated extension View {
    /// Layers the given view behind this view (deprecated in SwiftUI: use `background(alignment:content:)`).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Layers the views that you specify behind this view, aligned as given.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }
}
