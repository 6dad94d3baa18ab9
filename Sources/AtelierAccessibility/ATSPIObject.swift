import AtelierCore

/// An object the bridge exports: the application root, or an element of the window's tree, each at a path
/// under /org/a11y/atspi/accessible.
enum ATSPIObject: Hashable, Sendable {
    case application
    case element(AccessibilityElementID)

    /// The folder every object's path is in (the subtree the bus dispatches).
    static let basePath = "/org/a11y/atspi/accessible"
    /// The application root's path, as every toolkit names it.
    static let applicationPath = "/org/a11y/atspi/accessible/root"
    /// The path of the null reference (a missing parent or child).
    static let nullPath = "/org/a11y/atspi/null"
    /// The cache object's path.
    static let cachePath = "/org/a11y/atspi/cache"

    /// The last part of the object's path.
    var node: String {
        switch self {
        case .application: return "root"
        case .element(let id): return String(id.rawValue)
        }
    }

    var path: String { Self.basePath + "/" + node }

    /// The object a node name of the subtree stands for; nil for a name the bridge never made.
    init?(node: String) {
        if node == "root" { self = .application; return }
        // Only the digits the bridge writes: "+1" or "01" would alias another element's path.
        guard let first = node.utf8.first, first != UInt8(ascii: "0") || node == "0",
              node.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let raw = UInt64(node) else { return nil }
        self = .element(AccessibilityElementID(rawValue: raw))
    }

    /// The object at a full path; nil outside the subtree.
    init?(path: String) {
        let prefix = Self.basePath + "/"
        guard path.hasPrefix(prefix) else { return nil }
        self.init(node: String(path.dropFirst(prefix.count)))
    }
}
