import Foundation

/// The phases of a frame, in the order the graph's frame owner runs them: bodies, layout, the display
/// list, then the accessibility semantics. A flush through a phase runs every phase up to it.
@_spi(Backend) public enum FramePhase: Int, Comparable, Sendable {
    /// The bodies whose inputs changed are evaluated, and the lifecycle actions they queued run.
    case update
    /// What changed is laid out, and the views reading preferences read them.
    case layout
    /// The drawing of what changed is made again, and the display list is current.
    case display
    /// The semantics of what changed are made again (the accessibility tree).
    case semantics

    public static func < (a: FramePhase, b: FramePhase) -> Bool { a.rawValue < b.rawValue }
}

/// A phase that a layer above Core runs (the display list, the semantics): it registers with the frame owner,
/// which runs it after the phases before it, never from anywhere else.
@MainActor protocol FramePhasePass: AnyObject {
    /// Brings the phase up to date with the tree the earlier phases left.
    func performPass()
}
