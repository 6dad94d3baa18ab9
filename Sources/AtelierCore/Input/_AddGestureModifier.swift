import Foundation

/// How a gesture attached to a view competes with the gestures of its content.
enum GesturePriority {
    /// The content's gestures have precedence (`gesture(_:including:)`).
    case normal
    /// This gesture has precedence over the content's (`highPriorityGesture(_:including:)`).
    case high
    /// This gesture runs alongside the content's (`simultaneousGesture(_:including:)`).
    case simultaneous
}

/// Attaches a gesture to a view; what `gesture`, `highPriorityGesture` and `simultaneousGesture` apply.
public struct _AddGestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The gesture.
    public var gesture: G
    /// Which of this gesture and the content's gestures are enabled.
    public var mask: GestureMask
    let priority: GesturePriority

    init(gesture: G, mask: GestureMask, priority: GesturePriority) {
        self.gesture = gesture
        self.mask = mask
        self.priority = priority
    }

    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { GestureModifierNode(context: context) }
}

/// What the engine reads from a gesture modifier, whatever its gesture's type.
@MainActor protocol GestureAttachment {
    var anyGesture: any Gesture { get }
    var mask: GestureMask { get }
    var priority: GesturePriority { get }
}

extension _AddGestureModifier: GestureAttachment {
    var anyGesture: any Gesture { gesture }
}

/// The node of a gesture modifier: layout and drawing pass through; the engine finds it on the path
/// from a hit view to the root. `version` counts modifier updates, so that recognizers in flight take
/// the newest closures.
@MainActor final class GestureModifierNode: ModifierNode<any GestureAttachment> {
    private(set) var version = 0
    override func modifierDidChange(from previous: (any GestureAttachment)?) { version += 1 }
    /// A gesture changes what input does, not what is laid out or drawn.
    override var modifierChangeAffects: Invalidation { [] }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_AddGestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_AddGestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_AddGestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }
}
