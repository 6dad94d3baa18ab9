import Foundation

/// Where a scroll view settles once a scroll (a wheel gesture, a scroll bar drag) ends, set with
/// `scrollTargetBehavior(_:)`.
public protocol ScrollTargetBehavior {
    /// The context handed to `updateTarget(_:context:)`.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Changes the target the scroll would end at.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The behaviour of a scroll view without one: it stays where the scroll left it.
struct FreeScrollTargetBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Sets a scroll view's target behaviour for the content (read by the scroll view itself, not by nested ones).
struct _ScrollTargetBehaviorModifier: ViewModifier, PrimitiveModifier {
    let behavior: any ScrollTargetBehavior
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.scrollConfiguration.targetBehavior = m.behavior
        })
    }
}

nonisolated extension View {
    /// Sets where the scroll views within this view settle when a scroll ends (`.paging`, `.viewAligned`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(_ScrollTargetBehaviorModifier(behavior: behavior))
    }
}
