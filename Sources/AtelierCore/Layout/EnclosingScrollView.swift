import Foundation

/// The scroll view a view's content sits in, as the views inside may ask of it (where it is scrolled
/// to), without holding it: a List's pull to refresh pulls only from the top.
@MainActor final class EnclosingScrollView {
    private weak var node: ScrollViewNode?

    init(_ node: ScrollViewNode) { self.node = node }

    /// How far the content is scrolled; zero once the scroll view is gone.
    var contentOffset: CGPoint { node?.contentOffset ?? .zero }
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
