import Foundation

/// A gesture that succeeds when the user performs a long press: `true` from touch-down, it ends once
/// `minimumDuration` has elapsed within `maximumDistance`, and fails on moving further or releasing first.
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the interaction
    /// can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// `true` from touch-down on, while the press is in progress.
    public typealias Value = Bool
    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension LongPressGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        var duration = minimumDuration, distance = maximumDistance
        if duration.isNaN || duration < 0 {
            Diagnostics.warn("LongPressGesture minimumDuration \(duration) is not a valid duration; 0 is used",
                             key: "long-press-duration-\(duration)")
            duration = 0
        }
        if distance.isNaN || distance < 0 {
            Diagnostics.warn("LongPressGesture maximumDistance \(distance) is not a valid distance; 0 is used",
                             key: "long-press-distance-\(distance)")
            distance = 0
        }
        return LongPressRecognizer(minimumDuration: duration, maximumDistance: distance, context: context)
    }
}

/// Recognizes a long press on the virtual clock.
@MainActor final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: TimeInterval
    let maximumDistance: CGFloat
    private var start: CGPoint?

    init(minimumDuration: TimeInterval, maximumDistance: CGFloat, context: RecognizerContext) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        super.init(context: context)
    }

    override func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard start == nil else { return }
            start = event.location
            value = true
            transition(to: .active)
            if minimumDuration <= 0 {
                transition(to: .ended)
            } else if minimumDuration.isFinite {
                schedule(after: minimumDuration) { [weak self] in self?.transition(to: .ended) }
            }
        case .move:
            guard let start else { return }
            if hypot(event.location.x - start.x, event.location.y - start.y) > maximumDistance {
                transition(to: .failed)
            }
        case .up:
            transition(to: .failed)
        }
    }
}
