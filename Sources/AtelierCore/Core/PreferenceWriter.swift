import Foundation

/// A kind of node that writes or changes preference values (`preference`, `anchorPreference`,
/// `transformPreference`, a tab's items): an ancestor reading a key asks it, and skips subtrees without one.
@MainActor protocol PreferenceWriter: ViewNode {
    /// The value this node's subtree gives `key`, or nil when it gives none (the children's, combined by
    /// `childrenPreferenceValue`, for a key the kind does not write).
    func ownPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value?
}

/// Runs `PreferenceWriter` for a class of node; this base is what a kind that does not adopt it does.
@MainActor class PreferenceRole: NodeRole {
    /// Whether the kind writes preferences.
    class var writesPreferences: Bool { false }
    class func preferenceValue<K: PreferenceKey>(of node: ViewNode, _ key: K.Type) -> K.Value? {
        guard node.subtreeMayWritePreferences else { return nil }
        return node.childrenPreferenceValue(key)
    }

    static func resolve(_ nodeClass: ViewNode.Type) -> PreferenceRole.Type {
        guard let adopter = nodeClass as? any PreferenceWriter.Type else { return PreferenceRole.self }
        return role(for: adopter)
    }
    private static func role<N: PreferenceWriter>(for _: N.Type) -> PreferenceRole.Type { AdoptedPreferenceRole<N>.self }
}

private final class AdoptedPreferenceRole<N: PreferenceWriter>: PreferenceRole {
    override class var writesPreferences: Bool { true }
    override class func preferenceValue<K: PreferenceKey>(of node: ViewNode, _ key: K.Type) -> K.Value? {
        unsafeDowncast(node, to: N.self).ownPreferenceValue(key)
    }
}

extension ViewNode {
    /// How this node's kind answers preferences.
    var preferenceRole: PreferenceRole.Type {
        nodeKind.role(.preferences, PreferenceRole.self, PreferenceRole.resolve)
    }

    /// Whether a node of the subtree writes preferences: an ancestor reading a key skips subtrees that do not.
    /// Kept until a node is made below (`init`); a node leaving keeps it true at worst.
    final var subtreeMayWritePreferences: Bool {
        if let known = knownSubtreePreferences { return known }
        guard StackGuard.hasRoom() else { return true }
        var answer = preferenceRole.writesPreferences
        if !answer {
            for child in children where child.subtreeMayWritePreferences { answer = true; break }
        }
        knownSubtreePreferences = answer
        return answer
    }

    /// The value this node's subtree gives `key`, or nil when no node of it writes one.
    final func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        preferenceRole.preferenceValue(of: self, key)
    }

    /// The children's values for `key` combined with `reduce`, in tree order; nil when none writes one.
    final func childrenPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        guard StackGuard.roomOrWarn() else { return nil }
        var result: K.Value?
        for child in children {
            guard let next = child.preferenceValue(key) else { continue }
            if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
        }
        return result
    }
}
