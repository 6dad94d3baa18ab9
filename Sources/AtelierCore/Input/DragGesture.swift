import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes: it begins after
/// `minimumDistance` points of movement (at touch-down for 0) and ends on release.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        var _velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The current drag velocity, in points per second.
        public var velocity: CGSize { _velocity }
        /// A prediction, based on the current drag velocity, of where the final location will be if
        /// dragging stopped now (a deceleration like a scroll view's normal rate: 0.998 per millisecond).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + _velocity.width * Self.decelerationDistance,
                    y: location.y + _velocity.height * Self.decelerationDistance)
        }
        /// A prediction of what the final translation will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// Seconds of travel at the current velocity that a decelerating motion covers:
        /// r / (1 − r) / 1000 for a rate r = 0.998 per millisecond.
        static var decelerationDistance: Double { 0.998 / (1 - 0.998) / 1000 }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
    /// coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture in a coordinate space given as a `CoordinateSpaceProtocol` value (iOS 17).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension DragGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        var distance = minimumDistance
        if distance.isNaN || distance < 0 {
            Diagnostics.warn("DragGesture minimumDistance \(distance) is not a valid distance; 0 is used",
                             key: "drag-distance-\(distance)")
            distance = 0
        }
        return DragRecognizer(minimumDistance: distance, coordinateSpace: coordinateSpace, context: context)
    }
}

/// Recognizes a drag; velocity is measured over the last 0.1 s of virtual time.
@MainActor final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    private var startWindow: CGPoint?
    private var startLocation: CGPoint = .zero
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace, context: RecognizerContext) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        super.init(context: context)
    }

    private func convert(_ p: CGPoint) -> CGPoint {
        context.node?.point(fromWindow: p, in: coordinateSpace) ?? p
    }

    private func makeValue(_ location: CGPoint, time: TimeInterval) -> DragGesture.Value {
        samples.append((time, location))
        samples.removeAll { time - $0.time > 0.1 }
        var velocity = CGSize.zero
        if let first = samples.first, time - first.time > 0 {
            let dt = time - first.time
            velocity = CGSize(width: (location.x - first.location.x) / dt, height: (location.y - first.location.y) / dt)
        }
        return DragGesture.Value(time: context.engine?.date(at: time) ?? Date(), location: location,
                                 startLocation: startLocation, _velocity: velocity)
    }

    override func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard startWindow == nil else { return }
            startWindow = event.location
            startLocation = convert(event.location)
            value = makeValue(startLocation, time: event.time)
            if minimumDistance <= 0 { transition(to: .active) }
        case .move:
            guard let start = startWindow else { return }
            value = makeValue(convert(event.location), time: event.time)
            if state == .active {
                transition(to: .active)
            } else if hypot(event.location.x - start.x, event.location.y - start.y) >= minimumDistance {
                transition(to: .active)
            }
        case .up:
            guard startWindow != nil, state == .active else { return transition(to: .failed) }
            value = makeValue(convert(event.location), time: event.time)
            transition(to: .ended)
        }
    }
}
