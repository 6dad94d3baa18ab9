import Foundation

/// The URLs a file chooser (or a drop) gave the program, as Apple's security-scoped URLs: on Linux nothing is
/// sandboxed, but a program balances its start and stop calls as it does on Apple platforms, and asks whether
/// it holds a grant.
@_spi(Backend) public final class SecurityScopedURLs: @unchecked Sendable {
    /// The grants of this process.
    public static let shared = SecurityScopedURLs()
    private let lock = NSLock()
    private var granted: Set<String> = []
    private var accessCounts: [String: Int] = [:]

    /// Records that the user chose `url` (a folder grants what is inside it).
    public func grant(_ url: URL) {
        lock.withLock { _ = granted.insert(url.standardizedFileURL.path) }
    }

    /// Whether the user chose `url` or a folder holding it.
    public func isGranted(_ url: URL) -> Bool {
        guard url.isFileURL else { return false }
        var path = url.standardizedFileURL.path
        return lock.withLock {
            while true {
                if granted.contains(path) { return true }
                let parent = (path as NSString).deletingLastPathComponent
                if parent == path || parent.isEmpty { return false }
                path = parent
            }
        }
    }

    /// Accesses under way for `url` (starts not yet stopped).
    public func accessCount(_ url: URL) -> Int { lock.withLock { accessCounts[url.standardizedFileURL.path] ?? 0 } }

    func start(_ url: URL) -> Bool {
        guard isGranted(url) else { return false }
        lock.withLock { accessCounts[url.standardizedFileURL.path, default: 0] += 1 }
        return true
    }

    func stop(_ url: URL) {
        let key = url.standardizedFileURL.path
        lock.withLock {
            guard let count = accessCounts[key] else { return }
            accessCounts[key] = count > 1 ? count - 1 : nil
        }
    }
}

extension URL {
    /// Begins access to a URL the user chose in a file chooser: true for such a URL (each call balanced by
    /// `stopAccessingSecurityScopedResource()`), false for any other, which needs no access to be read.
    public func startAccessingSecurityScopedResource() -> Bool {
        SecurityScopedURLs.shared.start(self)
    }

    /// Ends an access begun by `startAccessingSecurityScopedResource()`.
    public func stopAccessingSecurityScopedResource() {
        SecurityScopedURLs.shared.stop(self)
    }
}
