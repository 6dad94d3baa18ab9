import Foundation

/// A symbol resolved for one font and image scale: its square box, the text size it sits beside, and its
/// recipe laid out in the box.
struct SymbolArtwork: Sendable {
    /// The side of the symbol's square box, in points.
    let box: CGFloat
    /// The point size of the text the symbol is drawn for (its baseline follows that text's capitals).
    let textSize: CGFloat
    /// The parts, laid out in the box with its origin at zero.
    let art: SymbolArt
    /// The symbol image's bounds in the box: the ink, with SF Symbols' side margins left and right. A
    /// resizable symbol stretches these to its frame, and `scaledToFit()` keeps their aspect.
    let bounds: CGRect
    /// The symbol's height in a layout: its ink and SF Symbols' margin above and below, so each symbol is as
    /// tall as its glyph (a minus is short, a globe tall), as SwiftUI's symbol images are; its width is the box.
    let height: CGFloat
    /// The middle of the ink, from the box's top: drawn at natural size, the ink is centred in the frame.
    let inkMidY: CGFloat

    /// Lays a recipe out in a box of side `box`, characters in the system font at `weight`.
    init(recipe: SymbolRecipe, box: CGFloat, textSize: CGFloat, weight: Int) {
        self.box = box
        self.textSize = textSize
        let engine = GraphicsServices.textEngine
        art = Self.art(recipe, in: CGRect(x: 0, y: 0, width: box, height: box), weight: weight, engine: engine)
        let ink = art.inkBounds
        if ink.isNull || ink.width <= 0 || ink.height <= 0 {
            // Nothing drawn (the blank Apple logo): the box keeps its space.
            bounds = CGRect(x: 0, y: 0, width: box, height: box)
            height = box
            inkMidY = box / 2
        } else {
            bounds = ink.insetBy(dx: -textSize * Self.sideMargin, dy: -textSize * Self.endMargin)
            height = min(box, ink.height + 2 * box * Self.verticalMargin)
            inkMidY = ink.midY
        }
    }

    /// SF Symbols' margin above and below the ink of a symbol at its natural size, as a fraction of the box.
    /// Measured on Apple's renders: a body-size heart and bicycle stacked on a text take 17.3 and 19.0 points
    /// (`cm-button-vstack-icons`, 36.3 together beside SF Pro's 20.3-point line), a `.large` globe about 25
    /// (`simple-view-globe`); Material's heart and bicycle with this margin make that card 72.7 tall too.
    private static let verticalMargin: CGFloat = 0.0825

    /// SF Symbols' margins left and right of the ink, and above and below it, in em of the text size. Measured
    /// on Apple's render of `Image(systemName: "person").resizable().frame(width: 20, height: 20)` at body
    /// size: the ink is 18.3 points wide and 19.7 tall, so the image's bounds are the ink, about 0.6 points
    /// each side and 0.1 above and below.
    private static let sideMargin: CGFloat = 0.037
    private static let endMargin: CGFloat = 0.006

    /// Inter's cap height, in em: characters are sized and centred by their capitals.
    private static let capHeight: CGFloat = 0.727

