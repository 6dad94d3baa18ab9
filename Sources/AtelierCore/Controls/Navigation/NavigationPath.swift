import Foundation

/// A type-erased list of the values a navigation stack shows, one per pushed level, of any Hashable types.
/// When every value is also Codable, `codable` saves the path and `init(_:)` restores it.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of the given values, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// The number of values.
    public var count: Int { elements.count }
    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values (all of them if fewer).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }

    /// The path in a form that can be encoded, when every value is Codable; nil otherwise.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let encodable = element.base as? any Encodable,
                  let data = try? JSONEncoder().encode(encodable), let json = String(data: data, encoding: .utf8) else { return nil }
            entries.append(.init(type: _mangledTypeName(type(of: element.base)) ?? "", value: json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// A path restored from its codable form; values whose type is unknown here are left out, with a warning.
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.compactMap { entry in
            guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type,
                  let value = Self.decode(type, from: entry.value) else {
                Diagnostics.warn("a NavigationPath value of type \(entry.type) could not be decoded; it is left out", key: "path-decode-\(entry.type)")
                return nil
            }
            return value
        }
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) -> AnyHashable? {
        (try? JSONDecoder().decode(T.self, from: Data(json.utf8))).map { AnyHashable($0) }
    }

    /// A navigation path in encodable form: each value's type and its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Codable, Equatable {
            var type: String
            var value: String
        }
        var entries: [Entry]

        public init(from decoder: any Decoder) throws {
            // Encoded as a flat list: type, value, type, value…, as SwiftUI's representation is.
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                let value = try container.decode(String.self)
                entries.append(Entry(type: type, value: value))
            }
            self.entries = entries
        }

        init(entries: [Entry]) { self.entries = entries }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.type)
                try container.encode(entry.value)
            }
        }
    }
}
