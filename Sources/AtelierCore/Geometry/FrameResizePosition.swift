import Foundation

/// The position along the perimeter of a rectangular frame (its edges and corners) from which it's resized.
@frozen public enum FrameResizePosition: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge of the frame.
    case top
    /// The leading edge of the frame.
    case leading
    /// The bottom edge of the frame.
    case bottom
    /// The trailing edge of the frame.
    case trailing
    /// The top leading corner of the frame.
    case topLeading
    /// The top trailing corner of the frame.
    case topTrailing
    /// The bottom leading corner of the frame.
    case bottomLeading
    /// The bottom trailing corner of the frame.
    case bottomTrailing
}
