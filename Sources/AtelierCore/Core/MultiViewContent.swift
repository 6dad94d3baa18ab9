import Foundation

/// Content that stands for several views (a tuple, a ForEach, a Group). As in SwiftUI, a modifier applied
/// to such content applies to each of its views: `Group { a; b }.padding()` pads both, and a stack sees
/// two padded children, not one. Its types answer `View._distributesModifiers` with true.
@MainActor protocol MultiViewContent: ViewListContent {}

extension TupleView: MultiViewContent {
    /// A modifier on a tuple applies to each of its views.
    public static var _distributesModifiers: Bool { true }
}
extension ForEach: MultiViewContent where Content: View {
    /// A modifier on a ForEach applies to each of its views.
    public static var _distributesModifiers: Bool { true }
}
extension Group: MultiViewContent where Content: View {
    /// A modifier on a Group applies to each of its views.
    public static var _distributesModifiers: Bool { true }
}

/// The identity of a view nested inside multi-view content, unique among the flattened siblings (a
/// container reading its views' ids, as a tab view its ForEach's implicit tags, looks inside it).
struct NestedElementID: Hashable {
    let outer: ElementID
    let inner: ElementID
}

extension MultiViewContent {
    /// The views this content stands for, with nested multi-view content flattened.
    func flattenedElements() -> [ViewListElement] {
        listElements().flatMap { element -> [ViewListElement] in
            guard let nested = element.view as? any MultiViewContent else { return [element] }
            return nested.flattenedElements().map {
                ViewListElement(id: .explicit(AnyHashable(NestedElementID(outer: element.id, inner: $0.id))), view: $0.view)
            }
        }
    }
}

/// A modified view whose modifier the graph applies to each view of its multi-view content.
@MainActor protocol DistributedModifierView {
    /// Whether the content stands for several views, directly or under further distributed modifiers:
    /// `Group { a; b }.rotationEffect(r).frame(...)` gives each view both modifiers.
    var distributes: Bool { get }
    /// The modifier applied to each view of the content.
    func distributedElements() -> [ViewListElement]
}

extension ModifiedContent: DistributedModifierView where Content: View, Modifier: ViewModifier {
    /// Known from the content's type (`View._distributesModifiers`), without a cast.
    var distributes: Bool { Self._distributesModifiers }

    func distributedElements() -> [ViewListElement] {
        let views: [ViewListElement]
        if let multi = content as? any MultiViewContent {
            views = multi.flattenedElements()
        } else if let modified = content as? any DistributedModifierView, modified.distributes {
            views = modified.distributedElements()
        } else {
            return []
        }
        return views.map {
            ViewListElement(id: $0.id, view: ModifiedContent<AnyView, Modifier>(content: AnyView($0.view), modifier: modifier))
        }
    }
}
