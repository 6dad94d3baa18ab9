import Foundation

/// The sheets of a window, one at a time from each place that presents (the window, or a presented view), as
/// UIKit presents one view controller at a time from another: a sheet asked for while another shows from the
/// same place waits, with SwiftUI's one warning, and comes up when that one goes. A sheet's own content
/// presents from a place of its own, so a sheet over a sheet still shows.
@MainActor final class SheetSlots {
    private struct Waiter {
        weak var node: PresentationModifierNode?
        let context: ObjectIdentifier?
    }

    /// Who shows the sheet of each place (nil: the window itself).
    private var showing: [ObjectIdentifier?: ObjectIdentifier] = [:]
    private var waiting: [Waiter] = []

    /// Whether `presenter` may show its sheet in `context` now; if not, it waits its turn.
    func claim(_ presenter: PresentationModifierNode, in context: ObjectIdentifier?) -> Bool {
        let id = ObjectIdentifier(presenter)
        if let holder = showing[context], holder != id {
            if !waiting.contains(where: { $0.node === presenter }) { waiting.append(Waiter(node: presenter, context: context)) }
            Diagnostics.warn("Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed.",
                             key: "single-sheet")
            return false
        }
        showing[context] = id
        waiting.removeAll { $0.node === presenter || $0.node == nil }
        return true
    }

    /// `presenter`'s sheet went (or it no longer waits); the next waiting in its place gets its turn after this pass.
    func release(_ presenter: PresentationModifierNode, in context: ObjectIdentifier?, graph: ViewGraph) {
        waiting.removeAll { $0.node === presenter || $0.node == nil }
        guard showing[context] == ObjectIdentifier(presenter) else { return }
        showing[context] = nil
        guard let next = waiting.first(where: { $0.context == context })?.node else { return }
        graph.postUpdateActions.enqueue(in: graph) { [weak next] in next?.presentIfWanted() }
    }
}

private struct SheetContextKey: EnvironmentKey {
    static var defaultValue: ObjectIdentifier? { nil }
}

extension EnvironmentValues {
    /// The presentation a view is inside (its presenter's node), nil in the window itself: where its sheets
    /// come from.
    var sheetContext: ObjectIdentifier? {
        get { self[SheetContextKey.self] }
        set { self[SheetContextKey.self] = newValue }
    }
}

extension ViewGraph {
    /// The window's sheets.
    var sheetSlots: SheetSlots { service(SheetSlots.self) { SheetSlots() } }
}
