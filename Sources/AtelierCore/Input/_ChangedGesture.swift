import Foundation

/// A gesture that runs an action each time its content gesture's value changes; what `onChanged(_:)` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The gesture observed.
    public var _content: Content
    /// The action run with each new value.
    public var _action: (Content.Value) -> Void
    /// The value is that of the wrapped gesture; the action only observes it.
    public typealias Value = Content.Value
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_content: self, _action: action)
    }
}

extension _ChangedGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        ChangedRecognizer(gesture: self, child: makeGestureRecognizer(_content, in: context), context: context)
    }
}

@MainActor final class ChangedRecognizer<Content: Gesture>: WrapperRecognizer<Content.Value, Content.Value>
where Content.Value: Equatable {
    private var gesture: _ChangedGesture<Content>
    private var lastReported: Content.Value?

    init(gesture: _ChangedGesture<Content>, child: GestureRecognizer<Content.Value>, context: RecognizerContext) {
        self.gesture = gesture
        super.init(child: child, context: context)
    }

    override func mapValue(_ value: Content.Value) -> Content.Value? { value }

    override func runCallbacks() {
        guard state == .active || state == .ended, let value, value != lastReported else { return }
        lastReported = value
        gesture._action(value)
    }

    override func refresh(with newGesture: Any) {
        guard let g = newGesture as? _ChangedGesture<Content> else { return }
        gesture = g
        refreshGestureRecognizer(child, with: g._content)
    }
}
