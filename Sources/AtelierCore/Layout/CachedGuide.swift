import Foundation

/// One explicit alignment guide a container answered: for a key, at a size placed for a proposal. Kept
/// outside the generic layout node, whose nested types would need their metadata looked up at each use.
struct CachedGuide {
    var key: AlignmentKey
    var size: CGSize
    var proposal: ProposedViewSize
    var value: CGFloat?
}
