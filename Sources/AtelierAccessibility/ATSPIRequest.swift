import AtelierCore

/// A request of an assistive technology that changes the window: the bus thread hands it to the main actor,
/// which asks the tree's source.
enum ATSPIRequest: Sendable {
    case action(AccessibilityElementAction, AccessibilityElementID)
    case setValue(Double, AccessibilityElementID)
    case setText(String, AccessibilityElementID)
    case focus(AccessibilityElementID)
}
