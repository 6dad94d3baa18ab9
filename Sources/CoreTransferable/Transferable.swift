import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be dragged, dropped, copied and shared: it says how its values are written as data, files
/// or other transferable values of given content types, and how they are read back.
public protocol Transferable: SendableMetatype {
    /// The representation that describes the type's transfers (its item is the type itself; the constraint
    /// is not spelled, as this compiler cannot then infer a conformance's opaque representation).
    associatedtype Representation: TransferRepresentation
    /// How the type's values are exported and imported, in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable type's values are written and read; its `body` composes others.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type the representation transfers. (Unconstrained here, where Apple requires Transferable: this
    /// compiler cannot infer a conformance's opaque representation through a builder that requires it.)
    associatedtype Item
    /// The representations this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The representation flattened into the ways it exports and imports (an implementation detail).
    func _transfers() -> [_TransferWay<Item>]
}

extension TransferRepresentation {
    // A composed representation's body transfers the same type (its builder is typed by the item).
    public func _transfers() -> [_TransferWay<Item>] { (body._transfers() as Any) as? [_TransferWay<Item>] ?? [] }
}

/// The body of a representation that has none of its own: the framework's primitives.
extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
    public var body: Never { return fatalError("Never has no body") }
}

extension TransferRepresentation where Body == Never {
    /// A primitive representation has no body; asking for one is a programming error.
    public var body: Never { return fatalError("\(Self.self) is a primitive transfer representation") }
}

extension Transferable {
    /// The ways the type is exported and imported, in order of preference.
    static var transferWays: [_TransferWay<Self>] {
        (transferRepresentation._transfers() as Any) as? [_TransferWay<Self>] ?? []
    }
}
