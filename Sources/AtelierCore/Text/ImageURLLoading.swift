import Foundation
import CLazyCurl

/// Loads and decodes the image at a URL off the main thread, for `AsyncImage`: a file is read, an http(s) URL
/// fetched through libcurl (loaded on the first one); either is refused past `ImageLoadError.maximumByteCount` bytes, and decoded by
/// the installed backend's image loader.
enum ImageURLLoading {
    /// The decoded image at `url`, at `scale` pixels per point; throws an `ImageLoadError`, or `CancellationError`
    /// when the task waiting for it was cancelled.
    nonisolated static func image(at url: URL, scale: CGFloat) async throws -> LoadedImage {
        let data: Data
        switch url.scheme?.lowercased() {
        case "file": data = try await offMain { try readFile(url) }
        case "http", "https": data = try await BoundedDownload(url: url).run()
        default: throw ImageLoadError(url: url, reason: .unsupportedScheme)
        }
        try Task.checkCancellation()
        return try await offMain {
            guard let loader = GraphicsServices.imageLoader else { throw ImageLoadError(url: url, reason: .noDecoder) }
            guard let image = loader.decodeImage(data: data, scale: scale) else { throw ImageLoadError(url: url, reason: .notAnImage) }
            return image
        }
    }

    /// Runs `work` on a global queue (not a task: a test host may keep task hops on the main queue).
    fileprivate nonisolated static func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try work() })
            }
        }
    }

    private nonisolated static func readFile(_ url: URL) throws -> Data {
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw ImageLoadError(url: url, reason: .fileNotFound)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > ImageLoadError.maximumByteCount {
            throw ImageLoadError(url: url, reason: .tooLarge(size))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImageLoadError(url: url, reason: .unreadable(error.localizedDescription))
        }
    }
}

/// One http(s) fetch through libcurl, on a global queue, that refuses an error status or a body past the size limit
/// as soon as it shows, and stops when the task waiting for it is cancelled.
private final class BoundedDownload: @unchecked Sendable {
    private let url: URL
    /// The C side's download (the body, status and outcome), which `atelier_fetch_cancel` may stop from any thread.
    private let fetch: OpaquePointer?

    init(url: URL) {
        self.url = url
        fetch = atelier_fetch_create(url.absoluteString, ImageLoadError.maximumByteCount)
    }

    deinit { atelier_fetch_destroy(fetch) }

    func run() async throws -> Data {
        try await withTaskCancellationHandler {
            try await ImageURLLoading.offMain { try self.perform() }
        } onCancel: {
            if let fetch { atelier_fetch_cancel(fetch) }
        }
    }

    private func perform() throws -> Data {
        guard let fetch else { throw ImageLoadError(url: url, reason: .unreadable("out of memory")) }
        let outcome = atelier_fetch_perform(fetch)
        switch outcome {
        case ATELIER_FETCH_OK:
            guard let body = atelier_fetch_body(fetch) else { return Data() }
            return Data(bytes: body, count: atelier_fetch_body_length(fetch))
        case ATELIER_FETCH_HTTP_STATUS:
            throw ImageLoadError(url: url, reason: .httpStatus(atelier_fetch_status(fetch)))
        case ATELIER_FETCH_TOO_LARGE:
            throw ImageLoadError(url: url, reason: .tooLarge(Int(atelier_fetch_byte_count(fetch))))
        case ATELIER_FETCH_CANCELLED:
            throw CancellationError()
        case ATELIER_FETCH_NO_LIBRARY:
            let why = String(cString: atelier_fetch_message(fetch))
            throw ImageLoadError(url: url, reason: .unreadable("http(s) URLs need libcurl (the Debian package libcurl4): \(why)"))
        default:
            throw ImageLoadError(url: url, reason: .unreadable(String(cString: atelier_fetch_message(fetch))))
        }
    }
}
