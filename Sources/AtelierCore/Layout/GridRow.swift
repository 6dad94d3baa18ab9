import Foundation

/// A horizontal row of cells in a Grid: each of its views is the cell of the next column.
public struct GridRow<Content: View>: View, PrimitiveView, _RemoveGlobalActorIsolation {
    let alignment: VerticalAlignment?
    let content: Content
    /// Creates a row whose cells align vertically by `alignment`, or by the grid's when nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// Never evaluated: the row's node hands its cells to the grid itself.
    public var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { GridRowNode(context: context) }
}

/// Lets GridRowNode read a GridRow without knowing its content type.
@MainActor private protocol GridRowView {
    var rowAlignment: VerticalAlignment? { get }
    var anyContent: any View { get }
}

extension GridRow: GridRowView {
    var rowAlignment: VerticalAlignment? { alignment }
    var anyContent: any View { content }
}

extension GridRow: ModifierAbsorbingView {
    /// A row takes its modifiers to its cells.
    public static var _absorbsModifiers: Bool { true }
    /// A modifier on a row applies to each of its cells, as on a Group; the row stays a row of the grid.
    func absorbing<M: ViewModifier>(_ modifier: M) -> any PrimitiveView {
        let content = self.content
        return GridRow<ModifiedContent<Group<Content>, M>>(alignment: alignment) { Group { content }.modifier(modifier) }
    }
}

/// The node of a GridRow. Containers see through it to its cells, as through a Group; a grid asks each
/// cell which row holds it (`GridRowNode.row(of:)`), so that the cells stay the grid's own subviews.
@MainActor final class GridRowNode: WrapperNode {
    private(set) var alignment: VerticalAlignment?
    private var contentEnvironmentCache: (input: UInt64, output: EnvironmentValues)?

    override func update(view: any View) {
        guard let row = view as? GridRowView else { return }
        if alignment != row.rowAlignment {
            alignment = row.rowAlignment
            // The grid reads the row's alignment when it lays out.
            layoutTraitsChanged()
        }
        child = reconcile(child, with: row.anyContent, environment: contentEnvironment)
    }

    /// The cells lie side by side: a Divider among them is a vertical line, a Spacer is horizontal space.
    private var contentEnvironment: EnvironmentValues {
        if environment.stackOrientation == .horizontal { return environment }
        if let cached = contentEnvironmentCache, cached.input == environment.version { return cached.output }
        var env = environment
        env.stackOrientation = .horizontal
        contentEnvironmentCache = (environment.version, env)
        return env
    }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        child?.collectLayoutItems(into: &items)
    }
    override var isTransparentToContainers: Bool { true }

    /// The row a container's subview is a cell of: the nearest GridRow among the nodes the container saw
    /// through to reach it, or nil for a view outside any row.
    static func row(of item: ViewNode) -> GridRowNode? {
        var node = item.parent
        while let n = node {
            if let row = n as? GridRowNode { return row }
            guard n.isTransparentToContainers else { return nil }
            node = n.parent
        }
        return nil
    }
}
