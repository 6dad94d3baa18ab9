import AtelierCore

/// How an element's actions are named for AT-SPI's Action interface: "click" for a button's activation,
/// "toggle" for a toggle's, "increment" and "decrement" for an adjustable element, a program's own action
/// by its name.
enum ATSPIAction {
    static func name(_ action: AccessibilityElementAction, role: AccessibilityRole) -> String {
        switch action {
        case .activate:
            switch role {
            case .toggle, .checkBox, .disclosure: return "toggle"
            case .textField, .secureTextField, .searchField, .textEditor: return "activate"
            default: return "click"
            }
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .escape: return "dismiss"
        case .named(let name): return name
        case .scroll(let edge):
            switch edge {
            case .top: return "scroll up"
            case .bottom: return "scroll down"
            case .leading: return "scroll left"
            case .trailing: return "scroll right"
            }
        }
    }

    /// What the action does, for GetDescription: the element's hint for its primary action.
    static func description(_ action: AccessibilityElementAction, of element: AccessibilityElement) -> String {
        switch action {
        case .activate: return element.hint ?? ""
        case .increment: return "Increases the value"
        case .decrement: return "Decreases the value"
        case .escape: return "Dismisses what the element belongs to"
        case .named: return ""
        case .scroll: return "Scrolls the content"
        }
    }
}
