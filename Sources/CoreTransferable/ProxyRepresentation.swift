import Foundation

/// A representation that transfers an item as another transferable value (a photo as its URL, a note as
/// its text), through that value's own representations.
public struct ProxyRepresentation<Item, ProxyRepresentation: Transferable>: TransferRepresentation {
    public typealias Body = Never
    private let ways: [_TransferWay<Item>]

    /// Exports the item as the proxy `exporting` makes, and imports it from a proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        ways = Self.exports(exporting) + Self.imports(importing)
    }

    /// Exports the item as the proxy `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        ways = Self.exports(exporting)
    }

    /// Imports the item from a proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        ways = Self.imports(importing)
    }

    private static func exports(_ make: @escaping @Sendable (Item) throws -> ProxyRepresentation) -> [_TransferWay<Item>] {
        var result: [_TransferWay<Item>] = []
        for proxyWay in ProxyRepresentation.transferWays {
            guard let export = proxyWay.export, let type = proxyWay.exportedType else { continue }
            var way = _TransferWay<Item>(exportedType: type)
            way.export = { item in try await export(try make(item)) }
            if let condition = proxyWay.condition {
                way.condition = { item in (try? make(item)).map(condition) ?? false }
            }
            result.append(way)
        }
        return result
    }

    private static func imports(_ make: @escaping @Sendable (ProxyRepresentation) throws -> Item) -> [_TransferWay<Item>] {
        var result: [_TransferWay<Item>] = []
        for proxyWay in ProxyRepresentation.transferWays {
            guard let read = proxyWay.import, let type = proxyWay.importedType else { continue }
            var way = _TransferWay<Item>(importedType: type)
            way.import = { payload in try make(try await read(payload)) }
            result.append(way)
        }
        return result
    }

    public func _transfers() -> [_TransferWay<Item>] { ways }
}
