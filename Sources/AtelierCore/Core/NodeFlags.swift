import Foundation

/// The yes-or-no states of a node in one word: as separate Bools and optional Bools, scattered between wider
/// fields, they took a padded 8 bytes apiece in every node.
struct NodeFlags: OptionSet {
    let rawValue: UInt16

    static let hasBeenPlaced = NodeFlags(rawValue: 1 << 0)
    static let layoutIsDirty = NodeFlags(rawValue: 1 << 1)
    static let isQueuedForLayout = NodeFlags(rawValue: 1 << 2)
    static let needsDisplay = NodeFlags(rawValue: 1 << 3)
    static let drawnChildrenChanged = NodeFlags(rawValue: 1 << 4)
    static let isQueuedForDisplay = NodeFlags(rawValue: 1 << 5)
    static let isAttached = NodeFlags(rawValue: 1 << 6)
    static let hasBeenDrawn = NodeFlags(rawValue: 1 << 7)
    /// Whether `subtreeGuides` holds an answer, and the answer.
    static let knowsSubtreeGuides = NodeFlags(rawValue: 1 << 8)
    static let subtreeGuides = NodeFlags(rawValue: 1 << 9)
    /// Whether `subtreePreferences` holds an answer, and the answer.
    static let knowsSubtreePreferences = NodeFlags(rawValue: 1 << 10)
    static let subtreePreferences = NodeFlags(rawValue: 1 << 11)
    /// Whether the hit extent is cached.
    static let hasHitExtent = NodeFlags(rawValue: 1 << 12)
    /// Whether what the subtree tells assistive technologies changed since the semantics phase last built it.
    static let semanticsChanged = NodeFlags(rawValue: 1 << 13)

    /// A new node: dirty, to be drawn, attached, its semantics to be built.
    static let initial: NodeFlags = [.layoutIsDirty, .needsDisplay, .drawnChildrenChanged, .isAttached, .semanticsChanged]

    /// Reads or writes one flag.
    subscript(flag: NodeFlags) -> Bool {
        get { contains(flag) }
        set { if newValue { insert(flag) } else { remove(flag) } }
    }

    /// An optional Bool kept in two flags: whether it is known, and its value.
    func optional(_ known: NodeFlags, _ value: NodeFlags) -> Bool? { contains(known) ? contains(value) : nil }

    mutating func setOptional(_ known: NodeFlags, _ value: NodeFlags, _ answer: Bool?) {
        self[known] = answer != nil
        self[value] = answer ?? false
    }
}
