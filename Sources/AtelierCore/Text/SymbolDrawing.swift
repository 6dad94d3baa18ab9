import Foundation

/// Shapes Atelier draws itself where Material Icons has no glyph of the same meaning, drawn on the icon
/// font's 24-unit grid so they sit with its glyphs. Atelier's own drawings, not copied from any icon set.
enum SymbolDrawing: Hashable, Sendable {
    /// A tortoise seen from the side, facing right.
    case tortoise(filled: Bool)
    /// A car seat seen from the side, facing left (its back on the right).
    case carSeat(filled: Bool)
    /// Three wavy lines rising: heat.
    case heatWaves
    /// A three-bladed fan around a hub.
    case fan
    /// A die showing one to six pips: an outlined square with solid pips, or a solid one with pips cut out.
    case dieFace(Int, filled: Bool)
    /// The placeholder: a dashed rounded square around a question mark.
    case placeholderFrame

    /// The drawing laid out in `box` (a square).
    func art(in box: CGRect) -> SymbolArt {
        let u = box.width / 24
        let grid = CGAffineTransform(translationX: box.minX, y: box.minY).scaledBy(x: u, y: u)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        switch self {
        case .tortoise(let filled):
            // The shell: a dome over a rim; head, legs and tail stick out of it.
            var shell = Path()
            shell.move(to: p(3.2, 14.5))
            shell.addCurve(to: p(11.5, 5.5), control1: p(3.2, 9.2), control2: p(7, 5.5))
            shell.addCurve(to: p(19.8, 14.5), control1: p(16, 5.5), control2: p(19.8, 9.2))
            shell.closeSubpath()
            var body = Path()
            body.addRoundedRect(in: CGRect(x: 2, y: 14, width: 19, height: 2.6), cornerSize: CGSize(width: 1.3, height: 1.3))
            body.addEllipse(in: CGRect(x: 18.6, y: 9.6, width: 4.6, height: 4))
            body.addRect(CGRect(x: 18.5, y: 12, width: 2.2, height: 2.4))
            body.addRoundedRect(in: CGRect(x: 4.6, y: 15.5, width: 3.2, height: 4.3), cornerSize: CGSize(width: 1.2, height: 1.2))
            body.addRoundedRect(in: CGRect(x: 14.2, y: 15.5, width: 3.2, height: 4.3), cornerSize: CGSize(width: 1.2, height: 1.2))
            body.move(to: p(2.4, 14.6))
            body.addLine(to: p(0.6, 16.6))
            body.addLine(to: p(3, 16.2))
            body.closeSubpath()
            let parts: [SymbolArt]
            if filled {
                // The shell's plates, cut into the filled dome: a band along the rim and two seams.
                var plates = Path()
                plates.move(to: p(5.4, 14.2))
                plates.addCurve(to: p(11.5, 8), control1: p(5.4, 10.6), control2: p(8.2, 8))
                plates.addCurve(to: p(17.6, 14.2), control1: p(14.8, 8), control2: p(17.6, 10.6))
                plates.move(to: p(9.2, 8.6)); plates.addLine(to: p(9.2, 14.2))
                plates.move(to: p(13.8, 8.6)); plates.addLine(to: p(13.8, 14.2))
                let dome = SymbolArt.knockout(.fill(shell.applying(grid), eoFill: false),
                                              cut: .stroke(plates.applying(grid), StrokeStyle(lineWidth: 1.1 * u, lineJoin: .round)))
                parts = [dome]
            } else {
                let inset = Path { path in
                    path.move(to: p(4.3, 14.5))
                    path.addCurve(to: p(11.5, 6.6), control1: p(4.3, 9.8), control2: p(7.6, 6.6))
                    path.addCurve(to: p(18.7, 14.5), control1: p(15.4, 6.6), control2: p(18.7, 9.8))
                }
                parts = [.stroke(inset.applying(grid), StrokeStyle(lineWidth: 2 * u, lineJoin: .round))]
            }
            return .group(parts + [.fill(body.applying(grid), eoFill: false)])
        case .carSeat(let filled):
            // Cushion, back and headrest of a seat whose occupant faces left.
            var seat = Path()
            seat.move(to: p(3.5, 16.5))
            seat.addCurve(to: p(5.5, 14), control1: p(3.5, 15), control2: p(4.2, 14))
            seat.addLine(to: p(13.6, 14))
            seat.addLine(to: p(15.6, 6.8))
            seat.addCurve(to: p(18.6, 6.6), control1: p(16, 5.6), control2: p(18, 5.4))
            seat.addCurve(to: p(19.4, 8.2), control1: p(19.1, 7), control2: p(19.5, 7.6))
            seat.addLine(to: p(17.8, 18.4))
            seat.addCurve(to: p(16, 20), control1: p(17.6, 19.4), control2: p(17, 20))
            seat.addLine(to: p(5.5, 20))
            seat.addCurve(to: p(3.5, 18), control1: p(4.4, 20), control2: p(3.5, 19.2))
            seat.closeSubpath()
            var headrest = Path()
            headrest.addRoundedRect(in: CGRect(x: 15.8, y: 2, width: 4.6, height: 3.2), cornerSize: CGSize(width: 1.4, height: 1.4))
            let ink: SymbolArt = filled ? .fill(seat.applying(grid), eoFill: false)
                : .stroke(seat.applying(grid), StrokeStyle(lineWidth: 1.8 * u, lineJoin: .round))
            return .group([ink, .fill(headrest.applying(grid), eoFill: false)])
        case .heatWaves:
            var waves = Path()
            for x in [5.0, 12.0, 19.0] as [CGFloat] {
                waves.move(to: p(x, 21))
                waves.addCurve(to: p(x, 12), control1: p(x - 3.2, 18), control2: p(x + 3.2, 15))
                waves.addCurve(to: p(x, 3), control1: p(x - 3.2, 9), control2: p(x + 3.2, 6))
            }
            return .stroke(waves.applying(grid), StrokeStyle(lineWidth: 2.2 * u, lineCap: .round))
        case .fan:
            // Three blades, each a leaf from the hub, turned 120 degrees apart.
            var blade = Path()
            blade.move(to: p(12, 12))
            blade.addCurve(to: p(12.8, 2.2), control1: p(8.6, 8.6), control2: p(8.8, 2.6))
            blade.addCurve(to: p(12, 12), control1: p(17.4, 2), control2: p(16.6, 8.6))
            var blades = Path()
            for turn in 0..<3 {
                let r = CGAffineTransform(translationX: 12, y: 12).rotated(by: CGFloat(turn) * 2 * .pi / 3).translatedBy(x: -12, y: -12)
                blades.addPath(blade, transform: r)
            }
            var hub = Path()
            hub.addEllipse(in: CGRect(x: 8.6, y: 8.6, width: 6.8, height: 6.8))
            let hole = Path(ellipseIn: CGRect(x: 10.2, y: 10.2, width: 3.6, height: 3.6))
            return .knockout(.group([.fill(blades.applying(grid), eoFill: false), .fill(hub.applying(grid), eoFill: false)]),
                             cut: .fill(hole.applying(grid), eoFill: false))
        case .dieFace(let count, let filled):
            let face = CGRect(x: 3, y: 3, width: 18, height: 18)
            let positions: [Int: [(CGFloat, CGFloat)]] = [
                1: [(12, 12)], 2: [(8, 8), (16, 16)], 3: [(7.5, 7.5), (12, 12), (16.5, 16.5)],
                4: [(8, 8), (16, 8), (8, 16), (16, 16)], 5: [(7.5, 7.5), (16.5, 7.5), (12, 12), (7.5, 16.5), (16.5, 16.5)],
                6: [(8, 7), (16, 7), (8, 12), (16, 12), (8, 17), (16, 17)],
            ]
            var pips = Path()
            for (x, y) in positions[count] ?? [] { pips.addEllipse(in: CGRect(x: x - 1.7, y: y - 1.7, width: 3.4, height: 3.4)) }
            if filled {
                return .knockout(.fill(Path(roundedRect: face, cornerRadius: 4).applying(grid), eoFill: false),
                                 cut: .fill(pips.applying(grid), eoFill: false))
            }
            let outline = Path(roundedRect: face.insetBy(dx: 0.9, dy: 0.9), cornerRadius: 3.2).applying(grid)
            return .group([.stroke(outline, StrokeStyle(lineWidth: 1.8 * u)), .fill(pips.applying(grid), eoFill: false)])
        case .placeholderFrame:
            let frame = Path(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4).applying(grid)
            return .stroke(frame, StrokeStyle(lineWidth: 1.6 * u, lineCap: .round, dash: [2.4 * u, 2.6 * u]))
        }
    }
}
