import Foundation

/// A representation that writes an item as bytes of a content type and reads it back from them.
public struct DataRepresentation<Item>: TransferRepresentation {
    public typealias Body = Never
    private let way: _TransferWay<Item>

    /// Exports and imports the item as bytes of `contentType`.
    public init(contentType: UTType, exporting: nonisolated(nonsending) @escaping @Sendable (Item) async throws -> Data,
                importing: nonisolated(nonsending) @escaping @Sendable (Data) async throws -> Item) {
        way = _TransferWay(exportedType: contentType, importedType: contentType,
                          export: { .data(try await exporting($0)) },
                          import: { try await importing(try $0.bytes()) })
    }

    /// Exports the item as bytes of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: nonisolated(nonsending) @escaping @Sendable (Item) async throws -> Data) {
        way = _TransferWay(exportedType: exportedContentType, export: { .data(try await exporting($0)) })
    }

    /// Imports the item from bytes of `importedContentType`.
    public init(importedContentType: UTType, importing: nonisolated(nonsending) @escaping @Sendable (Data) async throws -> Item) {
        way = _TransferWay(importedType: importedContentType, import: { try await importing(try $0.bytes()) })
    }

    public func _transfers() -> [_TransferWay<Item>] { [way] }
}
