import Foundation

/// Views shown over the whole window, above the root view: sheets, alerts, menus. A higher layer presents
/// and dismisses them here (in a transaction, so that they come and go with their transitions); the root
/// node lays each out in the window's full size, draws them over its content, and hit-tests them first.
@MainActor final class RootOverlays {
    /// One presented view.
    struct Entry: Identifiable {
        /// Who presented it (a presentation modifier's node, say): one entry per presenter.
        let id: ObjectIdentifier
        /// The view, with the transition it comes and goes with (`transition(_:)` at its top).
        var view: AnyView
        /// Whether it takes the keyboard: while a modal entry shows, Tab and shortcuts stay inside it.
        var isModal: Bool
    }

    private(set) var entries: [Entry] = []
    /// Counts the changes to the entries, so that the root can tell whether updating them changed them.
    private(set) var version = 0
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    /// Shows a view over the window, or replaces the one `id` shows (keeping its place in the order).
    func present(_ entry: Entry) {
        if let i = entries.firstIndex(where: { $0.id == entry.id }) { entries[i] = entry } else { entries.append(entry) }
        changed()
    }

    /// Takes away the view `id` shows, if any.
    func dismiss(_ id: ObjectIdentifier) {
        guard let i = entries.firstIndex(where: { $0.id == id }) else { return }
        entries.remove(at: i)
        changed()
    }

    /// Whether `id` shows a view now.
    func isPresenting(_ id: ObjectIdentifier) -> Bool { entries.contains { $0.id == id } }

    private func changed() {
        version &+= 1
        // The root takes the new entries in the next update, in the transaction of the change.
        graph.transactions.record(TransactionStack.current)
        if !graph.root.isSettingContent { graph.root.overlaysChanged() }
    }
}

extension ViewGraph {
    /// The views shown over the window.
    var rootOverlays: RootOverlays { service(RootOverlays.self) { RootOverlays(graph: self) } }
}

/// The presented views, in order: the root node lays each out in the whole window, the last on top.
struct RootOverlayStack: View {
    let entries: [RootOverlays.Entry]
    var body: some View {
        ForEach(entries) { entry in
            entry.view.modifier(ModalScope(isModal: entry.isModal))
        }
    }
}

/// Marks a presented view that takes the keyboard while it shows.
struct ModalScope: ViewModifier, PrimitiveModifier, Equatable {
    let isModal: Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ModalScopeNode(context: context) }
}

/// The node of a presented view's scope.
@MainActor final class ModalScopeNode: TransparentModifierNode<ModalScope> {
    var isModal: Bool { modifier?.isModal ?? false }
}
