import Foundation

/// A node whose children a builder tuple's reader brings up to date by position, each element with its type:
/// a list's node, or a container that owns a tuple's elements itself.
@usableFromInline @MainActor protocol PositionalChildren: ViewNode {
    /// Starts an update of `count` elements.
    func beginPositionalUpdate(count: Int) -> PositionalUpdate
    /// Ends it: the elements past the new end leave, and the children are those the update made or kept.
    func finish(_ update: PositionalUpdate)
}

/// An update of children matched by position under way: the element at each index is brought up to date, a
/// new node made where there was none or its type changed; what arrives and leaves is noted for the owner.
@usableFromInline @MainActor struct PositionalUpdate {
    /// The node the children belong to (it lives through the update).
    unowned(unsafe) let owner: ViewNode
    /// The environment the children see.
    let environment: EnvironmentValues
    let old: [ViewNode]
    /// Whether new nodes count as inserted (not for the first elements of a new owner).
    let notesInsertions: Bool
    private(set) var next: [ViewNode] = []
    private(set) var removed: [(node: ViewNode, index: Int)] = []
    private(set) var inserted: [ViewNode] = []

    init(owner: ViewNode, environment: EnvironmentValues, old: [ViewNode], count: Int, notesInsertions: Bool) {
        self.owner = owner
        self.environment = environment
        self.old = old
        self.notesInsertions = notesInsertions
        next.reserveCapacity(count)
    }

    /// Brings the next element up to date with `view`, its type known to the caller.
    mutating func update<V: View>(with view: V) {
        let i = next.count
        var previous = i < old.count ? old[i] : nil
        if let p = previous, p.maker.viewType != V.self || !p.isAttached {
            removed.append((p, i))
            previous = nil
        }
        let node = owner.reconcile(previous, with: view, environment: environment)
        next.append(node)
        if previous == nil, notesInsertions { inserted.append(node) }
    }

    /// The elements that left: those replaced, and those past the new end.
    var leaving: [(node: ViewNode, index: Int)] {
        guard old.count > next.count else { return removed }
        return removed + (next.count..<old.count).map { (old[$0], $0) }
    }

    /// Whether the children differ from before, in number or identity.
    var structureChanged: Bool { next.count != old.count || zip(next, old).contains { $0 !== $1 } }
}
