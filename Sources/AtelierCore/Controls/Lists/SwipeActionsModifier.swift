import Foundation

/// The buttons written with `swipeActions(edge:allowsFullSwipe:content:)` for one edge of a row.
struct SwipeActionsTrait {
    /// The action views (each normally a Button), the first nearest the edge.
    let actions: [any View]
    /// Whether swiping all the way across runs the first action.
    let allowsFullSwipe: Bool

    /// The views of a swipe actions builder, one per action: groups, ForEach and conditionals are opened.
    @MainActor static func actions(of content: any View) -> [any View] {
        if let list = content as? any ViewListContent, !(content is AnyView) {
            return list.listElements().flatMap { actions(of: $0.view) }
        }
        return [content]
    }
}

/// Writes a row's swipe actions for one edge; for everything but its List it leaves the row as it is.
struct SwipeActionsModifier: ViewModifier, ListRowTraitModifier, _RemoveGlobalActorIsolation {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// What the builder made: opened into one view per action when the row's traits are read, on the main
    /// actor (the modifier itself is made wherever the program builds its views).
    let actionViews: any View
    func body(content: Content) -> some View { content }
    @MainActor func apply(to traits: inout ListRowTraits) {
        let trait = SwipeActionsTrait(actions: SwipeActionsTrait.actions(of: actionViews), allowsFullSwipe: allowsFullSwipe)
        if edge == .leading { traits.leadingSwipeActions = trait } else { traits.trailingSwipeActions = trait }
    }
}

extension View {
    /// Adds custom swipe actions to a row in a list: dragging the row from `edge` reveals the buttons,
    /// each filled with its tint (red for a destructive role); with `allowsFullSwipe`, swiping all the way
    /// across runs the first one.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actionViews: content()))
    }
}
