import Foundation

/// A keyboard shortcut as Linux desktops print it in menus: "Ctrl+Shift+Z". Command is pressed as Control
/// here, so it prints as Ctrl; Control is the Super key.
enum ShortcutText {
    static func describe(_ shortcut: KeyboardShortcut) -> String {
        var parts: [String] = []
        if shortcut.modifiers.contains(.command) { parts.append("Ctrl") }
        if shortcut.modifiers.contains(.control) { parts.append("Super") }
        if shortcut.modifiers.contains(.option) { parts.append("Alt") }
        if shortcut.modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(name(of: shortcut.key))
        return parts.joined(separator: "+")
    }

    static func name(of key: KeyEquivalent) -> String {
        switch key {
        case .return: return "Enter"
        case .escape: return "Esc"
        case .delete: return "Backspace"
        case .deleteForward: return "Delete"
        case .tab: return "Tab"
        case .space: return "Space"
        case .upArrow: return "Up"
        case .downArrow: return "Down"
        case .leftArrow: return "Left"
        case .rightArrow: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page Up"
        case .pageDown: return "Page Down"
        default:
            if let scalar = key.character.unicodeScalars.first, (0xF704...0xF726).contains(scalar.value) {
                return "F\(scalar.value - 0xF703)"
            }
            return String(key.character).uppercased()
        }
    }
}
