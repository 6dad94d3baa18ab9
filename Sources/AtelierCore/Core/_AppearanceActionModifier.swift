import Foundation

/// Runs actions when the modified view appears (its node joins the tree) and disappears (it leaves it).
public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    /// Runs `appear` when the content appears and `disappear` when it disappears.
    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }

    /// Built into the graph; never called.
    public func body(content: Content) -> Never { primitiveBody }

    func makeNode(in context: NodeContext) -> ViewNode { AppearanceActionNode(context: context) }
}

/// The node of `onAppear`/`onDisappear`: queues the appear action after the update pass that made it,
/// and the disappear action, once, after the pass that removed it (only if it had appeared). Out of view
/// (a tab not selected, a covered navigation level) it has not appeared: it appears when its subtree
/// comes into view, and disappears, to appear again, when it leaves.
@MainActor final class AppearanceActionNode: TransparentModifierNode<_AppearanceActionModifier>, PresenceObserving {
    private var hasAppeared = false

    override func modifierDidChange(from previous: _AppearanceActionModifier?) {
        guard previous == nil else { return }
        afterUpdate { [unowned self] in appearIfPresent() }
    }

    private func appearIfPresent() {
        guard !hasAppeared, isPresent else { return }
        hasAppeared = true
        modifier.appear?()
    }

    func presenceDidChange(isPresent: Bool) {
        if isPresent {
            afterUpdate { [unowned self] in appearIfPresent() }
        } else if hasAppeared {
            hasAppeared = false
            if let disappear = modifier.disappear { afterUpdateDisappearing(disappear) }
        }
    }

    override func willDetach() -> [ViewNode] {
        if hasAppeared, let disappear = modifier.disappear { afterUpdateDisappearing(disappear) }
        return []
    }
}

nonisolated extension View {
    /// Adds an action to perform before this view appears; `nil` has no effect.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears; `nil` has no effect.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}
