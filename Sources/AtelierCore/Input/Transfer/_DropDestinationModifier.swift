import Foundation
@_spi(Backend) import CoreTransferable

/// Makes a view a drop target: which drags it takes, what it does when one enters, moves and leaves, and
/// the drop itself. The public modifiers (`dropDestination`, `onDrop`) each make one of these.
struct _DropDestinationModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// Whether the target takes what the drag carries.
    let accepts: @MainActor ([TransferOffer]) -> Bool
    /// A drag entered (true) or left (false).
    let targeted: @MainActor (Bool, DropInfo) -> Void
    /// The drag moved over the target.
    var moved: @MainActor (DropInfo) -> Void = { _ in }
    /// The drop; returns whether it was taken.
    let perform: @MainActor (DropInfo) -> Bool

    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { DropDestinationNode(context: context) }
}

@MainActor final class DropDestinationNode: TransparentModifierNode<_DropDestinationModifier>, DropTargetNode {
    func acceptsDrop(of offers: [TransferOffer]) -> Bool {
        isAttached && environment.isEnabled && (modifier?.accepts(offers) ?? false)
    }

    func dropTargetingChanged(_ isTargeted: Bool, offers: [TransferOffer], at location: CGPoint) {
        modifier?.targeted(isTargeted, DropInfo(location: location, offers: offers))
    }

    func dropMoved(offers: [TransferOffer], to location: CGPoint) {
        modifier?.moved(DropInfo(location: location, offers: offers))
    }

    func performDrop(of offers: [TransferOffer], at location: CGPoint) -> Bool {
        modifier?.perform(DropInfo(location: location, offers: offers)) ?? false
    }
}

extension View {
    /// Takes drops of values of `payloadType`: `action` gets the dropped values and the drop's location, and
    /// returns whether it took them; `isTargeted` is told when a drag that carries such values enters and leaves.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping @MainActor ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }) -> some View {
        modifier(_DropDestinationModifier(
            accepts: { offers in offers.contains { $0.canLoad(T.self) } },
            targeted: { targeted, _ in isTargeted(targeted) },
            perform: { info in
                let offers = info.offers
                // Loaded at once when the representations hand their values over without waiting; else the action
                // runs when the last value is loaded (and the drop counts as taken).
                let loaders = offers.compactMap { $0.loader(for: T.self) }
                let load: nonisolated(nonsending) () async -> [T] = {
                    var values: [T] = []
                    values.reserveCapacity(loaders.count)
                    for load in loaders { if let value = try? await load() { values.append(value) } }
                    return values
                }
                if let values = ImmediateTransfer.run(load) { return values.isEmpty ? false : action(values, info.location) }
                let location = info.location
                Task { @MainActor in
                    let values = await load()
                    if !values.isEmpty { _ = action(values, location) }
                }
                return true
            }))
    }

    /// Takes drops of items conforming to `supportedContentTypes`, as item providers; `isTargeted` is true
    /// while a drag that carries such items is over the view.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items conforming to `supportedContentTypes`, as item providers with the drop's location.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(_DropDestinationModifier(
            accepts: { offers in offers.contains { $0.conforms(to: supportedContentTypes) } },
            targeted: { targeted, _ in if isTargeted?.wrappedValue != targeted { isTargeted?.wrappedValue = targeted } },
            perform: { info in action(info.itemProviders(for: supportedContentTypes), info.location) }))
    }

    /// Takes drops of items conforming to `supportedContentTypes`, asking `delegate` what to do.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(_DropDestinationModifier(
            accepts: { offers in
                offers.contains { $0.conforms(to: supportedContentTypes) }
                    && delegate.validateDrop(info: DropInfo(location: .zero, offers: offers))
            },
            targeted: { targeted, info in if targeted { delegate.dropEntered(info: info) } else { delegate.dropExited(info: info) } },
            moved: { info in _ = delegate.dropUpdated(info: info) },
            perform: { info in delegate.performDrop(info: info) }))
    }
}
