import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why `AsyncImage` could not show the image at a URL: the error its `.failure` phase carries.
struct ImageLoadError: LocalizedError, CustomStringConvertible {
    enum Reason: Equatable {
        case fileNotFound
        case unreadable(String)
        case httpStatus(Int)
        case tooLarge(Int)
        case notAnImage
        case unsupportedScheme
        case noDecoder
    }

    let url: URL
    let reason: Reason

    var errorDescription: String? {
        switch reason {
        case .fileNotFound: return "No file at \(url.path)"
        case .unreadable(let why): return "Could not load \(url.absoluteString): \(why)"
        case .httpStatus(let code):
            return "The server answered HTTP \(code) (\(HTTPURLResponse.localizedString(forStatusCode: code))) for \(url.absoluteString)"
        case .tooLarge(let bytes):
            return "The image at \(url.absoluteString) is \(bytes) bytes, more than AsyncImage loads (\(ImageLoadError.maximumByteCount) bytes)"
        case .notAnImage: return "The data at \(url.absoluteString) is not an image the backend can decode"
        case .unsupportedScheme: return "AsyncImage loads file, http and https URLs, not \(url.absoluteString)"
        case .noDecoder: return "No image decoder is installed (import Atelier installs the Cairo backend's)"
        }
    }

    var description: String { errorDescription ?? "" }

    /// The most bytes an image may take: more is refused before it is read whole (a 1 GB file, a runaway server).
    static let maximumByteCount = 64 * 1024 * 1024
}
