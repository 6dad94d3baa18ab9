import Foundation

/// How elements are made of other elements: a view made one element (`accessibilityElement(children:)`, a
/// control), and the role traits give an element.
@MainActor enum SemanticsComposition {
    /// The one element `node` makes of its subtree, its children's elements hidden (`.ignore`), merged into it
    /// (`.combine`) or kept as its children (`.contain`).
    static func element(of node: ViewNode, children behavior: AccessibilityChildBehavior,
                        _ builder: SemanticsBuilder) -> SemanticsElement {
        let inner = builder.childElements(of: node)
        let element = SemanticsElement(id: builder.elementID(for: node), role: .group, frameNodes: [node])
        switch behavior.kind {
        case .ignore:
            break
        case .combine:
            merge(inner, into: element)
        case .contain:
            element.children = inner
        }
        return element
    }

    /// Merges elements into one, as SwiftUI combines children: labels joined by commas, the first value,
    /// the traits and actions of all; the first control's role, else static text.
    static func merge(_ elements: [SemanticsElement], into element: SemanticsElement) {
        let label = SemanticsBuilder.combinedLabel(elements)
        if element.label.isEmpty { element.label = label }
        for e in flattened(elements) {
            if element.value == nil { element.value = e.value }
            element.traits.formUnion(e.traits)
            element.states.formUnion(e.states.intersection([.checkable, .checked, .mixed, .selectable, .selected]))
            element.performers.merge(e.performers)
            if element.role == .group, e.role.isControl { element.role = e.role }
            if element.valueRange == nil { element.valueRange = e.valueRange }
        }
        if element.role == .group, !element.label.isEmpty { element.role = .staticText }
        element.role = role(element.role, traits: element.traits)
    }

    /// Every element of a list with its descendants, depth first.
    static func flattened(_ elements: [SemanticsElement]) -> [SemanticsElement] {
        var result: [SemanticsElement] = []
        var stack = Array(elements.reversed())
        while let e = stack.popLast() {
            result.append(e)
            stack.append(contentsOf: e.children.reversed())
        }
        return result
    }

    /// The role an element of `role` takes with `traits` added: a text or group given `isButton` is a button,
    /// `isHeader` a heading, `isLink` a link, `isImage` an image, `isToggle` a toggle.
    static func role(_ role: AccessibilityRole, traits: AccessibilityTraits) -> AccessibilityRole {
        if role == .button, traits.contains(.isLink) { return .link }
        guard role == .staticText || role == .group || role == .image else { return role }
        if traits.contains(.isButton) { return .button }
        if traits.contains(.isToggle) { return .toggle }
        if traits.contains(.isLink) { return .link }
        if traits.contains(.isHeader) { return .heading }
        if traits.contains(.isSearchField) { return .searchField }
        if traits.contains(.isImage) { return .image }
        return role
    }
}

extension AccessibilityRole {
    /// Whether the role is a control a person operates.
    var isControl: Bool {
        switch self {
        case .button, .link, .toggle, .checkBox, .slider, .stepper, .textField, .secureTextField, .searchField,
             .textEditor, .popUpButton, .radioButton, .tab, .menuItem, .disclosure, .datePicker, .colorWell, .pickerWheel: true
        default: false
        }
    }
}
