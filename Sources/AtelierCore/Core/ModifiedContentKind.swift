/// The kind of node a modified view's type makes: the same for every value of the type.
enum ModifiedContentKind {
    /// The content's own kind of node, the modifier taken into the content (see `ModifierAbsorbingView`).
    case absorbed
    /// A list applying the modifier to each of the content's views.
    case distributes
    /// The built-in modifier's own node.
    case primitive
    /// The body node of a custom modifier.
    case body

    @MainActor private static var byType: [ObjectIdentifier: ModifiedContentKind] = [:]

    /// The kind for `type`, decided by `decide` the first time.
    @MainActor static func of(_ type: Any.Type, deciding decide: () -> ModifiedContentKind) -> ModifiedContentKind {
        if let known = byType[ObjectIdentifier(type)] { return known }
        let kind = decide()
        byType[ObjectIdentifier(type)] = kind
        return kind
    }
}
