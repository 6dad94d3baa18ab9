import Foundation

/// Marks the layout whose views are a scroll view's targets (`scrollTargetLayout()`).
struct _ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier, Equatable {
    let isEnabled: Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ScrollTargetLayoutNode(context: context) }
}

/// The node of `scrollTargetLayout()`: seen through by containers, it tells the scroll view around it where
/// its targets are, so that the scroll view never searches its content for them.
@MainActor final class ScrollTargetLayoutNode: TransparentModifierNode<_ScrollTargetLayoutModifier> {
    override func modifierDidChange(from previous: _ScrollTargetLayoutModifier?) {
        environment.enclosingScrollView?.setTargetLayout(modifier.isEnabled ? self : nil, from: self)
    }

    /// The views of the layout that are targets, with their identities and frames (absolute, unscrolled): a
    /// lazy stack's rows that are made, or the elements with an identity of a ForEach in a stack.
    var targets: [(id: AnyHashable, frame: CGRect)] {
        var layouts: [ViewNode] = []
        child?.collectLayoutItems(into: &layouts)
        var result: [(id: AnyHashable, frame: CGRect)] = []
        for layout in layouts {
            if let lazy = layout as? LazyStackNode {
                for line in lazy.lines {
                    for cell in line {
                        guard let id = cell.id.userID else { continue }
                        let views = lazy.items(of: cell)
                        guard let first = views.first else { continue }
                        result.append((id, views.dropFirst().reduce(first.frame) { $0.union($1.frame) }))
                    }
                }
            } else {
                for child in layout.children { Self.collect(child, into: &result) }
            }
        }
        return result
    }

    /// The elements with an identity under a list-like node (a ForEach's, in a tuple or a group), in order.
    private static func collect(_ node: ViewNode, into result: inout [(id: AnyHashable, frame: CGRect)]) {
        guard let list = node as? ViewListNode else { return }
        for item in list.items {
            if case .explicit(let id) = item.id {
                var views: [ViewNode] = []
                item.node.collectLayoutItems(into: &views)
                guard let first = views.first else { continue }
                result.append((id, views.dropFirst().reduce(first.frame) { $0.union($1.frame) }))
            } else {
                collect(item.node, into: &result)
            }
        }
    }
}

extension LazyRowID {
    /// The identity a program gave the row (a ForEach element's ID, an `.id(_:)`), the innermost one.
    var userID: AnyHashable? {
        for element in path.reversed() { if case .explicit(let id) = element { return id } }
        return nil
    }
}

nonisolated extension View {
    /// Makes this layout's views the targets of the scroll view around it: the views `scrollPosition(id:)` reads
    /// and scrolls to, and those `.viewAligned` settles on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}
