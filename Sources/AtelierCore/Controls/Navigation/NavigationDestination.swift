import Foundation

extension View {
    /// Says which view a navigation stack shows for a pushed value of type `D`; write it inside the stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        // Made in the program's view code, used on the main actor only.
        nonisolated(unsafe) let destination = destination
        return modifier(NavigationDestinationModifier(register: { context in
            context.register(D.self) { value in AnyView((value.base as? D).map(destination)) }
        }))
    }

    /// Pushes `destination` while `isPresented` is true; the back button or `dismiss` sets it false.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = AnyView(destination())
        return modifier(NavigationPresentedModifier(isPresented: isPresented.wrappedValue, view: view,
                                                    onPop: { isPresented.wrappedValue = false }))
    }

    /// Pushes the destination of an item while it is non-nil; popping sets it nil.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let view = AnyView(item.wrappedValue.map(destination))
        return modifier(NavigationPresentedModifier(isPresented: item.wrappedValue != nil, view: view, onPop: { item.wrappedValue = nil }))
    }
}

/// Registers a value type's destination with the stack around it.
struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Registers; returns whether the type is new to the stack.
    let register: @MainActor (NavigationContext) -> Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { NavigationDestinationNode(context: context) }
}

@MainActor final class NavigationDestinationNode: TransparentModifierNode<NavigationDestinationModifier> {
    override func contentDidUpdate() {
        guard let context = environment.navigationContext, let modifier else { return }
        if modifier.register(context) {
            // A new type: the stack's levels are made again once this pass is over (values pushed already show).
            graph.postUpdateActions.enqueue(in: graph) { context.refresh() }
        }
    }
}

/// Pushes a view on the stack around it while a condition holds.
struct NavigationPresentedModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    let isPresented: Bool
    let view: AnyView
    let onPop: @MainActor () -> Void
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { NavigationPresentedNode(context: context) }
}

@MainActor final class NavigationPresentedNode: TransparentModifierNode<NavigationPresentedModifier> {
    private var pushed = false

    override func contentDidUpdate() {
        guard let modifier, let context = environment.navigationContext else { return }
        let id = ObjectIdentifier(self)
        if modifier.isPresented, !pushed {
            pushed = true
            let onPop = modifier.onPop
            graph.postUpdateActions.enqueue(in: graph) { [weak self] in
                context.pushView(id, modifier.view, { self?.pushed = false; onPop() })
            }
        } else if !modifier.isPresented, pushed {
            pushed = false
            graph.postUpdateActions.enqueue(in: graph) { context.removeView(id) }
        }
    }
}
