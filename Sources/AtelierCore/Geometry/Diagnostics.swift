import Foundation

/// Runtime warnings for a program's bad input: each distinct warning is printed once to standard error.
@_spi(Backend) public enum Diagnostics {
    nonisolated(unsafe) private static var printed: Set<String> = []
    private static let lock = NSLock()
    nonisolated(unsafe) private static var given: [String] = []
    /// Every warning given so far, in order (tests read it; a warning may come from any thread, hence the lock).
    public static var warnings: [String] { lock.withLock { given } }

    /// Prints `message` once per `key` (the message itself when no key is given).
    public static func warn(_ message: String, key: String? = nil) {
        lock.lock()
        let isNew = printed.insert(key ?? message).inserted
        if isNew { given.append(message) }
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("Atelier: warning: \(message)\n".utf8))
    }

    /// Forgets what was printed, so that a test sees its own warnings.
    public static func reset() {
        lock.lock(); printed.removeAll(); given.removeAll(); lock.unlock()
    }
}
