import Foundation

/// A kind of haptic or audio feedback a view can play when a value changes (`sensoryFeedback`). A desktop
/// has no haptic engine: the feedback is accepted and plays nothing.
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }
    let kind: Kind

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let value: Int
        /// A collision between small or lightweight objects.
        public static let light = Weight(value: 0)
        /// A collision between medium-sized objects.
        public static let medium = Weight(value: 1)
        /// A collision between large or heavy objects.
        public static let heavy = Weight(value: 2)
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        /// A collision between hard, inflexible objects.
        public static let rigid = Flexibility(value: 0)
        /// A collision between solid objects of medium flexibility.
        public static let solid = Flexibility(value: 1)
        /// A collision between soft, flexible objects.
        public static let soft = Flexibility(value: 2)
    }

    /// A task completed successfully.
    public static let success = SensoryFeedback(kind: .success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task produced an error.
    public static let error = SensoryFeedback(kind: .error)
    /// The value of a UI element is being changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// An important value increased above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// An important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// A dragged item aligned with something.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path completed.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A physical impact.
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }
}
