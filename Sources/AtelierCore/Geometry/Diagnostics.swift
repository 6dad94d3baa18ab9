import Foundation

/// Runtime warnings for a program's bad input: each distinct warning is printed once to standard error.
@_spi(Backend) public enum Diagnostics {
    nonisolated(unsafe) private static var printed: Set<String> = []
    private static let lock = NSLock()
    /// Every warning given so far, in order (tests read it).
    nonisolated(unsafe) public private(set) static var warnings: [String] = []

    /// Prints `message` once per `key` (the message itself when no key is given).
    public static func warn(_ message: String, key: String? = nil) {
        lock.lock()
        let isNew = printed.insert(key ?? message).inserted
        if isNew { warnings.append(message) }
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("Atelier: warning: \(message)\n".utf8))
    }

    /// Forgets what was printed, so that a test sees its own warnings.
    public static func reset() {
        lock.lock(); printed.removeAll(); warnings.removeAll(); lock.unlock()
    }
}
