import Foundation

/// A generated view tree: leaves, containers and modified views, as plain data, so that it can be
/// built into views, printed as a Swift program, shrunk, and sent to a child process as JSON.
indirect enum FuzzTree: Codable, Hashable, Sendable {
    case text(String)
    case color(FuzzColor)
    case shape(FuzzShape, FuzzColor)
    case spacer(minLength: Double?)
    case button(String)
    case counter
    case stack(FuzzStackKind, spacing: Double?, alignment: FuzzAlignment, children: [FuzzTree])
    case scrollView(FuzzScrollAxes, content: FuzzTree)
    case geometryReader(content: FuzzTree)
    case modified(FuzzTree, FuzzModifier)

    /// The trees directly under this one (a modifier's content first, then an overlay's or background's view).
    var subtrees: [FuzzTree] {
        switch self {
        case .text, .color, .shape, .spacer, .button, .counter: return []
        case .stack(_, _, _, let children): return children
        case .scrollView(_, let content), .geometryReader(let content): return [content]
        case .modified(let content, let modifier):
            if let layer = modifier.layer { return [content, layer] }
            return [content]
        }
    }

    /// How many nodes the tree has (the shrinker prefers fewer).
    var size: Int { 1 + subtrees.reduce(0) { $0 + $1.size } }

    /// Whether the tree has a view that keeps state or answers taps (the program then needs `FuzzCounter`).
    var usesCounter: Bool {
        if case .counter = self { return true }
        return subtrees.contains { $0.usesCounter }
    }
}

/// The colours a leaf can have (system colours, and clear which draws nothing).
enum FuzzColor: String, Codable, CaseIterable, Sendable {
    case red, blue, green, orange, clear
}

/// The shapes a leaf can be.
enum FuzzShape: Codable, Hashable, Sendable {
    case rectangle
    case circle
    case roundedRectangle(cornerRadius: Double)
}

/// The three stacks.
enum FuzzStackKind: String, Codable, Sendable {
    case hstack, vstack, zstack
}

/// What a ScrollView scrolls.
enum FuzzScrollAxes: String, Codable, CaseIterable, Sendable {
    case vertical, horizontal, both
}
