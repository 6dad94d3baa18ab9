import Foundation

/// What a transfer carries: bytes, or a file on disk.
@_spi(Backend) public enum TransferPayload: Sendable {
    /// Bytes of the content type.
    case data(Data)
    /// A file of the content type.
    case file(URL)

    /// The bytes, reading the file when the payload is one.
    func bytes() throws -> Data {
        switch self {
        case .data(let data): return data
        case .file(let url): return try Data(contentsOf: url)
        }
    }

    /// A file holding the payload, written to a temporary one when the payload is bytes.
    func fileURL(suggestedName: String?, type: UTType) throws -> URL {
        switch self {
        case .file(let url): return url
        case .data(let data):
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-transfer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var name = suggestedName ?? "Transfer"
            if let ext = type.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty { name += ".\(ext)" }
            let url = directory.appendingPathComponent(name)
            try data.write(to: url)
            return url
        }
    }
}

/// One way a type is exported or imported: a content type and a function (an implementation detail the
/// representations flatten into; the transfer engine picks among them).
public struct _TransferWay<Item>: Sendable {
    /// The content type written, when the way exports.
    var exportedType: UTType?
    /// The content type read, when the way imports.
    var importedType: UTType?
    var export: (nonisolated(nonsending) @Sendable (Item) async throws -> TransferPayload)?
    var `import`: (nonisolated(nonsending) @Sendable (TransferPayload) async throws -> Item)?
    /// Whether an item may be exported this way (`exportingCondition`).
    var condition: (@Sendable (Item) -> Bool)?
    /// The file name a file made from this way gets (`suggestedFileName`).
    var suggestedFileName: (@Sendable (Item) -> String?)?
}
