import Foundation

/// An element's identity: stable while the view it stands for stays in the tree, so that a screen reader
/// keeps its place across frames.
public struct AccessibilityElementID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    /// Creates an identity from its raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public var description: String { "#\(rawValue)" }
}

/// An adjustable element's range (a slider, a stepper, a progress view).
public struct AccessibilityValueRange: Hashable, Sendable {
    /// The lowest and highest values, the step an increment moves by, and the value now.
    public var minimum: Double, maximum: Double, step: Double, current: Double
    /// Creates a range.
    public init(minimum: Double, maximum: Double, step: Double, current: Double) {
        self.minimum = minimum; self.maximum = maximum; self.step = step; self.current = current
    }
}

/// A text element's text as an assistive technology reads it: the text (bullets for a secure field), the
/// caret and the selection, in characters (Unicode scalars, the unit AT-SPI counts offsets in).
public struct AccessibilityTextState: Hashable, Sendable {
    /// The text as exposed.
    public var text: String
    /// The caret's offset, in characters.
    public var caret: Int
    /// The selected characters (empty at the caret when nothing is selected).
    public var selection: Range<Int>
    /// Creates a text state.
    public init(text: String, caret: Int, selection: Range<Int>) {
        self.text = text; self.caret = caret; self.selection = selection
    }
}

/// An element's place among its siblings in a list, form or tab bar (1-based), and how many there are.
public struct AccessibilityPosition: Hashable, Sendable {
    /// The element's place, from 1, and the size of its set.
    public var index: Int, count: Int
    /// Creates a position.
    public init(index: Int, count: Int) { self.index = index; self.count = count }
}

/// One element of a window's accessibility tree, as the semantics phase of the frame builds it: what a screen
/// reader announces and what it can do. `TestHost` reads these; the desktop bridge exports them over AT-SPI.
public struct AccessibilityElement: Hashable, Sendable {
    /// The element's identity, stable while its view stays.
    public var id: AccessibilityElementID
    /// What the element is.
    public var role: AccessibilityRole
    /// What the element is called (a control's title, a text's string).
    public var label: String
    /// The element's value (a slider's, a toggle's, a field's text), when it has one.
    public var value: String?
    /// What happens when the element is activated.
    public var hint: String?
    /// The program's identifier (`accessibilityIdentifier`), for UI automation.
    public var identifier: String?
    /// SwiftUI's traits of the element.
    public var traits: AccessibilityTraits
    /// The element's states now.
    public var states: AccessibilityStates
    /// The element's frame in the window, in points.
    public var frame: CGRect
    /// What an assistive technology can ask the element to do.
    public var actions: [AccessibilityElementAction]
    /// The element's children, in reading order.
    public var children: [AccessibilityElement]
    /// A heading's level (1 for a navigation title), else nil.
    public var headingLevel: Int?
    /// The element's place in its list, form or tab bar.
    public var position: AccessibilityPosition?
    /// An adjustable element's range and value.
    public var valueRange: AccessibilityValueRange?
    /// A text element's text, caret and selection.
    public var text: AccessibilityTextState?
    /// Other names a voice command may use for the element (`accessibilityInputLabels`).
    public var inputLabels: [String]
    /// A text field's prompt, shown while it is empty.
    public var placeholder: String?

    /// Creates an element.
    public init(id: AccessibilityElementID, role: AccessibilityRole, label: String = "", value: String? = nil,
                hint: String? = nil, identifier: String? = nil, traits: AccessibilityTraits = [],
                states: AccessibilityStates = [], frame: CGRect = .zero, actions: [AccessibilityElementAction] = [],
                children: [AccessibilityElement] = [], headingLevel: Int? = nil, position: AccessibilityPosition? = nil,
                valueRange: AccessibilityValueRange? = nil, text: AccessibilityTextState? = nil,
                inputLabels: [String] = [], placeholder: String? = nil) {
        self.id = id; self.role = role; self.label = label; self.value = value; self.hint = hint
        self.identifier = identifier; self.traits = traits; self.states = states; self.frame = frame
        self.actions = actions; self.children = children; self.headingLevel = headingLevel; self.position = position
        self.valueRange = valueRange; self.text = text; self.inputLabels = inputLabels
        self.placeholder = placeholder
    }

    /// This element and every element under it, depth first in reading order.
    public var flattened: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var stack: [AccessibilityElement] = [self]
        while let e = stack.popLast() {
            result.append(e)
            stack.append(contentsOf: e.children.reversed())
        }
        return result
    }
}
