import Foundation

/// A gesture that consists of two gestures where only one of them can succeed: the first has precedence,
/// the second activates only once the first has failed, and whichever activates cancels the other.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension ExclusiveGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        let a = makeGestureRecognizer(first, in: context), b = makeGestureRecognizer(second, in: context)
        let r = ExclusiveRecognizer<Value>(first: a, second: b, context: context) { winner in
            if winner === a { return a.value.map(Value.first) }
            return b.value.map(Value.second)
        }
        return r
    }
}

/// Two recognizers where the first has precedence (also how the engine orders a child's gesture before
/// its ancestor's, or a high-priority gesture before its content's).
@MainActor final class ExclusiveRecognizer<Value>: GestureRecognizer<Value> {
    let first: AnyGestureRecognizer
    let second: AnyGestureRecognizer
    private let makeValue: @MainActor (AnyGestureRecognizer) -> Value?
    /// The child this recognizer has committed to.
    private(set) var winner: AnyGestureRecognizer?

    init(first: AnyGestureRecognizer, second: AnyGestureRecognizer, context: RecognizerContext,
         makeValue: @escaping @MainActor (AnyGestureRecognizer) -> Value?) {
        self.first = first
        self.second = second
        self.makeValue = makeValue
        super.init(context: context)
        first.parent = self
        second.parent = self
    }

    override var children: [AnyGestureRecognizer] { [first, second] }
    override var acceptedChildren: [AnyGestureRecognizer] { winner.map { [$0] } ?? [] }

    override func handle(_ event: PointerEvent) {
        for child in [first, second] where !child.isFinished && !isFinished {
            child.handle(event)
        }
    }

    override func childDidChange(_ child: AnyGestureRecognizer) {
        guard let winner else {
            // Undecided: the first may win as soon as it activates; the second only once the first failed.
            if first.hasSucceededOrBegun {
                commit(to: first)
            } else if first.state == .failed {
                if second.hasSucceededOrBegun {
                    commit(to: second)
                } else if second.state == .failed {
                    transition(to: .failed)
                }
            }
            return
        }
        guard child === winner else { return }
        value = makeValue(winner)
        if winner.state != .possible { transition(to: winner.state) }
    }

    private func commit(to child: AnyGestureRecognizer) {
        winner = child
        let loser = child === first ? second : first
        loser.cancel()
        if isAccepted { child.accept() }
        value = makeValue(child)
        if child.state != .possible { transition(to: child.state) }
    }
}
