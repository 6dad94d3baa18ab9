import Foundation

/// A gesture that's a sequence of two gestures: the second receives events once the first ends (starting
/// where the pointer is then, if it is still down); it fails if either fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded, so the
    /// second gesture can start.
    @frozen public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the second gesture
    /// only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

extension SequenceGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        SequenceRecognizer<First, Second>(first: makeGestureRecognizer(first, in: context),
                                          second: makeGestureRecognizer(second, in: context), context: context)
    }
}

@MainActor final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer<SequenceGesture<First, Second>.Value> {
    typealias SequenceValue = SequenceGesture<First, Second>.Value
    let first: GestureRecognizer<First.Value>
    let second: GestureRecognizer<Second.Value>
    private var secondStarted = false

    init(first: GestureRecognizer<First.Value>, second: GestureRecognizer<Second.Value>, context: RecognizerContext) {
        self.first = first
        self.second = second
        super.init(context: context)
        first.parent = self
        second.parent = self
    }

    override var children: [AnyGestureRecognizer] { [first, second] }
    override var acceptedChildren: [AnyGestureRecognizer] { secondStarted ? [first, second] : [first] }

    override func handle(_ event: PointerEvent) {
        let current: AnyGestureRecognizer = secondStarted ? second : first
        if !current.isFinished { current.handle(event) }
    }

    override func childDidChange(_ child: AnyGestureRecognizer) {
        if child === first {
            switch first.state {
            case .possible: return
            case .failed: transition(to: .failed)
            case .active:
                value = first.value.map { SequenceValue.first($0) }
                transition(to: .active)
            case .ended:
                guard let v1 = first.value else { return transition(to: .failed) }
                secondStarted = true
                value = .second(v1, nil)
                if isAccepted { second.accept() }
                transition(to: .active)
                // The second gesture starts where the pointer is, if it is still down.
                if let engine = context.engine, engine.isPointerDown, let p = engine.pointerLocation, !isFinished {
                    second.handle(PointerEvent(phase: .down, location: p, time: engine.time))
                }
            }
        } else if child === second, secondStarted, let v1 = first.value {
            switch second.state {
            case .possible: return
            case .failed: transition(to: .failed)
            case .active, .ended:
                value = .second(v1, second.value)
                transition(to: second.state)
            }
        }
    }
}
