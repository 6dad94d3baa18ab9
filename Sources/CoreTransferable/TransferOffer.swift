import Foundation

/// One value a drag, a drop from the desktop or the clipboard offers: the content types it can be had as, in
/// order of preference, each loaded only when asked for.
@_spi(Backend) public struct TransferOffer: @unchecked Sendable {
    /// The content types offered, preferred first.
    public let contentTypes: [UTType]
    /// The file name the offer suggests (a dropped file's, a representation's `suggestedFileName`).
    public let suggestedName: String?
    private let load: nonisolated(nonsending) (UTType) async throws -> TransferPayload

    init(contentTypes: [UTType], suggestedName: String?, load: nonisolated(nonsending) @escaping (UTType) async throws -> TransferPayload) {
        self.contentTypes = contentTypes
        self.suggestedName = suggestedName
        self.load = load
    }

    /// A value of the program's, offered in every way its type exports it (those its conditions allow).
    public init<T: Transferable>(_ item: T) {
        let ways = T.transferWays.filter { way in
            way.export != nil && way.exportedType != nil && (way.condition?(item) ?? true)
        }
        self.init(contentTypes: ways.map { $0.exportedType! }, suggestedName: ways.lazy.compactMap { $0.suggestedFileName?(item) }.first) { type in
            guard let way = ways.first(where: { $0.exportedType == type }), let export = way.export else {
                throw TransferError.noMatchingRepresentation
            }
            return try await export(item)
        }
    }

    /// A file from the desktop: its own type (by its extension), as a file URL, and as plain text when it is text.
    public init(file url: URL) {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        self.init(contentTypes: [type, .fileURL], suggestedName: url.lastPathComponent) { wanted in
            wanted == .fileURL ? .data(Data(url.absoluteString.utf8)) : .file(url)
        }
    }

    /// Text from the desktop.
    public init(text: String) {
        self.init(contentTypes: [.utf8PlainText], suggestedName: nil) { _ in .data(Data(text.utf8)) }
    }

    /// Bytes of a content type.
    public init(data: Data, contentType: UTType) {
        self.init(contentTypes: [contentType], suggestedName: nil) { _ in .data(data) }
    }

    /// Whether the offer can be read as a value of `type`.
    public func canLoad<T: Transferable>(_ type: T.Type) -> Bool { importWay(for: type) != nil }

    /// Whether the offer has a content type conforming to one of `types`.
    public func conforms(to types: [UTType]) -> Bool {
        contentTypes.contains { offered in types.contains { offered.conforms(to: $0) } }
    }

    /// The payload of a content type the offer has (or one conforming to it).
    // `nonisolated(nonsending)`: the load runs on the caller's actor, so a drop on the main actor finishes in the
    // same event when nothing in it waits, rather than hopping to the global executor.
    public nonisolated(nonsending) func payload(conformingTo type: UTType) async throws -> TransferPayload {
        guard let offered = contentTypes.first(where: { $0.conforms(to: type) }) else { throw TransferError.noMatchingRepresentation }
        return try await load(offered)
    }

    /// The offer read as a value of `type`: through the first of the type's import ways whose content type an
    /// offered type conforms to (a PNG file is read by a way importing images or data).
    public nonisolated(nonsending) func load<T: Transferable>(_ type: T.Type) async throws -> T {
        guard let load = loader(for: type) else { throw TransferError.noMatchingRepresentation }
        return try await load()
    }

    /// How the offer is read as a value of `type`, chosen now, run later; nil when it cannot be. (Chosen outside
    /// the async run: reading a type's representations there crashed this compiler's output.)
    public func loader<T: Transferable>(for type: T.Type) -> (nonisolated(nonsending) () async throws -> T)? {
        guard let (way, offered) = importWay(for: type), let read = way.import else { return nil }
        let load = self.load
        return { try await read(try await load(offered)) }
    }

    private func importWay<T: Transferable>(for type: T.Type) -> (_TransferWay<T>, UTType)? {
        for way in T.transferWays {
            guard way.import != nil, let wanted = way.importedType else { continue }
            if let offered = contentTypes.first(where: { $0.conforms(to: wanted) }) { return (way, offered) }
        }
        return nil
    }
}
