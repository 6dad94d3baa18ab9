import Foundation

/// An encoder that turns a value into bytes (JSONEncoder, PropertyListEncoder): what a codable
/// representation writes with.
public protocol TopLevelEncoder: SendableMetatype {
    /// Encodes a value.
    func encode<T: Encodable>(_ value: T) throws -> Data
}

/// A decoder that reads a value from bytes (JSONDecoder, PropertyListDecoder).
public protocol TopLevelDecoder: SendableMetatype {
    /// Decodes a value.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

/// A representation that writes a Codable item with an encoder (JSON by default) as bytes of a content type,
/// and reads it back with the matching decoder.
public struct CodableRepresentation<Item: Codable & SendableMetatype, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>: TransferRepresentation {
    public typealias Body = Never
    private let way: _TransferWay<Item>

    /// Transfers the item as JSON of `contentType`.
    public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: Item.self, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Transfers the item with the given encoder and decoder as bytes of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        // The coders are used only inside the transfer, one at a time.
        let coders = UncheckedCoders(encoder: encoder, decoder: decoder)
        way = _TransferWay(exportedType: contentType, importedType: contentType,
                          export: { .data(try coders.encoder.encode($0)) },
                          import: { try coders.decoder.decode(Item.self, from: try $0.bytes()) })
    }

    public func _transfers() -> [_TransferWay<Item>] { [way] }
}

private struct UncheckedCoders<Encoder, Decoder>: @unchecked Sendable {
    let encoder: Encoder
    let decoder: Decoder
}
