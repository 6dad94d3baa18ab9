import CSDL2
@_spi(Backend) import AtelierCore

/// Shows a pointer style as one of SDL's system cursors (the desktop theme's arrow, I-beam, hand, crosshair
/// and resize arrows). Each cursor is made once and kept; SDL is asked to change the cursor only when the
/// shape differs from the one showing, so a program that flips its pointer style every frame, or thousands of
/// times a second, costs a comparison per change.
@MainActor final class SystemCursors {
    private var made: [UInt32: OpaquePointer] = [:]
    private var showing: SDL_SystemCursor?
    /// How many times SDL was asked to set the cursor (statistics for tests).
    private(set) var cursorsSet = 0

    /// Shows `style`; does nothing when its cursor already shows.
    func show(_ style: PointerStyle) {
        let cursor = Self.systemCursor(for: style)
        guard cursor != showing else { return }
        if made[cursor.rawValue] == nil {
            guard let created = SDL_CreateSystemCursor(cursor) else {
                Diagnostics.warn("SDL has no system cursor \(cursor.rawValue) for pointer style \(style); the arrow shows",
                                 key: "sdl-cursor-\(cursor.rawValue)")
                return
            }
            made[cursor.rawValue] = created
        }
        showing = cursor
        SDL_SetCursor(made[cursor.rawValue])
        cursorsSet += 1
    }

    /// The system cursor closest to a pointer style: SDL has no open or closed hand, zoom or vertical I-beam,
    /// so those take the nearest shape the desktop has.
    static func systemCursor(for style: PointerStyle) -> SDL_SystemCursor {
        switch style.shape {
        case .arrow, .zoomIn, .zoomOut: return SDL_SYSTEM_CURSOR_ARROW
        case .image:
            Diagnostics.warn("PointerStyle.image is shown as the arrow: the window host draws system cursors only",
                             key: "sdl-cursor-image")
            return SDL_SYSTEM_CURSOR_ARROW
        case .pointingHand, .openHand: return SDL_SYSTEM_CURSOR_HAND
        case .closedHand: return SDL_SYSTEM_CURSOR_SIZEALL
        case .horizontalText, .verticalText: return SDL_SYSTEM_CURSOR_IBEAM
        case .crosshair: return SDL_SYSTEM_CURSOR_CROSSHAIR
        case .columnResize: return SDL_SYSTEM_CURSOR_SIZEWE
        case .rowResize: return SDL_SYSTEM_CURSOR_SIZENS
        case .frameResize(let position, _):
            switch position {
            case .top, .bottom: return SDL_SYSTEM_CURSOR_SIZENS
            case .leading, .trailing: return SDL_SYSTEM_CURSOR_SIZEWE
            case .topLeading, .bottomTrailing: return SDL_SYSTEM_CURSOR_SIZENWSE
            case .topTrailing, .bottomLeading: return SDL_SYSTEM_CURSOR_SIZENESW
            }
        }
    }

    /// Frees the cursors made (the window is closing).
    func freeAll() {
        SDL_SetCursor(SDL_GetDefaultCursor())
        for cursor in made.values { SDL_FreeCursor(cursor) }
        made.removeAll()
        showing = nil
    }
}
