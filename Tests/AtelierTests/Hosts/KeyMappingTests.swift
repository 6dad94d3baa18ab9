import XCTest
import CSDL2
@testable import AtelierSDL
@_spi(Backend) import AtelierCore

/// SDL's key codes and modifier bits as SwiftUI's key equivalents and event modifiers.
@preconcurrency @MainActor final class KeyMappingTests: XCTestCase {
    func testKeysBecomeKeyEquivalents() {
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_RETURN.rawValue)), .return)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_KP_ENTER.rawValue)), .return)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_ESCAPE.rawValue)), .escape)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_TAB.rawValue)), .tab)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_SPACE.rawValue)), .space)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_BACKSPACE.rawValue)), .delete)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_UP.rawValue)), .upArrow)
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_a.rawValue)), "a")
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_7.rawValue)), "7")
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_COMMA.rawValue)), ",")
        // Function keys as AppKit numbers them (F10 opens the menu bar); Alt alone reaches the menu bar only.
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_F5.rawValue)), KeyEquivalent("\u{F708}"))
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_F10.rawValue)), .function(10))
        XCTAssertEqual(KeyMapping.key(SDL_Keycode(SDLK_LALT.rawValue)), .optionKeyAlone)
        XCTAssertNil(KeyMapping.key(SDL_Keycode(SDLK_LSHIFT.rawValue)), "a modifier alone is not a key")
    }

    func testControlIsCommandAndSuperIsControl() {
        XCTAssertEqual(KeyMapping.modifiers(UInt16(KMOD_LCTRL.rawValue)), .command)
        XCTAssertEqual(KeyMapping.modifiers(UInt16(KMOD_RCTRL.rawValue)), .command)
        XCTAssertEqual(KeyMapping.modifiers(UInt16(KMOD_LGUI.rawValue)), .control)
        XCTAssertEqual(KeyMapping.modifiers(UInt16(KMOD_LSHIFT.rawValue | KMOD_RALT.rawValue)), [.shift, .option])
        XCTAssertEqual(KeyMapping.modifiers(UInt16(KMOD_CAPS.rawValue | KMOD_NUM.rawValue)), [],
                       "Caps Lock and Num Lock do not change which shortcut a key is")
    }
}
