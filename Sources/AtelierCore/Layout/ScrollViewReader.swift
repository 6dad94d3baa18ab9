import Foundation

/// A view whose content gets a proxy that scrolls the scroll views within it to a view of a given identity.
public struct ScrollViewReader<Content: View>: View, _RemoveGlobalActorIsolation {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content is built with a ScrollViewProxy, to be used from actions.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

/// Lets the node call a ScrollViewReader's closure without knowing its content type.
@MainActor protocol ScrollViewReaderContent {
    func makeContent(_ proxy: ScrollViewProxy) -> any View
}

extension ScrollViewReader: PrimitiveView, ScrollViewReaderContent {
    func makeNode(in context: NodeContext) -> ViewNode { ScrollViewReaderNode(context: context) }
    func makeContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }
}
