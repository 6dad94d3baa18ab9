import Foundation

/// One accessibility property a view is given (`accessibilityLabel`, `accessibilityHidden`...), applied to the
/// elements the view forms by the semantics phase.
public struct _AccessibilityAttributeModifier: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    enum Attribute: Equatable {
        case label(String)
        case hint(String)
        case value(String)
        case hidden(Bool)
        case addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits)
        case element(AccessibilityChildBehavior)
        case sortPriority(Double)
        case heading(AccessibilityHeadingLevel)
        case inputLabels([String])
    }
    let attribute: Attribute
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityAttributeNode(context: context) }
}

/// The node of an accessibility modifier: layout and drawing pass through; the semantics phase applies the
/// attribute to the elements of the view below (or makes the view one element).
@MainActor final class AccessibilityAttributeNode: ModifierNode<_AccessibilityAttributeModifier>, SemanticsNode {
    var attribute: _AccessibilityAttributeModifier.Attribute { modifier.attribute }
    override var modifierChangeAffects: Invalidation { .semantics }

    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        switch attribute {
        case .hidden(true):
            return []
        case .element(let behavior):
            return [SemanticsComposition.element(of: self, children: behavior, builder)]
        default:
            var elements = builder.childElements(of: self)
            // A view with no element of its own (a shape, a colour) becomes one when it is given a property.
            if elements.isEmpty, attribute.formsAnElement {
                elements = [SemanticsElement(id: builder.elementID(for: self), role: .staticText, frameNodes: [self])]
            }
            return elements.map { element in
                let changed = element.copy()
                apply(to: changed)
                return changed
            }
        }
    }

    private func apply(to element: SemanticsElement) {
        switch attribute {
        case .label(let s): element.label = s
        case .hint(let s): element.hint = s
        case .value(let s): element.value = s
        case .hidden, .element: break
        case .addTraits(let t):
            element.traits.formUnion(t)
            element.role = SemanticsComposition.role(element.role, traits: element.traits)
        case .removeTraits(let t):
            element.traits.subtract(t)
            if element.role == .button, !element.traits.contains(.isButton), element.performers.activate == nil {
                element.role = .staticText
            }
        case .sortPriority(let p): element.sortPriority = p
        case .heading(let level):
            element.traits.insert(.isHeader)
            element.role = .heading
            element.headingLevel = level.number
        case .inputLabels(let labels): element.inputLabels = labels
        }
    }
}

extension _AccessibilityAttributeModifier.Attribute {
    /// Whether a view without an element becomes one when given this property.
    var formsAnElement: Bool {
        switch self {
        case .label, .value, .hint, .addTraits, .heading, .inputLabels: true
        case .hidden, .removeTraits, .element, .sortPriority: false
        }
    }
}

nonisolated extension View {
    private func accessibility(_ attribute: _AccessibilityAttributeModifier.Attribute) -> some View {
        modifier(_AccessibilityAttributeModifier(attribute: attribute))
    }

    /// Labels the view for assistive technologies.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.plainString)) }
    /// Labels the view with a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
    /// Labels the view with a string.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }

    /// Describes what happens when the view is activated.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint.plainString)) }
    /// Describes what happens when the view is activated, with a localized string key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }
    /// Describes what happens when the view is activated, with a string.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(String(hint))) }

    /// Gives the view's current value (a slider's position, a counter's number).
    public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.plainString)) }
    /// Gives the view's current value with a localized string key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }
    /// Gives the view's current value with a string.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }

    /// Hides the view, and everything in it, from assistive technologies when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }

    /// Adds traits to the view's element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Removes traits from the view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }

    /// Makes the view one accessibility element, treating its children's elements as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children))
    }

    /// Orders the view's element among its siblings for reading: higher first (0 by default).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility(.sortPriority(sortPriority.isFinite ? sortPriority : 0))
    }

    /// Makes the view's element a heading of the level given.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibility(.heading(level)) }

    /// Other names a voice command may use for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility(.inputLabels(inputLabels.map(\.plainString)))
    }
    /// Other names a voice command may use for the view, as strings.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility(.inputLabels(inputLabels.map { String($0) }))
    }
}
