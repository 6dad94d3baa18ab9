import Foundation

/// A file an export hands over: the file, and whether the receiver may use the original rather than a copy.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the original file in place.
    public let allowAccessingOriginalFile: Bool
    /// Creates a sent file.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an import receives: the file, and whether it is the original or a copy.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the file is the original one (else a copy the receiver may keep).
    public let isOriginalFile: Bool
}

/// A representation that writes an item as a file of a content type and reads it back from one.
public struct FileRepresentation<Item>: TransferRepresentation {
    public typealias Body = Never
    private let way: _TransferWay<Item>

    /// Exports and imports the item as a file of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: nonisolated(nonsending) @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: nonisolated(nonsending) @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        way = _TransferWay(exportedType: contentType, importedType: contentType,
                          export: { .file(try await exporting($0).file) },
                          import: { try await importing(try Self.received($0, type: contentType)) })
    }

    /// Exports the item as a file of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: nonisolated(nonsending) @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        way = _TransferWay(exportedType: exportedContentType, export: { .file(try await exporting($0).file) })
    }

    /// Imports the item from a file of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: nonisolated(nonsending) @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        way = _TransferWay(importedType: importedContentType,
                          import: { try await importing(try Self.received($0, type: importedContentType)) })
    }

    /// A payload as a received file: a dropped file is the original; bytes are written to a new file.
    private static func received(_ payload: TransferPayload, type: UTType) throws -> ReceivedTransferredFile {
        if case .file(let url) = payload { return ReceivedTransferredFile(file: url, isOriginalFile: true) }
        return ReceivedTransferredFile(file: try payload.fileURL(suggestedName: nil, type: type), isOriginalFile: false)
    }

    public func _transfers() -> [_TransferWay<Item>] { [way] }
}
