import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each
/// of its states; primitive gestures have `Body == Never`, custom ones are made of others in `body`.
@MainActor @preconcurrency public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value = Body.Value
    /// The type of gesture representing the body of this gesture.
    associatedtype Body: Gesture
    /// The content and behaviour of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// Never has no value; primitive gestures use `Never` as their body.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; the gesture engine builds their recognizers directly.
    public var body: Never {
        fatalError("\(type(of: self)) is a primitive gesture; its body is never evaluated")
    }
}
