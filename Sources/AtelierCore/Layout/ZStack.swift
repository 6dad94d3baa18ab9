import Foundation

/// A view that overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack, centred by default.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// The content, sized and placed by this stack's layout value.
    public var body: some View { LayoutView(layout: layout, content: content) }
}
