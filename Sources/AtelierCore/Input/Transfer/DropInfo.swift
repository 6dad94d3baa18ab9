import Foundation
@_spi(Backend) import CoreTransferable

/// The current state of a drop, as a drop delegate sees it.
public struct DropInfo {
    /// Where the drag is, in the drop target's coordinates.
    public let location: CGPoint
    let offers: [TransferOffer]

    /// Whether the drag carries an item conforming to any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        offers.contains { $0.conforms(to: contentTypes) }
    }

    /// The item providers of the items conforming to any of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        offers.filter { $0.conforms(to: contentTypes) }.map(NSItemProvider.init(offer:))
    }
}

/// The operation a drop would perform.
public enum DropOperation: Sendable {
    /// The drop is not allowed here.
    case cancel
    /// The drop is allowed but does nothing.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// How a drop target answers a drag moving over it.
public struct DropProposal: Sendable {
    /// The operation the drop would perform.
    public let operation: DropOperation
    /// Creates a proposal.
    public init(operation: DropOperation) { self.operation = operation }
}

/// An object told of a drag over a view and asked to perform its drop (`onDrop(of:delegate:)`).
@MainActor @preconcurrency public protocol DropDelegate {
    /// Whether the drop is allowed; by default when an item conforms to the target's types.
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop; returns whether it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the view.
    func dropEntered(info: DropInfo)
    /// The drag moved over the view; the proposal says what a drop would do.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
