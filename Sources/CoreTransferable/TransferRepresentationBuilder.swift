import Foundation

/// Builds a type's transfer representation from the ones listed, in order of preference.
@resultBuilder public struct TransferRepresentationBuilder<Item> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    /// The first of the representations listed.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(ways: first._transfers())
    }
    /// The representations listed so far and the next, preferred in order.
    public static func buildPartialBlock<R: TransferRepresentation>(accumulated: TupleTransferRepresentation<Item>, next: R)
        -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(ways: accumulated.ways + next._transfers())
    }
    /// A representation available only where the program's conditions let it be.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(ways: representation._transfers())
    }
}

/// Several representations in order of preference.
public struct TupleTransferRepresentation<Item>: TransferRepresentation {
    public typealias Body = Never
    let ways: [_TransferWay<Item>]
    public func _transfers() -> [_TransferWay<Item>] { ways }
}
