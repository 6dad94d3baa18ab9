import Foundation

/// A recognizer with one child whose state it mirrors, its value mapped (the base of onEnded,
/// onChanged, updating and map).
@MainActor class WrapperRecognizer<Value, ChildValue>: GestureRecognizer<Value> {
    let child: GestureRecognizer<ChildValue>

    init(child: GestureRecognizer<ChildValue>, context: RecognizerContext) {
        self.child = child
        super.init(context: context)
        child.parent = self
    }

    override var children: [AnyGestureRecognizer] { [child] }

    /// The wrapper's value for the child's.
    func mapValue(_ value: ChildValue) -> Value? { value as? Value }

    override func handle(_ event: PointerEvent) {
        if !child.isFinished { child.handle(event) }
    }

    override func childDidChange(_ child: AnyGestureRecognizer) {
        value = self.child.value.flatMap(mapValue)
        switch self.child.state {
        case .possible: return
        case .active, .ended, .failed: transition(to: self.child.state)
        }
    }
}
