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
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
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
