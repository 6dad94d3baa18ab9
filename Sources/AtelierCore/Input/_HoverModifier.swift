import Foundation

/// Reports the pointer entering, moving within and leaving the view's frame; what `onHover` and
/// `onContinuousHover` apply.
struct _HoverModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// What the region reports.
    enum Action {
        /// Whether the pointer is over the view, on entering and on leaving.
        case binary((Bool) -> Void)
        /// Where the pointer is, in a coordinate space, on entering and moving; `.ended` on leaving.
        case continuous(CoordinateSpace, (HoverPhase) -> Void)
    }
    let action: Action
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { HoverNode(context: context) }
}

/// The node of a hover region: the pointer tracker tells it when the pointer enters, moves and leaves.
@MainActor final class HoverNode: PointerRegionNode<_HoverModifier> {
    override func contributeRegion(to regions: inout PointerRegions) {
        if modifier != nil { regions.hover.append(self) }
    }

    /// The pointer entered the region at a window point; returns where a continuous action heard it.
    func pointerEntered(at point: CGPoint) -> CGPoint? {
        guard let modifier else { return nil }
        switch modifier.action {
        case .binary(let action):
            action(true)
            return nil
        case .continuous(let space, let action):
            let local = self.point(fromWindow: point, in: space)
            action(.active(local))
            return local
        }
    }

    /// The pointer is still over the region, at a window point (the view may have moved under it): a
    /// continuous action hears the location when it differs from the last one it heard.
    func pointerMoved(to point: CGPoint, lastReported last: CGPoint?) -> CGPoint? {
        guard let modifier, case .continuous(let space, let action) = modifier.action else { return last }
        let local = self.point(fromWindow: point, in: space)
        if local != last { action(.active(local)) }
        return local
    }

    /// The pointer left the region (or the window).
    func pointerExited() {
        guard let modifier else { return }
        switch modifier.action {
        case .binary(let action): action(false)
        case .continuous(_, let action): action(.ended)
        }
    }
}

extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the view's frame: `true`
    /// on entering, `false` on leaving.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: .binary(action)))
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's bounds, with the
    /// location in the given coordinate space (the view's own by default).
    nonisolated public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_HoverModifier(action: .continuous(coordinateSpace.coordinateSpace, action)))
    }

    /// Adds an action to perform when the pointer enters, moves within, and exits the view's bounds (the
    /// `CoordinateSpace` form, iOS 16).
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_HoverModifier(action: .continuous(coordinateSpace, action)))
    }
}
