import Foundation

/// A gesture whose values are its content gesture's, transformed; what `map(_:)` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// The gesture transformed.
    public var _content: Content
    /// The transformation.
    public var _body: (Content.Value) -> Value
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_content: self, _body: body)
    }
}

extension _MapGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        MapRecognizer(gesture: self, child: makeGestureRecognizer(_content, in: context), context: context)
    }
}

@MainActor final class MapRecognizer<Content: Gesture, Value>: WrapperRecognizer<Value, Content.Value> {
    private var gesture: _MapGesture<Content, Value>

    init(gesture: _MapGesture<Content, Value>, child: GestureRecognizer<Content.Value>, context: RecognizerContext) {
        self.gesture = gesture
        super.init(child: child, context: context)
    }

    override func mapValue(_ value: Content.Value) -> Value? { gesture._body(value) }

    override func refresh(with newGesture: Any) {
        guard let g = newGesture as? _MapGesture<Content, Value> else { return }
        gesture = g
        refreshGestureRecognizer(child, with: g._content)
    }
}
