import Foundation

/// A node that runs a view's transition when a list inserts or removes the view (the Drawing layer's
/// `transition(_:)` node): Core's lists start it without knowing what the transition does.
@MainActor protocol TransitioningNode: ViewNode {
    /// Runs the insertion with the transaction of the update that inserted the view.
    func beginInsertion(in transaction: Transaction)
    /// Runs the removal; returns whether anything animates (the view keeps drawing until it stops).
    func beginRemoval(in transaction: Transaction) -> Bool
}

/// Nodes through which a view's transition is found (a transition written under a modifier, or at the top
/// of a body, still belongs to the view): every modifier node.
@MainActor protocol TransitionTraitPassing: AnyObject {}
extension ModifierNode: TransitionTraitPassing {}
