import Foundation

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's location (iOS 17).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Primitive: the framework handles this type through its own node, so it has no body.
    public typealias Body = Never
}

extension SpatialTapGesture: RecognizerMaking {
    func makeRecognizer(in context: RecognizerContext) -> AnyGestureRecognizer {
        let space = coordinateSpace
        let node = context.node
        return TapRecognizer<Value>(count: count, context: context) { p in
            Value(location: node?.point(fromWindow: p, in: space) ?? p)
        }
    }
}
