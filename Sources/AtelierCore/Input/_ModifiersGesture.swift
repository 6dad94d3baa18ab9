import Foundation

/// A gesture that recognizes only while the given modifier keys are held as the pointer goes down; what
/// `modifiers(_:)` returns. Without them it fails at once, so a gesture after it in an exclusive
/// combination takes the press.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    /// The gesture that needs the keys.
    public var _content: Content
    /// The keys that must be held (others may be held too).
    public var _modifiers: EventModifiers
    /// The value is that of the wrapped gesture.
    public typealias Value = Content.Value
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension Gesture {
    /// Combines a gesture with keyboard modifiers: the gesture receives updates only while the user
    /// presses the modifier keys that you specify.
    @_disfavoredOverload
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(_content: self, _modifiers: modifiers)
    }
}

extension _ModifiersGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        ModifiersRecognizer(gesture: self, child: makeGestureRecognizer(_content, in: context), context: context)
    }
}

@MainActor final class ModifiersRecognizer<Content: Gesture>: WrapperRecognizer<Content.Value, Content.Value> {
    private var gesture: _ModifiersGesture<Content>

    init(gesture: _ModifiersGesture<Content>, child: GestureRecognizer<Content.Value>, context: RecognizerContext) {
        self.gesture = gesture
        super.init(child: child, context: context)
    }

    override func handle(_ event: PointerEvent) {
        if event.phase == .down {
            let held = context.engine?.graph?.pointerModifiers ?? []
            guard held.contains(gesture._modifiers) else { return transition(to: .failed) }
        }
        super.handle(event)
    }

    override func refresh(with newGesture: Any) {
        guard let g = newGesture as? _ModifiersGesture<Content> else { return }
        gesture = g
        refreshGestureRecognizer(child, with: g._content)
    }
}
