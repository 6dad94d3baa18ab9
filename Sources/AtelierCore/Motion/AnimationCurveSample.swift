import Foundation

/// One instant of an animation run: presented = target + a·x0 + b·v0, velocity = da·x0 + db·v0,
/// where x0 = start − target and v0 is the initial velocity (units per second).
struct AnimationCurveSample: Equatable {
    var a: Double
    var b: Double
    var da: Double
    var db: Double

    /// The run has arrived: the value is the target and still.
    static let arrived = AnimationCurveSample(a: 0, b: 0, da: 0, db: 0)
    /// The run has not started: the value stays where it was.
    static let waiting = AnimationCurveSample(a: 1, b: 0, da: 0, db: 0)
}
