import Foundation

/// A type-erased layout: switching the layout it holds (an HStackLayout for a VStackLayout) keeps the
/// container and its subviews, with their state, and moves them to their new places.
public struct AnyLayout: Layout {
    /// The layout this one stands for (never itself an AnyLayout).
    let base: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The properties of the wrapped layout, such as its stack orientation (read by the container's node).
    var properties: LayoutProperties { type(of: base).layoutProperties }

    /// The wrapped layout's cache, made again when the layout changes to one of another type.
    public struct Cache {
        let layoutType: ObjectIdentifier
        var value: Any
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Self.makeCache(base, subviews) }

    /// Updates the wrapped layout's cache, or makes a new one after a change of layout type.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { Self.updateCache(base, &cache, subviews) }

    /// The wrapped layout's size for the proposal.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(base, proposal, subviews, &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.placeSubviews(base, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.guide(base, guide, bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        Self.guide(base, guide, bounds, proposal, subviews, &cache)
    }

    // The wrapped layout opened to its concrete type.

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Cache {
        Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
    }

    private static func updateCache<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) {
        guard cache.layoutType == ObjectIdentifier(L.self), var typed = cache.value as? L.Cache else {
            cache = makeCache(layout, subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache.value = typed
    }

    private static func withTypedCache<L: Layout, T>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache,
                                                     _ body: (L, inout L.Cache) -> T) -> T {
        if cache.layoutType != ObjectIdentifier(L.self) { cache = makeCache(layout, subviews) }
        var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(layout, &typed)
        cache.value = typed
        return result
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews,
                                               _ cache: inout Cache) -> CGSize {
        withTypedCache(layout, subviews, &cache) { $0.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$1) }
    }

    private static func guide<L: Layout>(_ layout: L, _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                         _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        withTypedCache(layout, subviews, &cache) {
            $0.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$1)
        }
    }

    private static func guide<L: Layout>(_ layout: L, _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                         _ subviews: Subviews, _ cache: inout Cache) -> CGFloat? {
        withTypedCache(layout, subviews, &cache) {
            $0.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$1)
        }
    }

    private static func placeSubviews<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                                _ subviews: Subviews, _ cache: inout Cache) {
        withTypedCache(layout, subviews, &cache) { $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$1) }
    }
}

/// A container's node compares its new layout with the last one to tell whether to lay out again: two
/// AnyLayouts are the same when they wrap equal layouts of the same type.
extension AnyLayout: @preconcurrency PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool {
        guard let other = other as? AnyLayout else { return false }
        return type(of: base) == type(of: other.base) && ViewEquality.equal(base, other.base)
    }
}
