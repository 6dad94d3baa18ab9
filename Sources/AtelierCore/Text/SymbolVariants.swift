/// Variants of the symbols in a view (`symbolVariant(.fill)`): `Image(systemName: "heart")` then draws
/// "heart.fill", and with `.circle.fill` "heart.circle.fill", as SF Symbols name them.
public struct SymbolVariants: Sendable, Hashable {
    /// The name's suffixes, in the order SF Symbols writes them.
    let shape: String?
    let filled: Bool
    let slashed: Bool

    /// No variant: the symbol's own name.
    public static let none = SymbolVariants(shape: nil, filled: false, slashed: false)
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: "circle", filled: false, slashed: false)
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: "square", filled: false, slashed: false)
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle", filled: false, slashed: false)
    /// The filled symbol.
    public static let fill = SymbolVariants(shape: nil, filled: true, slashed: false)
    /// The symbol struck through.
    public static let slash = SymbolVariants(shape: nil, filled: false, slashed: true)

    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, filled: true, slashed: slashed) }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", filled: filled, slashed: slashed) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(shape: "square", filled: filled, slashed: slashed) }
    /// This variant struck through.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, filled: filled, slashed: true) }

    /// The name of `base` in this variant, when SF Symbols has it and Atelier can draw it; else `base` itself.
    func name(for base: String) -> String {
        guard self != .none else { return base }
        var name = base
        if slashed, !name.hasSuffix(".slash") { name += ".slash" }
        if let shape, !name.contains(".\(shape)") { name += ".\(shape)" }
        if filled, !name.hasSuffix(".fill") { name += ".fill" }
        // As in SwiftUI, a variant SF Symbols lacks is not used; nor is one Atelier would draw as the placeholder.
        let known = SymbolCatalog.contains(name) || SymbolNames.table[name] != nil
        guard known, let recipe = SymbolNames.recipe(for: name), !recipe.isPlaceholder else { return base }
        return name
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// The variant the symbols here are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the symbols in this view in a variant (filled, in a circle, struck through).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.symbolVariants, value: variant))
    }
}
