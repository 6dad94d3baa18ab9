import Foundation

/// What hit testing keeps of a shape between pointer events, out of line: in every shape node these took 112
/// bytes that the shapes of a list, never hit-tested, did not use. Made at a shape's first hit test, dropped
/// when the shape changes.
@MainActor final class ShapeHitCache {
    /// The drawing hit testing last asked for, in the frame it was made for.
    @exclusivity(unchecked) var drawing: (frame: CGRect, item: DisplayItem?)?
    /// The hit extent last measured, in the frame it was measured for.
    @exclusivity(unchecked) var extent: (frame: CGRect, extent: CGRect)?
}
