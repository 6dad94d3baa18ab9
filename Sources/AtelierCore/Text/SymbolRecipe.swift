import Foundation

/// How Atelier draws one SF Symbol: a Material Icons glyph, characters of the system font, a shape Atelier
/// draws itself, or one of these composed the way SF Symbols composes its names (`.circle`, `.fill`,
/// `.slash`, `.badge.plus`...). `SymbolNames.recipe(for:)` picks the recipe for a name.
indirect enum SymbolRecipe: Hashable, Sendable {
    /// A Material Icons ligature, its em square filling the box.
    case icon(String)
    /// Characters of the system font (a currency sign, a digit, a letter), centred on their capitals.
    case characters(String)
    /// A shape Atelier draws itself, for what the icon font lacks.
    case drawn(SymbolDrawing)
    /// A symbol inside an outline, or cut out of a filled shape (`heart.circle`, `heart.circle.fill`).
    case enclosed(SymbolRecipe, Enclosure, filled: Bool)
    /// A symbol struck through top-left to bottom-right, with a gap beside the stroke (`bell.slash`).
    case slashed(SymbolRecipe)
    /// A symbol with a second, small one in a filled circle cut into its bottom-right corner (`folder.badge.plus`).
    case badged(SymbolRecipe, badge: SymbolRecipe)
    /// A symbol mirrored left to right (the `.rtl` names, and a right-facing twin of a left-facing drawing).
    case mirrored(SymbolRecipe)
    /// A symbol with a second one drawn in a part of the box (a car seat and its heat waves).
    case overlaid(SymbolRecipe, SymbolRecipe, in: Placement)
    /// Two symbols side by side, the first larger (`house.and.flag`).
    case beside(SymbolRecipe, SymbolRecipe)
    /// Nothing drawn, the symbol's space kept: what `applelogo` draws, since Atelier draws no Apple logo.
    case blank
    /// The dashed square with a question mark drawn for an SF Symbol Atelier has no glyph for.
    case placeholder

    /// The outline a symbol is drawn in.
    enum Enclosure: Hashable, Sendable {
        /// A circle nearly filling the box.
        case circle
        /// A rounded square (`.square`, and `.app`).
        case square
        /// A rounded rectangle wider than tall.
        case rectangle
    }

    /// A part of the symbol's box on a 24-unit grid, the grid the icon font is drawn on.
    struct Placement: Hashable, Sendable {
        var x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat

        /// This placement in a box.
        func rect(in box: CGRect) -> CGRect {
            let u = box.width / 24
            return CGRect(x: box.minX + x * u, y: box.minY + y * u, width: width * u, height: height * u)
        }
    }

    /// Whether the recipe draws the placeholder somewhere (it then does not stand for the name's meaning).
    var isPlaceholder: Bool {
        switch self {
        case .placeholder: return true
        case .icon, .characters, .drawn, .blank: return false
        case .enclosed(let inner, _, _), .slashed(let inner), .mirrored(let inner): return inner.isPlaceholder
        case .badged(let base, let badge): return base.isPlaceholder || badge.isPlaceholder
        case .overlaid(let base, let part, _), .beside(let base, let part): return base.isPlaceholder || part.isPlaceholder
        }
    }
}
