import Foundation

/// The binding a scroll view reports its position to and takes a program's scroll from.
struct ScrollPositionBinding {
    /// The identity written, or nil (`scrollPosition(id:)`); a `ScrollPosition` (`scrollPosition(_:)`).
    enum Value: Equatable {
        case id(AnyHashable?)
        case position(ScrollPosition)
    }
    /// The binding's value when the modifier's body last read it.
    let value: Value
    let get: () -> Value
    let set: (_ offset: CGPoint, _ topID: AnyHashable?) -> Void
    /// The point of the visible region the view is read at and scrolled to.
    let anchor: UnitPoint?
}

/// Hands the binding to the scroll view within.
struct _ScrollPositionModifier: ViewModifier, PrimitiveModifier {
    let binding: ScrollPositionBinding
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.scrollConfiguration.position = m.binding
        })
    }
}

/// Reads the binding in a body, so that a write to it (a state's, an observable model's) evaluates the modifier
/// again and reaches the scroll view, which then scrolls.
struct _ScrollPositionReader: ViewModifier {
    let get: () -> ScrollPositionBinding.Value
    let set: (_ offset: CGPoint, _ topID: AnyHashable?) -> Void
    let anchor: UnitPoint?

    func body(content: Content) -> some View {
        content.modifier(_ScrollPositionModifier(binding: ScrollPositionBinding(value: get(), get: get, set: set, anchor: anchor)))
    }
}

nonisolated extension View {
    /// Binds the identity of the top-most (leading-most) view of the scroll view's `scrollTargetLayout()`:
    /// scrolling writes it, and writing it scrolls that view to `anchor` (the top when nil).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionReader(
            get: { .id(id.wrappedValue.map { AnyHashable($0) }) },
            set: { _, topID in
                guard let topID, let value = topID.base as? ID else { return }
                id.wrappedValue = value
            },
            anchor: anchor))
    }

    /// Binds where the scroll view within is scrolled: writing an identity, an edge or a point scrolls there;
    /// scrolling writes the offset and the top-most view of the scroll target layout.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionReader(
            get: { .position(position.wrappedValue) },
            set: { offset, topID in position.wrappedValue = .user(offset: offset, viewID: topID) },
            anchor: anchor))
    }
}
