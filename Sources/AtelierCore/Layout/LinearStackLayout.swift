import Foundation

/// HStackLayout and VStackLayout: their node sizes and places the children through the stack engine itself,
/// with the offers of the latest proposal kept (`StackOffersMemo`), and reads the stack's guides from them.
@MainActor protocol LinearStackLayout: BuiltInStackLayout {
    var engine: StackLayoutEngine { get }
    /// Whether the stack has a guide of its own for a key (the children's sizes are asked only then).
    func hasOwnGuide(_ key: AlignmentKey) -> Bool
    /// The stack's own guide for a key, from its children at the sizes they take for the proposal.
    func alignmentGuide(_ key: AlignmentKey, sizes: [CGSize], items: [ViewNode]) -> CGFloat?
}
