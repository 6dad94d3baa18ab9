import Foundation

/// Every declared type, looked up by identifier, extension and MIME type: the system's, and the program's
/// own as `UTType(exportedAs:)` declares them.
final class UTTypeRegistry: @unchecked Sendable {
    static let shared = UTTypeRegistry()
    private let lock = NSLock()
    private var byIdentifier: [String: UTType] = [:]
    private var byExtension: [String: UTType] = [:]
    private var byMIMEType: [String: UTType] = [:]

    private init() {
        for type in UTType.systemTypes { add(type) }
    }

    private func add(_ type: UTType) {
        byIdentifier[type.identifier] = type
        // The first type to claim a tag keeps it: the system's own come first.
        for ext in type.filenameExtensions where byExtension[ext] == nil { byExtension[ext] = type }
        for mime in type.mimeTypes where byMIMEType[mime] == nil { byMIMEType[mime] = type }
    }

    func type(identifier: String) -> UTType? { lock.withLock { byIdentifier[identifier] } }
    func type(extension ext: String) -> UTType? { lock.withLock { byExtension[ext] } }
    func type(mimeType: String) -> UTType? { lock.withLock { byMIMEType[mimeType] } }

    /// The declared type `identifier`, declared now (conforming to `parent`) when it is new.
    func declare(_ identifier: String, conformingTo parent: UTType) -> UTType {
        lock.withLock {
            if let known = byIdentifier[identifier] { return known }
            let type = UTType(declared: identifier, conformsTo: [parent.identifier])
            add(type)
            return type
        }
    }
}
