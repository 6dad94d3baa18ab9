/// How a symbol's layers are coloured. Atelier's symbols are single-layer glyphs, so every mode draws them in
/// the foreground style, as `.monochrome` does.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One colour, the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in levels of the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the styles given by `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
    /// The rendering mode symbols here are asked to use (nil: the symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the rendering mode of the symbols in this view (every mode draws one colour here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.symbolRenderingMode, value: mode))
    }
}
