import Foundation

/// What one class of node is to the phases: for each phase protocol a layer declares (sizing, alignment,
/// preferences, hit testing...), the role that runs it for nodes of the class, and the few class-wide answers
/// Core's invalidation walks need. Found once per class and shared by its nodes.
///
/// A layer declares its protocol and a role class with the protocol's default behaviour; the role of a class
/// that adopts the protocol calls the class's members. Core keeps the slots without naming the roles' types,
/// so that no layer's hooks sit on the base class. A call through a role costs two loads and an indirect
/// call, where casting the node to the protocol at each call took about 60 ns.
@MainActor final class NodeKind {
    /// The phase protocols a kind may adopt, one role slot each.
    enum Slot: Int, CaseIterable {
        case sizing, alignment, preferences, animation, projection, hitTesting, semantics
    }

    /// The class this kind describes.
    let nodeClass: ViewNode.Type
    /// What the class tells Core's invalidation walks.
    let traits: NodeKindTraits
    /// Whether nodes of the class are wrappers: one child that they stand for unless they say otherwise.
    let isWrapper: Bool
    @exclusivity(unchecked) private var roles: ContiguousArray<NodeRole?>

    private init(_ nodeClass: ViewNode.Type) {
        self.nodeClass = nodeClass
        traits = (nodeClass as? any NodeKindDescribing.Type)?.kindTraits ?? []
        isWrapper = nodeClass is WrapperNode.Type
        roles = ContiguousArray(repeating: nil, count: Slot.allCases.count)
    }

    /// The role in `slot`; `resolve` makes it the first time a node of the class asks (the slot's layer knows
    /// its protocol and default).
    @inline(__always)
    func role(_ slot: Slot, _ resolve: (ViewNode.Type) -> NodeRole) -> NodeRole {
        if let role = roles[slot.rawValue] { return role }
        let role = resolve(nodeClass)
        roles[slot.rawValue] = role
        return role
    }

    /// The kind of a class of node (made once per class; kinds live as long as the process).
    static func of(_ nodeClass: ViewNode.Type) -> NodeKind {
        let id = ObjectIdentifier(nodeClass)
        // Nodes are made in runs of one class (a list's rows): the last answer is asked first.
        if let last = lastFound, last.id == id { return last.kind }
        let kind: NodeKind
        if let known = kinds[id] {
            kind = known
        } else {
            kind = NodeKind(nodeClass)
            kinds[id] = kind
        }
        lastFound = (id, kind)
        return kind
    }
    private static var kinds: [ObjectIdentifier: NodeKind] = [:]
    private static var lastFound: (id: ObjectIdentifier, kind: NodeKind)?

    /// The kind of nodes not made yet (a node's kind before its initialiser finds its own).
    static let unresolved = NodeKind(ViewNode.self)
}

/// The runner of one phase protocol for a class of node. Each layer subclasses it for its protocol: the
/// subclass's own members are the protocol's defaults, and a generic subclass calls an adopting class's.
@MainActor class NodeRole {
    init() {}
}

/// What a kind of node tells Core's invalidation walks, the same for every node of the class.
struct NodeKindTraits: OptionSet {
    let rawValue: UInt8
    /// The kind defines explicit alignment guides itself (an `alignmentGuide`, a program's own Layout): one
    /// made or leaving lays out the ancestors that align by the guides handed on to them.
    static let definesExplicitGuides = NodeKindTraits(rawValue: 1 << 0)
    /// The kind answers its children's explicit guides as its own (wrappers, frames, lists and stacks do).
    static let handsOnChildGuides = NodeKindTraits(rawValue: 1 << 1)
    /// The kind draws around the frames of the views it stands for (a control's focus ring): it draws again
    /// when one of them moves.
    static let drawsAroundItsLayoutItems = NodeKindTraits(rawValue: 1 << 2)
}

/// A node class with traits for Core's invalidation walks; a subclass overrides `kindTraits` to change them.
@MainActor protocol NodeKindDescribing: ViewNode {
    /// The class's traits.
    static var kindTraits: NodeKindTraits { get }
}
