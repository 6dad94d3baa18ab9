import Foundation

/// Makes what `@AppStorage` writes survive the process. Foundation on Linux writes a `UserDefaults` domain to
/// disk only in `synchronize()`, which nothing calls, and then truncates the file in place, so a kill in the
/// middle leaves it empty. A write marks its store; a flush a moment later (and one at exit) writes the
/// store's domain to a new file renamed over the old one, which Foundation reads as its own: a reader sees
/// the old settings or the new, never a torn file.
@_spi(Backend) public enum UserDefaultsDurability {
    private static let lock = NSLock()
    /// Serialises flushes (the delayed one and the one at exit).
    private static let flushLock = NSLock()
    nonisolated(unsafe) private static var dirty: [ObjectIdentifier: UserDefaults] = [:]
    nonisolated(unsafe) private static var scheduled = false
    nonisolated(unsafe) private static var exitHookInstalled = false
    private static let queue = DispatchQueue(label: "atelier.userdefaults-flush", qos: .utility)
    /// How long after a write its flush waits, so that a burst of writes (typing) costs one file write.
    static let delay: TimeInterval = 0.1

    /// Notes that `store` changed; its domain is written soon, and at exit at the latest.
    public static func noteWrite(_ store: UserDefaults) {
        lock.lock()
        dirty[ObjectIdentifier(store)] = store
        let schedule = !scheduled
        scheduled = true
        let hook = !exitHookInstalled
        exitHookInstalled = true
        lock.unlock()
        if hook { atexit { UserDefaultsDurability.flush() } }
        if schedule { queue.asyncAfter(deadline: .now() + delay) { flush() } }
    }

    /// Writes every changed store now (the exit paths call it; so does the delayed flush).
    public static func flush() {
        flushLock.lock()
        defer { flushLock.unlock() }
        lock.lock()
        let stores = Array(dirty.values)
        dirty.removeAll()
        scheduled = false
        lock.unlock()
        for store in stores { write(store) }
    }

    /// Writes one store's persistent domain where Foundation reads it, atomically; a store this cannot place
    /// (a suite named by a path) falls back to Foundation's own `synchronize()`.
    private static func write(_ store: UserDefaults) {
        let suite = suiteName(of: store)
        guard let file = domainFile(suite: suite),
              let domain = store.persistentDomain(forName: suite ?? "kCFPreferencesCurrentApplication") else {
            store.synchronize()
            return
        }
        let plain = domain.compactMapValues(propertyListValue)
        do {
            // An empty domain has no file, as Foundation leaves it.
            if plain.isEmpty {
                if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
                return
            }
            let data = try PropertyListSerialization.data(fromPropertyList: plain, format: .binary, options: 0)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            Diagnostics.warn("the settings of \(file.path) could not be saved: \(error)", key: "userdefaults-write-\(file.path)")
        }
    }

    /// The suite a store was made for; nil for `UserDefaults.standard` (Foundation keeps it private).
    private static func suiteName(of store: UserDefaults) -> String? {
        for child in Mirror(reflecting: store).children where child.label == "suite" {
            return child.value as? String
        }
        return nil
    }

    /// The file Foundation reads a domain from: `$XDG_CONFIG_HOME` (or `$HOME/.config`)/`name.plist`, the
    /// name the suite's or, for the standard store, the bundle identifier or else the process name.
    static func domainFile(suite: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let name = suite ?? Bundle.main.bundleIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? ProcessInfo.processInfo.processName
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        let folder: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            folder = config
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            folder = (home as NSString).appendingPathComponent(".config")
        }
        return URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name + ".plist")
    }

    /// A domain's value as a property list holds it: Foundation hands some values back wrapped in optionals.
    private static func propertyListValue(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { propertyListValue($0.value) } }
        if let dictionary = value as? [String: Any] { return dictionary.compactMapValues(propertyListValue) }
        if let array = value as? [Any] { return array.compactMap(propertyListValue) }
        return value
    }
}
