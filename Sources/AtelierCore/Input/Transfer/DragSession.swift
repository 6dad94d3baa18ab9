import Foundation
@_spi(Backend) import CoreTransferable

/// One drag in progress inside a window: what it carries, its preview, where the pointer is, and the drop
/// target under it.
@MainActor final class DragSession {
    let offers: [TransferOffer]
    /// The preview, drawn under the pointer at `grabOffset` from its top leading corner.
    let preview: AnyView
    let grabOffset: CGSize
    var location: CGPoint
    /// The target the drag is over, told when it leaves.
    weak var target: (any DropTargetNode)?

    init(offers: [TransferOffer], preview: AnyView, grabOffset: CGSize, location: CGPoint) {
        self.offers = offers
        self.preview = preview
        self.grabOffset = grabOffset
        self.location = location
    }
}
