import Foundation
@_spi(Backend) import CoreTransferable

/// A node that takes drops (`dropDestination`, `onDrop`): asked whether it accepts what a drag carries,
/// told when a drag enters, moves over and leaves it, and given the drop.
@MainActor protocol DropTargetNode: ViewNode {
    /// Whether the target takes what `offers` carry.
    func acceptsDrop(of offers: [TransferOffer]) -> Bool
    /// A drag carrying `offers` entered (true) or left (false) the target.
    func dropTargetingChanged(_ isTargeted: Bool, offers: [TransferOffer], at location: CGPoint)
    /// The drag moved over the target (location in the target's own coordinates).
    func dropMoved(offers: [TransferOffer], to location: CGPoint)
    /// The drop: returns whether the target took it.
    func performDrop(of offers: [TransferOffer], at location: CGPoint) -> Bool
}
