import Foundation

/// How a change moves over time: a timing curve or a spring, with delay, speed and repetition.
public struct Animation: Equatable, Sendable {
    enum Curve: Equatable, Sendable {
        case bezier(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }
    let curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    var repeatCount: Int? = nil
    var autoreverses = false
    var repeatsForever = false

    init(curve: Curve) { self.curve = curve }

    /// The default animation: a smooth spring (response 0.5, no bounce), as in iOS 17.
    public static let `default` = Animation(curve: .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
    /// Constant speed over 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// Constant speed.
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
    /// Starts slowly, over 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Starts slowly.
    public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
    /// Ends slowly, over 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Ends slowly.
    public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
    /// Starts and ends slowly, over 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// Starts and ends slowly.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(0.42, 0, 0.58, 1, duration: duration) }
    /// A cubic Bézier timing curve from (0,0) to (1,1) through two control points.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(duration: duration, x1: c0x, y1: c0y, x2: c1x, y2: c1y))
    }
    /// A spring with a response (period of the undamped oscillation) and damping fraction.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }
    /// The default spring of `spring()`.
    public static let spring = Animation.spring()
    /// A spring with a perceptual duration and bounce (0 no bounce, positive bouncier).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - bounce : 1 / (bounce + 1)
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }
    /// A spring from physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let response = 2 * Double.pi / (stiffness / mass).squareRoot()
        let fraction = damping / (2 * (stiffness * mass).squareRoot())
        return spring(response: response, dampingFraction: fraction)
    }
    /// A spring that moves smoothly with no bounce.
    public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce, quick to settle.
    public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
    /// A spring with a noticeable bounce.
    public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)

    /// The same animation after a delay.
    public func delay(_ delay: Double) -> Animation { var a = self; a.delay += delay; return a }
    /// The same animation at another speed.
    public func speed(_ speed: Double) -> Animation { var a = self; a.speed *= speed; return a }
    /// The animation repeated a number of times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatCount = count; a.autoreverses = autoreverses; return a
    }
    /// The animation repeated for as long as the view is on screen.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self; a.repeatsForever = true; a.autoreverses = autoreverses; return a
    }
}

/// Runs `body` with an animation for the state changes it makes and returns its result.
@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    return try withTransaction(&transaction, body)
}

/// Runs `body` inside a transaction and returns its result.
@MainActor public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var t = transaction
    return try withTransaction(&t, body)
}

@MainActor private func withTransaction<Result>(_ transaction: inout Transaction, _ body: () throws -> Result) rethrows -> Result {
    TransactionStack.stack.append(transaction)
    defer { TransactionStack.stack.removeLast() }
    return try body()
}

/// The transactions of the `withAnimation`/`withTransaction` calls being run.
@MainActor enum TransactionStack {
    static var stack: [Transaction] = []
    static var current: Transaction? { stack.last }
}
