import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads and decodes the image at a URL off the main thread, for `AsyncImage`: a file is read, an http(s) URL
/// fetched through URLSession; either is refused past `ImageLoadError.maximumByteCount` bytes, and decoded by
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
    private nonisolated static func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
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

/// One http(s) fetch that refuses an error status or a body past the size limit as soon as it shows, and stops
/// when the task waiting for it is cancelled.
private final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let lock = NSLock()
    private var received = Data()
    private var refusal: ImageLoadError?
    private var continuation: CheckedContinuation<Data, any Error>?
    private var task: URLSessionDataTask?
    private var finished = false

    init(url: URL) { self.url = url }

    func run() async throws -> Data {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
                let session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
                let task = session.dataTask(with: url)
                lock.lock()
                self.continuation = continuation
                self.task = task
                lock.unlock()
                task.resume()
                session.finishTasksAndInvalidate()
            }
        } onCancel: {
            lock.lock()
            let task = self.task
            lock.unlock()
            task?.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        var refused: ImageLoadError?
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            refused = ImageLoadError(url: url, reason: .httpStatus(http.statusCode))
        } else if response.expectedContentLength > Int64(ImageLoadError.maximumByteCount) {
            refused = ImageLoadError(url: url, reason: .tooLarge(Int(response.expectedContentLength)))
        }
        guard let refused else { return completionHandler(.allow) }
        finish(.failure(refused))
        completionHandler(.cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        received.append(data)
        let count = received.count
        lock.unlock()
        if count > ImageLoadError.maximumByteCount {
            finish(.failure(ImageLoadError(url: url, reason: .tooLarge(count))))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            let cancelled = (error as? URLError)?.code == .cancelled
            finish(.failure(cancelled ? CancellationError() : ImageLoadError(url: url, reason: .unreadable(error.localizedDescription))))
        } else {
            lock.lock()
            let data = received
            lock.unlock()
            finish(.success(data))
        }
    }

    /// Resumes the waiting task once, with the first outcome.
    private func finish(_ result: Result<Data, any Error>) {
        lock.lock()
        let continuation = finished ? nil : self.continuation
        finished = true
        lock.unlock()
        continuation?.resume(with: result)
    }
}
