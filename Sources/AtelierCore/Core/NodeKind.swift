import Foundation

/// What one class of node is to the phases: for each phase protocol a layer declares (sizing, alignment,
/// preferences, hit testing...), the role that runs it for nodes of the class, and the few class-wide answers
/// Core's invalidation walks need. Found once per class and shared by its nodes.
///
/// A layer declares its protocol and a role class with the protocol's default behaviour; the role of a class
/// that adopts the protocol calls the class's members. Core keeps the slots without naming the roles' types,
/// so that no layer's hooks sit on the base class. A call through a role costs two loads and an indirect
/// call, where casting the node to the protocol at each call took about 60 ns.
@MainActor struct NodeKind {
    /// The phase protocols a kind may adopt, one role slot each.
    enum Slot: Int, CaseIterable {
        case sizing, alignment, preferences, animation, projection, hitTesting, semantics
    }

    /// A class's kind as its nodes hold it: a pointer to storage that lives as long as the process, so that
    /// reading it counts no reference (a class instance read through an unowned field was retained and released
    /// at each question).
    struct Reference {
        fileprivate let storage: UnsafeMutablePointer<NodeKind>
        /// The class this kind describes.
        var nodeClass: ViewNode.Type { storage.pointee.nodeClass }
        /// What the class tells Core's invalidation walks.
        var traits: NodeKindTraits { storage.pointee.traits }
        /// Whether nodes of the class are wrappers: one child that they stand for unless they say otherwise.
        var isWrapper: Bool { storage.pointee.isWrapper }

        /// The role in `slot`, of the slot's role class `R`; `resolve` finds it the first time a node of the
        /// class asks (the slot's layer knows its protocol and default).
        @inline(__always)
        func role<R: NodeRole>(_ slot: Slot, _: R.Type, _ resolve: (ViewNode.Type) -> R.Type) -> R.Type {
            if let role = storage.pointee.roles[slot] { return unsafeBitCast(role, to: R.Type.self) }
            let role = resolve(storage.pointee.nodeClass)
            storage.pointee.roles[slot] = role
            return role
        }
    }

    let nodeClass: ViewNode.Type
    let traits: NodeKindTraits
    let isWrapper: Bool
    /// A role is a class, never instantiated: its class methods run the protocol, so a question is a load and
    /// a call through the class's table.
    private var roles = Roles()

    private init(_ nodeClass: ViewNode.Type) {
        self.nodeClass = nodeClass
        traits = (nodeClass as? any NodeKindDescribing.Type)?.kindTraits ?? []
        isWrapper = nodeClass is WrapperNode.Type
    }

    /// The kind of a class of node (made once per class; kinds live as long as the process).
    @inline(__always)
    static func of(_ nodeClass: ViewNode.Type) -> Reference {
        if let known = kinds.value(for: nodeClass) { return known }
        let kind = make(nodeClass)
        kinds.insert(kind, for: nodeClass)
        return kind
    }

    private static func make(_ nodeClass: ViewNode.Type) -> Reference {
        let storage = UnsafeMutablePointer<NodeKind>.allocate(capacity: 1)
        storage.initialize(to: NodeKind(nodeClass))
        return Reference(storage: storage)
    }
    @exclusivity(unchecked) private static var kinds = TypeTable<Reference>()

    /// The kind of nodes not made yet (a node's kind before its initialiser finds its own).
    static let unresolved = make(ViewNode.self)

    /// One field per slot.
    private struct Roles {
        var sizing, alignment, preferences, animation, projection, hitTesting, semantics: NodeRole.Type?

        subscript(slot: Slot) -> NodeRole.Type? {
            @inline(__always) get {
                switch slot {
                case .sizing: sizing
                case .alignment: alignment
                case .preferences: preferences
                case .animation: animation
                case .projection: projection
                case .hitTesting: hitTesting
                case .semantics: semantics
                }
            }
            set {
                switch slot {
                case .sizing: sizing = newValue
                case .alignment: alignment = newValue
                case .preferences: preferences = newValue
                case .animation: animation = newValue
                case .projection: projection = newValue
                case .hitTesting: hitTesting = newValue
                case .semantics: semantics = newValue
                }
            }
        }
    }
}

/// The runner of one phase protocol for a class of node, through class methods (it is never instantiated).
/// Each layer subclasses it for its protocol: the subclass's methods are the protocol's defaults, and a generic
/// subclass calls an adopting class's members.
@MainActor class NodeRole {
    private init() {}
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