    private static func art(_ recipe: SymbolRecipe, in r: CGRect, weight: Int, engine: any TextEngine) -> SymbolArt {
        let u = r.width / 24
        switch recipe {
        case .icon(let ligature):
            let font = ResolvedFont(family: SymbolMetrics.family, size: r.height, weight: weight)
            let layout = engine.layout(TextRequest(runs: [TextRun(string: ligature, font: font)]))
            // Material Icons' glyphs fill the em square above the baseline.
            return .text(layout, origin: CGPoint(x: r.minX + (r.width - layout.size.width) / 2,
                                                 y: r.minY + r.height - layout.firstBaseline))
        case .characters(let string):
            // Capitals two thirds of the box tall, narrowed to fit its width.
            var size = r.height * 0.66 / capHeight
            let symbolWeight = max(600, weight)
            var layout = engine.layout(TextRequest(runs: [TextRun(string: string, font: ResolvedFont(size: size, weight: symbolWeight))]))
            let widest = r.width * 0.86
            if layout.size.width > widest, layout.size.width > 0 {
                size *= widest / layout.size.width
                layout = engine.layout(TextRequest(runs: [TextRun(string: string, font: ResolvedFont(size: size, weight: symbolWeight))]))
            }
            let baseline = r.midY + size * capHeight / 2
            return .text(layout, origin: CGPoint(x: r.midX - layout.size.width / 2, y: baseline - layout.firstBaseline))
        case .drawn(let drawing):
            return drawing.art(in: r)
        case .enclosed(let inner, let enclosure, let filled):
            let outline: Path, innerRect: CGRect, line = 2 * u
            switch enclosure {
            case .circle:
                let disc = r.insetBy(dx: 2 * u, dy: 2 * u)
                outline = Path(ellipseIn: filled ? disc : disc.insetBy(dx: line / 2, dy: line / 2))
                innerRect = r.insetBy(dx: r.width * 0.2, dy: r.height * 0.2)
            case .square:
                let square = r.insetBy(dx: 3 * u, dy: 3 * u)
                outline = Path(roundedRect: filled ? square : square.insetBy(dx: line / 2, dy: line / 2), cornerRadius: 3.5 * u)
                innerRect = r.insetBy(dx: r.width * 0.22, dy: r.height * 0.22)
            case .rectangle:
                let rect = CGRect(x: r.minX + 1.5 * u, y: r.minY + 4.5 * u, width: 21 * u, height: 15 * u)
                outline = Path(roundedRect: filled ? rect : rect.insetBy(dx: line / 2, dy: line / 2), cornerRadius: 3 * u)
                innerRect = r.insetBy(dx: r.width * 0.26, dy: r.height * 0.26)
            }
            let innerArt = art(inner, in: innerRect, weight: weight, engine: engine)
            if filled { return .knockout(.fill(outline, eoFill: false), cut: innerArt) }
            return .group([.stroke(outline, StrokeStyle(lineWidth: line)), innerArt])
        case .slashed(let inner):
            var slash = Path()
            slash.move(to: CGPoint(x: r.minX + 3.5 * u, y: r.minY + 3.5 * u))
            slash.addLine(to: CGPoint(x: r.maxX - 3.5 * u, y: r.maxY - 3.5 * u))
            let innerArt = art(inner, in: r, weight: weight, engine: engine)
            return .group([.knockout(innerArt, cut: .stroke(slash, StrokeStyle(lineWidth: 5.6 * u, lineCap: .round))),
                           .stroke(slash, StrokeStyle(lineWidth: 2 * u, lineCap: .round))])
        case .badged(let base, let badge):
            let centre = CGPoint(x: r.minX + 18 * u, y: r.minY + 18 * u)
            let badgeBox = CGRect(x: centre.x - 7 * u, y: centre.y - 7 * u, width: 14 * u, height: 14 * u)
            let baseArt = art(base, in: r, weight: weight, engine: engine)
            let clearance = Path(ellipseIn: badgeBox.insetBy(dx: 0.6 * u, dy: 0.6 * u))
            let badgeArt = art(.enclosed(badge, .circle, filled: true), in: badgeBox, weight: weight, engine: engine)
            return .group([.knockout(baseArt, cut: .fill(clearance, eoFill: false)), badgeArt])
        case .mirrored(let inner):
            let t = CGAffineTransform(translationX: r.midX, y: 0).scaledBy(x: -1, y: 1).translatedBy(x: -r.midX, y: 0)
            return .transformed(art(inner, in: r, weight: weight, engine: engine), t)
        case .overlaid(let base, let part, let placement):
            let partRect = placement.rect(in: r)
            return .group([art(base, in: r, weight: weight, engine: engine),
                           art(part, in: partRect, weight: weight, engine: engine)])
        case .beside(let first, let second):
            let a = SymbolRecipe.Placement(x: 0, y: 4, width: 14, height: 14).rect(in: r)
            let b = SymbolRecipe.Placement(x: 13, y: 7, width: 11, height: 11).rect(in: r)
            return .group([art(first, in: a, weight: weight, engine: engine), art(second, in: b, weight: weight, engine: engine)])
        case .blank:
            return .group([])
        case .placeholder:
            return .group([SymbolDrawing.placeholderFrame.art(in: r),
                           art(.characters("?"), in: r.insetBy(dx: r.width * 0.27, dy: r.height * 0.27), weight: weight, engine: engine)])
        }
    }
}
