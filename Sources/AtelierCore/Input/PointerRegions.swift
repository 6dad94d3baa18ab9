import Foundation

/// What the regions under the pointer ask for, found from the frontmost view up to the root: every hover
/// region reports, the innermost help text and pointer style win.
@MainActor struct PointerRegions {
    /// The hover regions, innermost first.
    var hover: [HoverNode] = []
    /// The innermost help region.
    var help: HelpNode?
    /// The innermost pointer style set (nil: the default arrow).
    var style: PointerStyle?

    /// The regions on the path from `target` to the root.
    init(from target: ViewNode?) {
        var node = target
        while let n = node {
            (n as? PointerRegionContributing)?.contributeRegion(to: &self)
            node = n.parent
        }
    }
}

/// A region node of any modifier type, asked by the walk for what it contributes.
@MainActor protocol PointerRegionContributing: AnyObject {
    func contributeRegion(to regions: inout PointerRegions)
}
