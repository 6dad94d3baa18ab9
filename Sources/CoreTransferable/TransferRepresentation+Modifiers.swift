import Foundation

extension TransferRepresentation {
    /// Exports an item this way only when `condition` holds for it.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(ways: _transfers().map { way in
            var way = way
            let previous = way.condition
            way.condition = { item in (previous?(item) ?? true) && condition(item) }
            return way
        })
    }

    /// The name a file made from this representation gets.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        suggestedFileName { _ in fileName }
    }

    /// The name a file made from this representation gets, from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(ways: _transfers().map { way in
            var way = way
            way.suggestedFileName = fileName
            return way
        })
    }
}

/// A representation with a condition or a file name added.
struct ModifiedTransferRepresentation<Item>: TransferRepresentation {
    typealias Body = Never
    let ways: [_TransferWay<Item>]
    func _transfers() -> [_TransferWay<Item>] { ways }
}
