import AtelierCore

/// One signal the bridge sends after a change: an `org.a11y.atspi.Event.Object` or `Event.Window` event, or
/// a Cache signal. Values, so that the tree comparison is tested without a bus.
enum ATSPIEvent: Equatable, Sendable {
    /// A property of an element that changed, with its new value.
    enum Property: Equatable, Sendable {
        case name(String)
        case description(String)
        case value(Double)
        case role(ATSPIRole)
    }

    /// A state turned on or off (`StateChanged`).
    case stateChanged(AccessibilityElementID, ATSPIState, Bool)
    /// A child came into `parent` at `index` (`ChildrenChanged` "add").
    case childAdded(parent: ATSPIObject, index: Int, child: AccessibilityElementID)
    /// A child left `parent`, from `index` (`ChildrenChanged` "remove").
    case childRemoved(parent: ATSPIObject, index: Int, child: AccessibilityElementID)
    /// `PropertyChange`.
    case propertyChanged(AccessibilityElementID, Property)
    /// Text inserted at `start` (`TextChanged` "insert").
    case textInserted(AccessibilityElementID, start: Int, text: String)
    /// Text deleted from `start` (`TextChanged` "delete").
    case textDeleted(AccessibilityElementID, start: Int, text: String)
    /// The caret moved (`TextCaretMoved`).
    case caretMoved(AccessibilityElementID, offset: Int)
    /// The selected text changed (`TextSelectionChanged`).
    case textSelectionChanged(AccessibilityElementID)
    /// An element to add to, or update in, a client's cache (`Cache.AddAccessible`).
    case cacheAdded(AccessibilityElementID)
    /// An element a client should forget (`Cache.RemoveAccessible`).
    case cacheRemoved(AccessibilityElementID)
    /// The window gained or lost the desktop's focus (`Event.Window` Activate or Deactivate).
    case windowActivated(AccessibilityElementID, Bool)
}

extension ATSPIEvent {
    /// The event as assistive technologies register for it with the registry ("object:state-changed:checked",
    /// "window:activate"), split at its colons; nil for the Cache signals, which every client's library
    /// follows whatever it registered.
    var listenerName: [String]? {
        switch self {
        case .stateChanged(_, let state, _): ["object", "state-changed", state.name]
        case .childAdded: ["object", "children-changed", "add"]
        case .childRemoved: ["object", "children-changed", "remove"]
        case .propertyChanged(_, let property):
            switch property {
            case .name: ["object", "property-change", "accessible-name"]
            case .description: ["object", "property-change", "accessible-description"]
            case .value: ["object", "property-change", "accessible-value"]
            case .role: ["object", "property-change", "accessible-role"]
            }
        case .textInserted: ["object", "text-changed", "insert"]
        case .textDeleted: ["object", "text-changed", "delete"]
        case .caretMoved: ["object", "text-caret-moved"]
        case .textSelectionChanged: ["object", "text-selection-changed"]
        case .windowActivated(_, let active): ["window", active ? "activate" : "deactivate"]
        case .cacheAdded, .cacheRemoved: nil
        }
    }
}
