import Foundation

/// A symbol laid out in its box (origin at zero): glyphs placed, shapes scaled, cut-outs marked. Turned
/// into display items with the foreground paint when drawn, so a colour change does not lay it out again.
indirect enum SymbolArt: Sendable {
    /// Laid-out text drawn with its top-left corner at `origin`.
    case text(TextLayout, origin: CGPoint)
    /// A filled shape.
    case fill(Path, eoFill: Bool)
    /// A stroked shape.
    case stroke(Path, StrokeStyle)
    /// Parts drawn in order.
    case group([SymbolArt])
    /// A part with another cleared out of it, so the backdrop shows through (a glyph in a filled circle).
    case knockout(SymbolArt, cut: SymbolArt)
    /// A part drawn through a transform of the box's coordinates.
    case transformed(SymbolArt, CGAffineTransform)

    /// The display items that draw this art with `paint`, its box's origin at `offset`.
    func items(offset: CGPoint, paint: ResolvedPaint) -> [DisplayItem] {
        let shift = CGAffineTransform(translationX: offset.x, y: offset.y)
        switch self {
        case .text(let layout, let origin):
            return [.text(layout, origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), paint: paint)]
        case .fill(let path, let eoFill):
            return [.fill(path.applying(shift), paint, FillStyle(eoFill: eoFill))]
        case .stroke(let path, let style):
            return [.stroke(path.applying(shift), paint, style)]
        case .group(let parts):
            return parts.flatMap { $0.items(offset: offset, paint: paint) }
        case .knockout(let base, let cut):
            // Cleared where the cut covers, inside a group of its own so only the base loses its ink.
            let cleared = DisplayItem.effect(.composite(.clear), DisplayList(cut.items(offset: offset, paint: .color(.black))))
            return [.effect(.compositingGroup, DisplayList(base.items(offset: offset, paint: paint) + [cleared]))]
        case .transformed(let art, let t):
            // t maps box coordinates; conjugated by the offset it maps absolute ones.
            let absolute = shift.inverted().concatenating(t).concatenating(shift)
            return [.effect(.transform(absolute), DisplayList(art.items(offset: offset, paint: paint)))]
        }
    }
}
