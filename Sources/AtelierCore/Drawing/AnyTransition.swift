import Foundation

/// A type-erased transition: how a view enters (insertion) and leaves (removal) the hierarchy.
///
/// A transition is a list of modifiers, each with an *active* state (the state the view is inserted from,
/// or removed to) and an *identity* state (the view as it normally is). When a view appears in an animated
/// update, its modifiers jump to their active state and animate to identity; when it disappears they animate
/// from identity to active while the view keeps drawing, and the view goes when they arrive.
public struct AnyTransition {
    /// One modifier of a transition: applied to the content in its active or identity state. The view it
    /// returns has the same type in both states, so that the content keeps its identity (and state).
    struct Step {
        let apply: @MainActor (any View, _ active: Bool) -> any View
    }

    /// The modifiers applied on insertion.
    let insertion: [Step]
    /// The modifiers applied on removal.
    let removal: [Step]
    /// Whether the removal is the insertion played backwards (the same modifiers).
    let isSymmetric: Bool
    /// The animation attached with `animation(_:)`, if any.
    let attachedAnimation: Animation?
    /// Whether an animation was attached (an attached nil makes the transition jump).
    let hasAttachedAnimation: Bool

    init(insertion: [Step], removal: [Step], isSymmetric: Bool, attachedAnimation: Animation? = nil,
         hasAttachedAnimation: Bool = false) {
        self.insertion = insertion
        self.removal = removal
        self.isSymmetric = isSymmetric
        self.attachedAnimation = attachedAnimation
        self.hasAttachedAnimation = hasAttachedAnimation
    }

    /// A symmetric transition of one modifier.
    init(_ step: Step) { self.init(insertion: [step], removal: [step], isSymmetric: true) }

    /// A symmetric transition of a modifier given in its two states.
    static func modifier<M: ViewModifier>(_ make: @escaping @MainActor (Bool) -> M) -> AnyTransition {
        AnyTransition(Step { content, active in applyModifier(make(active), to: content) })
    }

    /// A transition defined between an active modifier and an identity modifier.
    @MainActor @preconcurrency public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(Step { content, isActive in applyModifier(isActive ? active : identity, to: content) })
    }

    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: AnyTransition { AnyTransition(insertion: [], removal: [], isSymmetric: true) }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: AnyTransition { .modifier { _OpacityEffect(opacity: $0 ? 0 : 1) } }

    /// Returns a transition that scales the view.
    public static var scale: AnyTransition { .scale(scale: 0) }

    /// Returns a transition that scales the view by `scale` (in its active state) about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        .modifier { _ScaleEffect(scale: $0 ? CGSize(width: scale, height: scale) : CGSize(width: 1, height: 1), anchor: anchor) }
    }

    /// A transition that offsets the view by `offset` (in its active state).
    public static func offset(_ offset: CGSize) -> AnyTransition {
        .modifier { _OffsetEffect(offset: $0 ? offset : .zero) }
    }

    /// A transition that offsets the view by `x` and `y` (in its active state).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        .offset(CGSize(width: x, height: y))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition {
        .modifier { _MoveTransitionEffect(edge: edge, fraction: $0 ? 1 : 0) }
    }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
    public static var slide: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// Creates a transition that when added to a view will animate the view's insertion by moving it in from
    /// the specified edge while fading it in, and animate its removal by moving it out towards the opposite
    /// edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                           removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, isSymmetric: false,
                      attachedAnimation: insertion.hasAttachedAnimation ? insertion.attachedAnimation : removal.attachedAnimation,
                      hasAttachedAnimation: insertion.hasAttachedAnimation || removal.hasAttachedAnimation)
    }

    /// Combines this transition with another, returning a new transition that is the result of both
    /// transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal,
                      isSymmetric: isSymmetric && other.isSymmetric,
                      attachedAnimation: hasAttachedAnimation ? attachedAnimation : other.attachedAnimation,
                      hasAttachedAnimation: hasAttachedAnimation || other.hasAttachedAnimation)
    }

    /// Attaches an animation to this transition: the transition runs with it instead of the animation of
    /// the update that inserts or removes the view.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, isSymmetric: isSymmetric,
                      attachedAnimation: animation, hasAttachedAnimation: true)
    }

    // MARK: Internal

    /// Whether inserting does nothing.
    var insertionIsIdentity: Bool { insertion.isEmpty }
    /// Whether removing does nothing.
    var removalIsIdentity: Bool { removal.isEmpty }

    /// The content with the transition's modifiers applied: in their active insertion state, active removal
    /// state, or identity. The view's type is the same in every state.
    @MainActor func apply(to content: any View, insertionActive: Bool, removalActive: Bool) -> any View {
        if isSymmetric {
            return insertion.reduce(content) { $1.apply($0, insertionActive || removalActive) }
        }
        let inserted = insertion.reduce(content) { $1.apply($0, insertionActive) }
        return removal.reduce(inserted) { $1.apply($0, removalActive) }
    }

    /// The transaction the transition runs in, given the transaction of the update that inserts or removes
    /// the view: its attached animation replaces the update's (unless animations are disabled).
    func transaction(from base: Transaction) -> Transaction {
        guard hasAttachedAnimation, !base.disablesAnimations else { return base }
        var t = base
        t.animation = attachedAnimation
        return t
    }
}

/// `content` with `modifier` applied, as a view whose type depends only on the content's and modifier's types.
@MainActor func applyModifier<M: ViewModifier>(_ modifier: M, to content: any View) -> any View {
    func open<V: View>(_ v: V) -> any View { v.modifier(modifier) }
    return open(content)
}
