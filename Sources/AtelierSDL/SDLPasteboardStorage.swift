import Foundation
import CSDL2
@_spi(Backend) import AtelierCore

/// The window system's clipboard through SDL: what text fields copy goes there, and what other programs
/// copied comes from there. Text that is not valid UTF-8 reads with its bad bytes replaced (U+FFFD).
@MainActor final class SDLPasteboardStorage: PasteboardStorage {
    /// Clipboard bytes as text: what is not UTF-8 becomes U+FFFD.
    nonisolated static func decode(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    var string: String? {
        get {
            // SDL asks the clipboard's owner and gives up after a second (on X11, "Selection timeout", taking the
            // clipboard over with nothing in it): an owner that stalled or went away mid-paste pastes nothing. Asked
            // once: SDL_HasClipboardText would ask the owner too (and wait as long), and hide the timeout.
            SDL_ClearError()
            guard let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            if raw.pointee == 0, let error = SDL_GetError(), String(cString: error).localizedCaseInsensitiveContains("timeout") {
                Diagnostics.warn("the clipboard's owner did not answer in time (\(String(cString: error))); nothing was pasted",
                                 key: "sdl-clipboard-timeout")
                return nil
            }
            guard raw.pointee != 0 else { return nil }
            return Self.decode(Array(UnsafeRawBufferPointer(start: raw, count: strlen(raw))))
        }
        set {
            // A NUL would end the text early for other programs: it is left out.
            let text = (newValue ?? "").replacingOccurrences(of: "\0", with: "")
            if SDL_SetClipboardText(text) != 0 {
                Diagnostics.warn("the clipboard could not be set: \(String(cString: SDL_GetError()))", key: "sdl-clipboard")
            }
        }
    }
}
