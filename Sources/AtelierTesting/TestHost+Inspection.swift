import Foundation
@_spi(Backend) import AtelierCore

extension TestHost {
    /// The frames of every view marked with `accessibilityIdentifier`, once the tree is up to date: what a
    /// fuzzer needs to check how containers placed the views it generated.
    @_spi(Backend) public func identifiedFrames() -> [IdentifiedFrame] {
        refresh()
        return graph.identifiedFrames()
    }
}
