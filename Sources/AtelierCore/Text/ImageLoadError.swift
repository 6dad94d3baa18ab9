import Foundation

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
            return "The server answered HTTP \(code) (\(Self.phrase(forStatusCode: code))) for \(url.absoluteString)"
        case .tooLarge(let bytes):
            return "The image at \(url.absoluteString) is \(bytes) bytes, more than AsyncImage loads (\(ImageLoadError.maximumByteCount) bytes)"
        case .notAnImage: return "The data at \(url.absoluteString) is not an image the backend can decode"
        case .unsupportedScheme: return "AsyncImage loads file, http and https URLs, not \(url.absoluteString)"
        case .noDecoder: return "No image decoder is installed (import Atelier installs the Cairo backend's)"
        }
    }

    var description: String { errorDescription ?? "" }

    /// The words `HTTPURLResponse.localizedString(forStatusCode:)` gives for `code` (FoundationNetworking, which has
    /// it, is not linked: it brings curl and its TLS libraries to every app's start).
    static func phrase(forStatusCode code: Int) -> String {
        let phrases = [
            100: "continue", 101: "switching protocols",
            200: "no error", 201: "created", 202: "accepted", 203: "non-authoritative information", 204: "no content",
            205: "reset content", 206: "partial content",
            300: "multiple choices", 301: "moved permanently", 302: "found", 303: "see other", 304: "not modified",
            305: "needs proxy", 307: "redirected",
            400: "bad request", 401: "unauthorized", 402: "payment required", 403: "forbidden", 404: "not found",
            405: "method not allowed", 406: "unacceptable", 407: "proxy authentication required", 408: "request timed out",
            409: "conflict", 410: "no longer exists", 411: "length required", 412: "precondition failed",
            413: "request too large", 414: "requested URL too long", 415: "unsupported media type",
            416: "requested range not satisfiable", 417: "expectation failed",
            500: "internal server error", 501: "unimplemented", 502: "bad gateway", 503: "service unavailable",
            504: "gateway timed out", 505: "unsupported version",
        ]
        if let phrase = phrases[code] { return phrase }
        switch code {
        case 100..<200: return "informational"
        case 200..<300: return "success"
        case 300..<400: return "redirected"
        case 400..<500: return "client error"
        case 500..<600: return "server error"
        default: return "server error"
        }
    }

    /// The most bytes an image may take: more is refused before it is read whole (a 1 GB file, a runaway server).
    static let maximumByteCount = 64 * 1024 * 1024
}
