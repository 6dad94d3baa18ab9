import Foundation

/// The scroll view a view's content sits in, as the views inside may ask of it (where it is scrolled
/// to), without holding it: a List's pull to refresh pulls only from the top.
@MainActor final class EnclosingScrollView {
    private weak var node: ScrollViewNode?

    init(_ node: ScrollViewNode) { self.node = node }

    /// How far the content is scrolled; zero once the scroll view is gone.
    var contentOffset: CGPoint { node?.contentOffset ?? .zero }

    /// Tells the scroll view which layout holds its targets (`scrollTargetLayout()`); nil from the node that
    /// was it lets it go.
    func setTargetLayout(_ layout: ScrollTargetLayoutNode?, from sender: ScrollTargetLayoutNode) {
        guard let node else { return }
        if let layout { node.targetLayout = layout } else if node.targetLayout === sender { node.targetLayout = nil }
    }
}

private struct EnclosingScrollViewKey: EnvironmentKey {
    static var defaultValue: EnclosingScrollView? { nil }
}

extension EnvironmentValues {
    /// The nearest scroll view around, set for its content.
    var enclosingScrollView: EnclosingScrollView? {
        get { self[EnclosingScrollViewKey.self] }
        set { self[EnclosingScrollViewKey.self] = newValue }
    }
}
