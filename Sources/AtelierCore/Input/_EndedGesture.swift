import Foundation

/// A gesture that runs an action when its content gesture ends successfully; what `onEnded(_:)` returns.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture observed.
    public var _content: Content
    /// The action run with the final value.
    public var _action: (Content.Value) -> Void
    /// The value is that of the wrapped gesture; the action only observes it.
    public typealias Value = Content.Value
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_content: self, _action: action)
    }
}

extension _EndedGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        EndedRecognizer(gesture: self, child: makeGestureRecognizer(_content, in: context), context: context)
    }
}

@MainActor final class EndedRecognizer<Content: Gesture>: WrapperRecognizer<Content.Value, Content.Value> {
    private var gesture: _EndedGesture<Content>
    private var fired = false

    init(gesture: _EndedGesture<Content>, child: GestureRecognizer<Content.Value>, context: RecognizerContext) {
        self.gesture = gesture
        super.init(child: child, context: context)
    }

    override func mapValue(_ value: Content.Value) -> Content.Value? { value }

    override func runCallbacks() {
        guard state == .ended, !fired, let value else { return }
        fired = true
        gesture._action(value)
    }

    override func refresh(with newGesture: Any) {
        guard let g = newGesture as? _EndedGesture<Content> else { return }
        gesture = g
        refreshGestureRecognizer(child, with: g._content)
    }
}
