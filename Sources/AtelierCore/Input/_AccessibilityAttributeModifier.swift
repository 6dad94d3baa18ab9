import Foundation

/// One accessibility property a view is given (`accessibilityLabel`, `accessibilityHidden`...), kept in the node
/// tree for an accessibility export and for inspection (`ViewGraph.accessibilityElements()`).
public struct _AccessibilityAttributeModifier: ViewModifier, PrimitiveModifier, Equatable {
    enum Attribute: Equatable {
        case label(String)
        case hint(String)
        case value(String)
        case hidden(Bool)
        case addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits)
        case element(AccessibilityChildBehavior)
    }
    let attribute: Attribute
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityAttributeNode(context: context) }
}

/// The node of an accessibility modifier: layout and drawing pass through; the attribute is kept.
@MainActor final class AccessibilityAttributeNode: ModifierNode<_AccessibilityAttributeModifier> {
    var attribute: _AccessibilityAttributeModifier.Attribute { modifier.attribute }
    override var modifierChangeAffects: Invalidation { [] }
}

extension View {
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
}
