import Foundation

nonisolated extension View {
    /// Adds margins on `edges` for a placement: a scroll view (and a List) below insets its content, its
    /// scroll indicators or both (`automatic`) by `insets`, inside its scrollable area.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Adds a margin of `length` on `edges` for a placement; nil restores the default margin (none).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) },
                                        placement: placement))
    }

    /// Adds a margin of `length` on every edge for a placement.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// The margins set around a scroll view, per placement and edge (nil: the default, no margin).
struct ContentMargins: Hashable, Sendable {
    struct Edges: Hashable, Sendable {
        var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?

        /// The margins as insets; bad lengths (NaN, infinite, negative) count as none, with one warning.
        var insets: EdgeInsets {
            func clean(_ v: CGFloat?) -> CGFloat {
                guard let v else { return 0 }
                guard v.isFinite, v >= 0 else {
                    Diagnostics.warn("contentMargins(\(v)) is not a usable length; no margin is added", key: "content-margins-\(v)")
                    return 0
                }
                return v
            }
            return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
        }

        mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets?) {
            if edges.contains(.top) { top = insets?.top }
            if edges.contains(.leading) { leading = insets?.leading }
            if edges.contains(.bottom) { bottom = insets?.bottom }
            if edges.contains(.trailing) { trailing = insets?.trailing }
        }
    }
    var content = Edges()
    var indicators = Edges()
}

/// Writes the margins for its placement and edges, the innermost modifier winning edge by edge.
struct ContentMarginsModifier: ViewModifier, PrimitiveModifier, Equatable {
    let edges: Edge.Set
    let insets: EdgeInsets?
    let placement: ContentMarginPlacement
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            if m.placement.kind != .scrollIndicators { env.contentMargins.content.set(m.edges, m.insets) }
            if m.placement.kind != .scrollContent { env.contentMargins.indicators.set(m.edges, m.insets) }
        })
    }
}

private struct ContentMarginsKey: EnvironmentKey {
    static var defaultValue: ContentMargins { ContentMargins() }
}

extension EnvironmentValues {
    /// The content margins set around (`contentMargins(_:_:for:)`), for the next scroll view.
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}
