import Foundation

/// Records a control's primary action in the graph, where the window host finds it: performed for the
/// control's keyboard shortcut, and for Space while the control has keyboard focus. The control's
/// content does not inherit the shortcut.
struct ControlAction: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The shortcut (nil: the control has none).
    let shortcut: KeyboardShortcut?
    /// Whether the control takes its shortcut and keyboard focus (a disabled one does not).
    let isEnabled: Bool
    /// What the control does when activated from the keyboard.
    let action: @MainActor () -> Void
    /// The keys the control uses while focused besides Space (a slider's arrows); nil: none.
    var keys: (@MainActor (KeyEquivalent, EventModifiers) -> Bool)? = nil
    /// Whether keyboard focus moves to the next member of its focus group (the previous one for Up and Left)
    /// after `keys` takes an arrow: a List's rows, a segmented control's segments, where the arrows go from
    /// one to the next.
    var arrowsMoveFocus = false
    /// Whether the control is its focus group's current choice (a selected row or segment): Tab enters there.
    var isSelected = false
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ControlActionNode(context: context) }
}

/// The node of a control's action: layout passes through; it draws the focus ring while focused.
@MainActor final class ControlActionNode: TransparentModifierNode<ControlAction>, KeyboardFocusable, DrawingNode {
    private var output: EnvironmentValues?
    private var inputVersion: UInt64 = .max

    override var childEnvironment: EnvironmentValues {
        guard environment.keyboardShortcut != nil else { return environment }
        if let output, inputVersion == environment.version { return output }
        var env = environment
        env.keyboardShortcut = nil
        env.shortcutOfControl = environment.keyboardShortcut
        output = env
        inputVersion = environment.version
        return env
    }

    /// The area the control's views cover (the node itself is not placed: containers see through it).
    var controlBounds: CGRect {
        var items: [ViewNode] = []
        collectLayoutItems(into: &items)
        return items.map(\.frame).filter { !$0.isEmpty && $0.minX.isFinite && $0.minY.isFinite }
            .reduce(CGRect.null) { $0.union($1) }
    }

    /// The focus ring surrounds the control's views, in the environment's colours.
    override class var kindTraits: NodeKindTraits { [.handsOnChildGuides, .drawsAroundItsLayoutItems] }
    override var drawsWithEnvironment: Bool { true }

    var acceptsKeyboard: Bool { modifier?.isEnabled == true }
    var keyboardShortcut: KeyboardShortcut? { modifier?.shortcut }
    var focusBounds: CGRect { controlBounds }
    var focusIndicatorOutset: CGFloat { FocusRing.width }
    var isSelected: Bool { modifier?.isSelected == true }
    func performPrimaryAction() { modifier?.action() }
    func handleFocusedKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
        guard let modifier, modifier.keys?(key, modifiers) == true else { return false }
        if modifier.arrowsMoveFocus, [.downArrow, .upArrow, .rightArrow, .leftArrow].contains(key) {
            graph.moveKeyboardFocusInGroup(backward: key == .upArrow || key == .leftArrow)
        }
        return true
    }

    func draw(into list: inout DisplayList) {
        drawChildren(into: &list)
        if graph.keyboardFocus.focused === self, environment.isFocusEffectEnabled, let ring = FocusRing.item(around: controlBounds, environment: environment) {
            list.append(ring)
        }
    }
}
