import Foundation

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack; `spacing` nil uses the default spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The content, sized and placed by this stack's layout value.
    public var body: some View { LayoutView(layout: layout, content: content) }
}
