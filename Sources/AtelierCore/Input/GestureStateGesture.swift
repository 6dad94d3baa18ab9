import Foundation

/// A gesture that updates the state provided by a gesture's updating callback; what `updating(_:body:)`
/// returns. The state is reset when the gesture ends, fails or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The value is that of the wrapped gesture: tracking state does not change what it reports.
    public typealias Value = Base.Value
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of the
    /// gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        GestureStateRecognizer(gesture: self, child: makeGestureRecognizer(base, in: context), context: context)
    }
}

@MainActor final class GestureStateRecognizer<Base: Gesture, State>: WrapperRecognizer<Base.Value, Base.Value> {
    private var gesture: GestureStateGesture<Base, State>
    private var didUpdate = false

    init(gesture: GestureStateGesture<Base, State>, child: GestureRecognizer<Base.Value>, context: RecognizerContext) {
        self.gesture = gesture
        super.init(child: child, context: context)
    }

    override func mapValue(_ value: Base.Value) -> Base.Value? { value }

    override func runCallbacks() {
        if state == .active, let value {
            didUpdate = true
            let body = gesture.body
            gesture.state.update { s, t in body(value, &s, &t) }
        } else if isFinished {
            resetIfNeeded()
        }
    }

    override func didFinish() {
        // Ended or failed after updates (or cancelled): back to the initial value.
        if isCancelled || isAccepted { resetIfNeeded() }
    }

    private func resetIfNeeded() {
        guard didUpdate else { return }
        didUpdate = false
        gesture.state.reset()
    }

    override func refresh(with newGesture: Any) {
        guard let g = newGesture as? GestureStateGesture<Base, State> else { return }
        gesture = g
        refreshGestureRecognizer(child, with: g.base)
    }
}
