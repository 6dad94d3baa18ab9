import Foundation

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture {
    let make: @MainActor (RecognizerContext) -> GestureRecognizer<Value>
    let refresh: @MainActor (AnyGestureRecognizer) -> Void

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { makeGestureRecognizer(gesture, in: $0) }
        refresh = { refreshGestureRecognizer($0, with: gesture) }
    }

    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension AnyGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        AnyGestureRecognizerBox<Value>(child: make(context), context: context)
    }
}

/// The recognizer of an AnyGesture: mirrors the erased gesture's recognizer.
@MainActor final class AnyGestureRecognizerBox<Value>: WrapperRecognizer<Value, Value> {
    override func mapValue(_ value: Value) -> Value? { value }

    override func refresh(with gesture: Any) {
        (gesture as? AnyGesture<Value>)?.refresh(child)
    }
}
