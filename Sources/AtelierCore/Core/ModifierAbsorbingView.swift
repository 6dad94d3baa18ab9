import Foundation

/// A view that takes a modifier applied to it into itself and stays the same kind of view: a grid row hands
/// its modifiers to each of its cells and is still a row, as SwiftUI applies a GridRow's modifiers to its cells.
/// Its types answer `View._absorbsModifiers` with true.
@MainActor protocol ModifierAbsorbingView {
    /// This view with `modifier` taken in; its type's node is the same kind as this view's.
    func absorbing<M: ViewModifier>(_ modifier: M) -> any PrimitiveView
}

extension ModifiedContent: ModifierAbsorbingView where Content: ModifierAbsorbingView, Modifier: ViewModifier {
    /// Modifiers chained on an absorbing view are taken in together, the inner one first.
    func absorbing<M: ViewModifier>(_ outer: M) -> any PrimitiveView { content.absorbing(modifier.concat(outer)) }
}
