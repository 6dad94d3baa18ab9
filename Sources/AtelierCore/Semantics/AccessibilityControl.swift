import Foundation

/// What a control tells assistive technologies: its role, value and state, and what it does when asked. A
/// control's body applies it around its styled content, so that a custom style keeps the control's semantics;
/// the content's elements become the control's label (`label` nil) or, for a container, its children.
struct AccessibilityControl: ViewModifier, PrimitiveModifier {
    var role: AccessibilityRole
    /// The label; nil: the content's labels, joined.
    var label: String?
    var value: String?
    var states: AccessibilityStates = []
    var valueRange: AccessibilityValueRange?
    var text: AccessibilityTextState?
    var headingLevel: Int?
    var position: AccessibilityPosition?
    /// Whether the content's elements stay the element's children (a dialog, a list) rather than its label.
    var containsContent = false
    var activate: (@MainActor () -> Void)?
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    var setValue: (@MainActor (Double) -> Void)?
    var setText: (@MainActor (String) -> Void)?
    var escape: (@MainActor () -> Void)?

    init(role: AccessibilityRole, label: String? = nil, value: String? = nil, states: AccessibilityStates = [],
         valueRange: AccessibilityValueRange? = nil, containsContent: Bool = false,
         activate: (@MainActor () -> Void)? = nil, adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)? = nil,
         setValue: (@MainActor (Double) -> Void)? = nil) {
        self.role = role; self.label = label; self.value = value; self.states = states; self.valueRange = valueRange
        self.containsContent = containsContent; self.activate = activate; self.adjust = adjust; self.setValue = setValue
    }

    /// An alert: modal, named by its title, containing its message and buttons, dismissed by escape.
    static func alert(named title: String, dismiss: @escaping @MainActor () -> Void) -> AccessibilityControl {
        var control = AccessibilityControl(role: .alert, label: title, states: .modal, containsContent: true)
        control.escape = dismiss
        return control
    }

    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityControlNode(context: context) }
}

/// The node of a control's semantics: one element for the control.
@MainActor final class AccessibilityControlNode: TransparentModifierNode<AccessibilityControl>, SemanticsNode {
    // The closures are new with each body, the state may have changed: the semantics are made again.
    override var modifierChangeAffects: Invalidation { .semantics }

    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        let inner = builder.childElements(of: self)
        guard let spec = modifier else { return inner }
        let element = SemanticsElement(id: builder.elementID(for: self), role: spec.role, frameNodes: [self])
        if spec.containsContent {
            element.children = spec.role == .menu ? inner.map(Self.menuItem) : inner
            element.label = spec.label ?? ""
        } else {
            element.label = spec.label ?? SemanticsBuilder.combinedLabel(inner)
        }
        element.value = spec.value
        element.states = spec.states
        if !environment.isEnabled { element.states.insert(.disabled) }
        element.valueRange = spec.valueRange
        element.text = spec.text
        element.headingLevel = spec.headingLevel
        element.position = spec.position
        element.traits = spec.role.traits
        if spec.states.contains(.selected) { element.traits.insert(.isSelected) }
        var performers = SemanticsPerformers()
        if environment.isEnabled {
            performers.activate = spec.activate
            if let adjust = spec.adjust {
                performers.increment = { adjust(.increment) }
                performers.decrement = { adjust(.decrement) }
            }
            performers.setValue = spec.setValue
            performers.setText = spec.setText
        }
        performers.escape = spec.escape
        element.performers = performers
        if spec.activate != nil || spec.adjust != nil || spec.setText != nil, environment.isEnabled {
            element.states.insert(.focusable)
        }
        // The one element focused is the innermost kept one around the focused control: a list's row, not the list.
        if let focused = graph.keyboardFocusedNode, focused.isDescendant(of: self),
           !spec.containsContent || !element.children.contains(where: \.holdsFocus) {
            element.states.formUnion([.focusable, .focused])
        }
        return [element]
    }
}

extension AccessibilityControlNode {
    /// A menu's button as one of its items.
    fileprivate static func menuItem(_ element: SemanticsElement) -> SemanticsElement {
        guard element.role == .button else { return element }
        let item = element.copy()
        item.role = .menuItem
        return item
    }
}

extension SemanticsElement {
    /// Whether this element or one under it has keyboard focus.
    fileprivate var holdsFocus: Bool { states.contains(.focused) || children.contains(where: \.holdsFocus) }
}

extension ViewNode {
    /// Whether this node is `ancestor` or lies under it.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let n = node {
            if n === ancestor { return true }
            node = n.parent
        }
        return false
    }
}

extension AccessibilityRole {
    /// The SwiftUI traits an element of the role has.
    var traits: AccessibilityTraits {
        switch self {
        case .button, .popUpButton, .menuItem, .disclosure, .datePicker, .colorWell: .isButton
        case .link: .isLink
        case .toggle, .checkBox: .isToggle
        case .heading: .isHeader
        case .image: .isImage
        case .staticText: .isStaticText
        case .searchField: .isSearchField
        case .dialog, .alert: .isModal
        case .slider, .stepper: .updatesFrequently
        default: []
        }
    }
}

extension ViewGraph {
    /// The node with keyboard focus, if any.
    var keyboardFocusedNode: ViewNode? { keyboardFocus.focused }
}
