import Foundation

/// A gesture that recognizes one or more taps (released inside the view, each within 0.35 s of the last);
/// a tap fails if the pointer moves more than 10 points from where it went down or leaves the view.
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }
    /// A tap reports no value, only that it happened.
    public typealias Value = ()
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension TapGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        TapRecognizer<Void>(count: count, context: context) { _ in () }
    }
}

/// Recognizes `count` taps in a view; its value is made from the last release's window location.
@MainActor final class TapRecognizer<Value>: GestureRecognizer<Value> {
    /// How far the pointer may move from where it went down before the tap fails, in points.
    static var tolerance: CGFloat { 10 }
    /// How long the next tap of a multiple tap may wait, in seconds.
    static var interval: TimeInterval { 0.35 }

    let count: Int
    let makeValue: @MainActor (CGPoint) -> Value
    private var taps = 0
    private var downLocation: CGPoint?

    init(count: Int, context: RecognizerContext, makeValue: @escaping @MainActor (CGPoint) -> Value) {
        if count < 1 {
            Diagnostics.warn("a tap gesture needs a count of at least 1, not \(count); 1 is used", key: "tap-count-\(count)")
        }
        self.count = max(1, count)
        self.makeValue = makeValue
        super.init(context: context)
    }

    private func inside(_ p: CGPoint) -> Bool {
        guard let node = context.node, node.isAttached else { return false }
        return node.boundsContain(windowPoint: p)
    }

    override func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            stopTimers()
            guard inside(event.location) else { return transition(to: .failed) }
            downLocation = event.location
        case .move:
            guard let start = downLocation else { return }
            if hypot(event.location.x - start.x, event.location.y - start.y) > Self.tolerance || !inside(event.location) {
                transition(to: .failed)
            }
        case .up:
            guard let start = downLocation else { return }
            downLocation = nil
            if hypot(event.location.x - start.x, event.location.y - start.y) > Self.tolerance || !inside(event.location) {
                return transition(to: .failed)
            }
            taps += 1
            if taps >= count {
                value = makeValue(event.location)
                transition(to: .ended)
            } else {
                schedule(after: Self.interval) { [weak self] in self?.transition(to: .failed) }
            }
        }
    }
}
