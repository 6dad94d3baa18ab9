import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack; `spacing` nil uses the default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// The content, sized and placed by this stack's layout value.
    public var body: some View { LayoutView(layout: layout, content: content) }
}
