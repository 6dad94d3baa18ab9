import Foundation

/// Settles a scroll on a page: a multiple of the scroll view's size, the next one in the scroll's direction.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates the paging behaviour.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func settle(_ offset: CGFloat, page: CGFloat, content: CGFloat, velocity: CGFloat) -> CGFloat {
            guard page > 0, offset.isFinite else { return offset }
            let pages = offset / page
            // A scroll that moved settles on the page it was heading for; one at rest on the nearest.
            let index = velocity > 0 ? pages.rounded(.up) : velocity < 0 ? pages.rounded(.down) : pages.rounded()
            return min(max(0, index * page), max(0, content - page))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = settle(target.rect.minX, page: context.containerSize.width,
                                          content: context.contentSize.width, velocity: context.velocity.dx)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = settle(target.rect.minY, page: context.containerSize.height,
                                          content: context.contentSize.height, velocity: context.velocity.dy)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles each scroll on a page of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
