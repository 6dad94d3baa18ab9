import Foundation

/// A layout node's guides answered since its latest invalidation, and those answered before it (to tell whether they
/// moved, `LayoutNode.keepsItsGuides`). Out of line, made when the node first caches a guide, which few stacks do (a
/// baseline's): two arrays in every stack's node put it in the allocator's next 16 bytes.
final class CachedGuides {
    /// The guides answered since the last invalidation: a stack's guide comes from its children's, and a
    /// container aligning it asks again for each of its own proposals, which without this walks the whole
    /// subtree below at every level (the grid's nested stacks spent a third of their layout there).
    @exclusivity(unchecked) var current: [CachedGuide] = []
    /// The guides answered before the latest invalidation.
    var beforeInvalidation: [CachedGuide] = []
}
