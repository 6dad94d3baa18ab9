import Foundation

/// Settles a scroll with a view of the scroll target layout (`scrollTargetLayout()`) at the leading or top edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go past views.
    public struct LimitBehavior: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind
        /// As the platform chooses (not limited on a desktop).
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// Limited to a few views.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// Not limited.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
        /// Limited to a few views.
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
        /// Limited to one view.
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
    }

    /// How far one scroll may go past views.
    public var limitBehavior: LimitBehavior

    /// Creates the behaviour with a limit.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let frames = context.targetFrames
        guard !frames.isEmpty else { return }
        func settle(_ offset: CGFloat, _ starts: [CGFloat], content: CGFloat, container: CGFloat, velocity: CGFloat) -> CGFloat {
            let limit = max(0, content - container)
            // The view edges the scroll may rest at, and the end of the content (the last views may not reach the edge).
            let stops = (starts.map { min(max(0, $0), limit) } + [limit]).sorted()
            let chosen: CGFloat?
            if velocity > 0 { chosen = stops.first { $0 >= offset - 0.5 } }
            else if velocity < 0 { chosen = stops.last { $0 <= offset + 0.5 } }
            else { chosen = stops.min { abs($0 - offset) < abs($1 - offset) } }
            return chosen ?? offset
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = settle(target.rect.minX, frames.map(\.minX), content: context.contentSize.width,
                                          container: context.containerSize.width, velocity: context.velocity.dx)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = settle(target.rect.minY, frames.map(\.minY), content: context.contentSize.height,
                                          container: context.containerSize.height, velocity: context.velocity.dy)
        }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles each scroll with a view of the scroll target layout at the leading or top edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles each scroll with a view of the scroll target layout at the edge, limited as given.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
