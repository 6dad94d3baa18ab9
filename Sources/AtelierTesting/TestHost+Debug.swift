import Foundation
@_spi(Backend) import AtelierCore

extension TestHost {
    /// The node tree as indented text, one node a line (kind, values, frame, flags), as it stands now:
    /// nothing is updated or laid out first, so that what a change marked shows.
    public func dumpTree() -> String { graph.dumpTree() }

    /// The current frame's display list as indented text (items, bounds, retained parts with their versions),
    /// the frame drawn first if anything changed since the last one.
    public func dumpDisplayList() -> String {
        _ = currentSurface()
        return graph.dumpDisplayList()
    }
}
