import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them preceding
/// the other. It is active while either is; it ends when both have finished and at least one succeeded.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        let a = makeGestureRecognizer(first, in: context), b = makeGestureRecognizer(second, in: context)
        return SimultaneousRecognizer<Value>(first: a, second: b, context: context) {
            Value(first: a.hasSucceededOrBegun ? a.value : nil, second: b.hasSucceededOrBegun ? b.value : nil)
        }
    }
}

/// Two recognizers that run side by side (also how the engine runs a `simultaneousGesture` with its content's).
@MainActor final class SimultaneousRecognizer<Value>: GestureRecognizer<Value> {
    let first: AnyGestureRecognizer
    let second: AnyGestureRecognizer
    private let makeValue: @MainActor () -> Value

    init(first: AnyGestureRecognizer, second: AnyGestureRecognizer, context: RecognizerContext,
         makeValue: @escaping @MainActor () -> Value) {
        self.first = first
        self.second = second
        self.makeValue = makeValue
        super.init(context: context)
        first.parent = self
        second.parent = self
    }

    override var children: [AnyGestureRecognizer] { [first, second] }

    override func handle(_ event: PointerEvent) {
        for child in [first, second] where !child.isFinished { child.handle(event) }
    }

    override func childDidChange(_ child: AnyGestureRecognizer) {
        let both = [first, second]
        if both.allSatisfy(\.isFinished) {
            value = makeValue()
            transition(to: both.contains { $0.state == .ended } ? .ended : .failed)
        } else if both.contains(where: \.hasSucceededOrBegun) {
            value = makeValue()
            transition(to: .active)
        }
    }
}
