import Foundation

/// An accessibility element as the semantics phase builds and keeps it: what `AccessibilityElement` exports,
/// the node whose frame it covers, what it does when an assistive technology asks, and its children. A class,
/// so that a subtree that did not change is shared by the next tree rather than copied.
@MainActor final class SemanticsElement {
    /// The element's identity (the forming node's), stable while the node stays.
    let id: AccessibilityElementID
    var role: AccessibilityRole
    var label: String
    var value: String?
    var hint: String?
    var identifier: String?
    var traits: AccessibilityTraits
    var states: AccessibilityStates
    var headingLevel: Int?
    var position: AccessibilityPosition?
    var valueRange: AccessibilityValueRange?
    var text: AccessibilityTextState?
    var inputLabels: [String] = []
    /// Where the element sorts among its siblings (`accessibilitySortPriority`): higher first.
    var sortPriority: Double = 0
    /// The nodes whose frames the element covers (a control's views, a combined element's subtree).
    var frameNodes: [ViewNode]
    /// What the element does when asked.
    var performers: SemanticsPerformers
    var children: [SemanticsElement]

    init(id: AccessibilityElementID, role: AccessibilityRole, label: String = "", traits: AccessibilityTraits = [],
         states: AccessibilityStates = [], frameNodes: [ViewNode], children: [SemanticsElement] = []) {
        self.id = id
        self.role = role
        self.label = label
        self.traits = traits
        self.states = states
        self.frameNodes = frameNodes
        self.performers = SemanticsPerformers()
        self.children = children
    }

    /// A copy to change (a modifier setting a label on an element it did not form), sharing the children.
    func copy() -> SemanticsElement {
        let c = SemanticsElement(id: id, role: role, label: label, traits: traits, states: states,
                                 frameNodes: frameNodes, children: children)
        c.value = value; c.hint = hint; c.identifier = identifier; c.headingLevel = headingLevel
        c.position = position; c.valueRange = valueRange; c.text = text; c.inputLabels = inputLabels
        c.sortPriority = sortPriority; c.performers = performers
        return c
    }

    /// The actions the element offers, from what it can perform.
    var actions: [AccessibilityElementAction] {
        var result: [AccessibilityElementAction] = []
        if performers.activate != nil { result.append(.activate) }
        if performers.increment != nil { result.append(.increment) }
        if performers.decrement != nil { result.append(.decrement) }
        if performers.escape != nil { result.append(.escape) }
        for (name, _) in performers.named { result.append(.named(name)) }
        for (edge, _) in performers.scroll { result.append(.scroll(edge)) }
        return result
    }

    /// The element's frame in the window, as drawn: the union of its nodes' frames through their ancestors'
    /// render projections (a scroll view's offset), NaN and infinite frames left out.
    var windowFrame: CGRect {
        var union = CGRect.null
        for node in frameNodes where node.isAttached {
            var items: [ViewNode] = []
            node.collectLayoutItems(into: &items)
            for item in items {
                let f = item.frame
                guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { continue }
                union = union.union(f.projected(by: item.windowProjection(inner: false)))
            }
        }
        return union.isNull ? .zero : union
    }

    /// The element as exported, with its subtree, ordered for reading. `focus`, when given, is the one
    /// element focused (assistive technologies' focus moved away from the keyboard's).
    func exported(focus: AccessibilityElementID? = nil) -> AccessibilityElement {
        var states = self.states
        if let focus {
            if id == focus { states.insert(.focused) } else { states.remove(.focused) }
        }
        return AccessibilityElement(id: id, role: role, label: label, value: value, hint: hint, identifier: identifier,
                             traits: traits, states: states, frame: windowFrame, actions: actions,
                             children: SemanticsElement.readingOrder(children).map { $0.exported(focus: focus) },
                             headingLevel: headingLevel, position: position, valueRange: valueRange, text: text,
                             inputLabels: inputLabels)
    }

    /// Siblings in reading order: tree order, those with a higher sort priority first.
    static func readingOrder(_ elements: [SemanticsElement]) -> [SemanticsElement] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated().sorted {
            $0.element.sortPriority != $1.element.sortPriority ? $0.element.sortPriority > $1.element.sortPriority
                : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The element with `id` in this subtree.
    func find(_ id: AccessibilityElementID) -> SemanticsElement? {
        var stack: [SemanticsElement] = [self]
        while let e = stack.popLast() {
            if e.id == id { return e }
            stack.append(contentsOf: e.children)
        }
        return nil
    }
}

/// What an element does when an assistive technology asks: closures made by the views' bodies, run as a
/// tap or a key would run them.
@MainActor struct SemanticsPerformers {
    var activate: (@MainActor () -> Void)?
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?
    var escape: (@MainActor () -> Void)?
    var named: [(String, @MainActor () -> Void)] = []
    var scroll: [(Edge, @MainActor () -> Void)] = []
    var setValue: (@MainActor (Double) -> Void)?
    var setText: (@MainActor (String) -> Void)?
    /// The node that takes keyboard focus for the element.
    weak var focusNode: ViewNode?

    /// Adds another element's performers where this one has none (a combined element takes its children's).
    mutating func merge(_ other: SemanticsPerformers) {
        activate = activate ?? other.activate
        increment = increment ?? other.increment
        decrement = decrement ?? other.decrement
        escape = escape ?? other.escape
        for (name, action) in other.named where !named.contains(where: { $0.0 == name }) { named.append((name, action)) }
        for (edge, action) in other.scroll where !scroll.contains(where: { $0.0 == edge }) { scroll.append((edge, action)) }
        setValue = setValue ?? other.setValue
        setText = setText ?? other.setText
        focusNode = focusNode ?? other.focusNode
    }
}
