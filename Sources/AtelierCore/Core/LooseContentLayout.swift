import Foundation

/// How several views are laid out where no container takes them: at the root, or as the content of a
/// modifier or view that expects one (SwiftUI stacks them vertically). Core lists the views; the layer that
/// owns stacks hands the graph this layout when the graph is made.
@MainActor protocol LooseContentLayout {
    /// The size of the views together for a proposal.
    func size(_ proposal: ProposedViewSize, _ items: [ViewNode]) -> CGSize
    /// Places the views within `rect`.
    func place(in rect: CGRect, _ items: [ViewNode])
}
