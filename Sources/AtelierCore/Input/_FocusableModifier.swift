import Foundation

/// Makes the content one keyboard focus stop: Tab reaches it, it shows the focus ring while focused and the
/// key-press handlers around it hear the keys. What `focusable(_:)` and `focusable(_:interactions:)` apply.
struct _FocusableModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Whether the content takes focus.
    let isFocusable: Bool
    /// How it takes focus: `.edit` also by a click.
    let interactions: FocusInteractions
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { FocusableNode(context: context) }
}

/// The node of `focusable`: layout passes through; it draws the focus ring around its content while focused.
@MainActor final class FocusableNode: TransparentModifierNode<_FocusableModifier>, KeyboardFocusable, DrawingNode {
    override class var kindTraits: NodeKindTraits { [.handsOnChildGuides, .drawsAroundItsLayoutItems] }
    override var drawsWithEnvironment: Bool { true }
    override var modifierChangeAffects: Invalidation { .display }

    override func modifierDidChange(from previous: _FocusableModifier?) {
        // A view that stops being focusable gives focus up, after the update (focus bindings are written then).
        guard modifier?.isFocusable == false, previous?.isFocusable == true else { return }
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in
            guard let self, self.graph.keyboardFocus.focused === self else { return }
            self.graph.keyboardFocus.focused = nil
            self.graph.requestFrame()
        }
    }

    var acceptsKeyboard: Bool { modifier?.isFocusable == true && environment.isEnabled }
    var keyboardShortcut: KeyboardShortcut? { nil }
    var takesFocusOnPress: Bool { modifier?.interactions.contains(.edit) == true }
    var focusIndicatorOutset: CGFloat { FocusRing.width }
    /// A focusable view has no action of its own: its key-press handlers are what it does.
    func performPrimaryAction() {}

    /// The area the content's views cover (the node itself is not placed: containers see through it).
    var focusBounds: CGRect {
        var items: [ViewNode] = []
        collectLayoutItems(into: &items)
        return items.map(\.frame).filter { !$0.isEmpty && $0.minX.isFinite && $0.minY.isFinite }
            .reduce(CGRect.null) { $0.union($1) }
    }

    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
        if graph.keyboardFocus.focused === self, environment.isFocusEffectEnabled,
           let ring = FocusRing.item(around: focusBounds, environment: environment) {
            list.append(ring)
        }
    }
}
