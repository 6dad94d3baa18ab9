import Foundation
import CSDL2
@_spi(Backend) import AtelierCore

/// Turns SDL key events into SwiftUI's key equivalents and event modifiers.
enum KeyMapping {
    /// The key equivalent of an SDL key code; nil for keys that have none (modifier keys alone other than Alt).
    static func key(_ code: SDL_Keycode) -> KeyEquivalent? {
        switch Int(code) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .return
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_TAB.rawValue): return .tab
        case Int(SDLK_SPACE.rawValue): return .space
        case Int(SDLK_BACKSPACE.rawValue): return .delete
        case Int(SDLK_DELETE.rawValue): return .deleteForward
        case Int(SDLK_UP.rawValue): return .upArrow
        case Int(SDLK_DOWN.rawValue): return .downArrow
        case Int(SDLK_LEFT.rawValue): return .leftArrow
        case Int(SDLK_RIGHT.rawValue): return .rightArrow
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_END.rawValue): return .end
        case Int(SDLK_PAGEUP.rawValue): return .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int(SDLK_CLEAR.rawValue): return .clear
        // Alt alone opens the menu bar when it is released with no key pressed meanwhile.
        case Int(SDLK_LALT.rawValue), Int(SDLK_RALT.rawValue): return .optionKeyAlone
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue): return .function(Int(code) - Int(SDLK_F1.rawValue) + 1)
        case 0x21...0x7E:
            return UnicodeScalar(UInt32(code)).map { KeyEquivalent(Character($0)) }
        default: return nil
        }
    }

    /// The modifiers held, with Control read as Command (the Linux convention for shortcuts that are
    /// Command shortcuts on a Mac) and the Super key as Control.
    static func modifiers(_ mod: UInt16) -> EventModifiers {
        let m = UInt32(mod)
        var result: EventModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.command) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.control) }
        return result
    }
}
