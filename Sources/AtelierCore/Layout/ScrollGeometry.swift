import Foundation

/// Where a scroll view is scrolled and how large its content and container are, as
/// `onScrollGeometryChange(for:of:action:)` reports it.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// How far the content is scrolled: the content's point at the container's top-leading corner.
    public var contentOffset: CGPoint
    /// The content's size, which may be smaller or larger than the container's.
    public var contentSize: CGSize
    /// The insets around the content (none here: a scroll view has no safe area of its own).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in view, from the offset, the insets and the container's size.
    public var visibleRect: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: containerSize.width - contentInsets.leading - contentInsets.trailing,
               height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }

    /// The scroll view's bounds in the content's coordinates, insets included.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }
}
