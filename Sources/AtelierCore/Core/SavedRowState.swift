import Foundation

/// The `@State` of a lazy container's row taken out of the tree, so that the row made again under the same
/// identity gets it back, as SwiftUI keeps a lazy row's state while it is scrolled away. Each body node's
/// state storage is kept under its view type and its rank among the row's body nodes of that type, in tree
/// order: the row made again (its bodies evaluated in that order) finds each one's storage by the same key.
@MainActor final class SavedRowState {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let rank: Int
    }
    private var storage: [Key: [AnyObject?]] = [:]
    /// How many body nodes of each type the row being restored has made so far.
    private var made: [ObjectIdentifier: Int] = [:]

    /// The state under `root`, or nil when the row keeps none (nothing to save).
    init?(taking root: ViewNode) {
        var seen: [ObjectIdentifier: Int] = [:]
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if let body = node as? BodyNode {
                let type = ObjectIdentifier(body.viewType)
                let rank = seen[type, default: 0]
                seen[type] = rank + 1
                if body.slots.contains(where: { $0 is AnyStateStorage }) {
                    // Only State storage carries over; environment and gesture storage are made afresh.
                    storage[Key(type: type, rank: rank)] = body.slots.map { $0 is AnyStateStorage ? $0 : nil }
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        if storage.isEmpty { return nil }
    }

    /// Gives a body node made for the row, before its first evaluation, the storage it had.
    func restore(into node: BodyNode) {
        let type = ObjectIdentifier(node.viewType)
        let rank = made[type, default: 0]
        made[type] = rank + 1
        guard let slots = storage.removeValue(forKey: Key(type: type, rank: rank)) else { return }
        for case let state as AnyStateStorage in slots { state.node = node }
        node.slots = slots
    }
}
