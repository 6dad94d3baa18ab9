import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

/// How many SF Symbols names Atelier draws with a glyph of the same meaning (docs/SYMBOLS.md), the misses
/// issue 34 names, the placeholder and its one warning.
@preconcurrency @MainActor final class SymbolCoverageTests: XCTestCase {
    typealias S = TextTestSupport

    override func setUp() async throws {
        CairoBackend.install()
    }

    /// Whether Atelier draws a name with a glyph rather than the placeholder.
    private func covered(_ name: String) -> Bool {
        guard let recipe = SymbolNames.recipe(for: name) else { return false }
        return !recipe.isPlaceholder
    }

    func testTheCatalogIsSFSymbolsFullList() {
        XCTAssertEqual(SymbolCatalog.names.count, 6554)
        XCTAssertEqual(Set(SymbolCatalog.names).count, 6554, "no name twice")
        for name in ["applelogo", "carseat.right.fan", "nairasign.circle.fill", "tortoise.fill", "0.circle.ar", "square.and.arrow.up"] {
            XCTAssertTrue(SymbolCatalog.contains(name), name)
        }
        XCTAssertFalse(SymbolCatalog.contains("ARKit"))
    }

    func testCoverageOfTheWholeCatalog() {
        let names = SymbolCatalog.names
        let drawn = names.filter(covered).count
        // Every catalog name has a recipe: a glyph, or the placeholder.
        XCTAssertTrue(names.allSatisfy { SymbolNames.recipe(for: $0) != nil })
        print("SF Symbols coverage: \(drawn) of \(names.count) names (\(drawn * 1000 / names.count / 10)%)")
        XCTAssertGreaterThanOrEqual(drawn, Self.catalogFloor)
    }

    func testCoverageOfTheNamesPublicCodeUsesMost() {
        let ranked = SymbolUsage.ranked
        XCTAssertEqual(ranked.count, 455)
        for (count, floor) in Self.usageFloors {
            let top = ranked.prefix(count)
            let drawn = top.filter { covered($0.name) }.count
            print("SF Symbols coverage of the \(count) most used names: \(drawn)")
            XCTAssertGreaterThanOrEqual(drawn, floor, "top \(count): missing \(top.filter { !covered($0.name) }.map(\.name))")
        }
        let uses = ranked.reduce(0) { $0 + $1.uses }
        let drawnUses = ranked.filter { covered($0.name) }.reduce(0) { $0 + $1.uses }
        print("SF Symbols coverage weighted by uses: \(drawnUses) of \(uses)")
        XCTAssertGreaterThanOrEqual(drawnUses * 1000 / uses, Self.usesPermilleFloor)
    }

    /// The floors these tests hold Atelier to (the numbers docs/SYMBOLS.md reports).
    static let catalogFloor = 3782
    static let usageFloors: [(Int, Int)] = [(50, 50), (100, 100), (200, 198), (455, 427)]
    static let usesPermilleFloor = 982

    // MARK: The named misses

    /// A symbol drawn black on white at 48-point text (a 58-point box), with the square box its glyph is drawn in
    /// (as wide as its frame; the frame is as tall as the ink and its margins, the ink centred in it).
    private func draw(_ name: String, size: CGFloat = 48) -> (frame: CGRect, surface: RasterSurface) {
        let view = Image(systemName: name).font(.system(size: size)).foregroundColor(.black)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        S.save(surface, "symbol-" + name)
        let node = S.imageNodes(graph)[0], frame = node.frame
        guard let glyph = ImageNode.symbolGlyph(named: name, in: node.environment) else { return (frame, surface) }
        // To whole pixels, so the regions these tests read start on the pixel the box starts in.
        return (CGRect(x: (frame.midX - glyph.box / 2).rounded(), y: (frame.midY - glyph.inkMidY).rounded(),
                       width: glyph.box.rounded(), height: glyph.box.rounded()), surface)
    }

    private static func dark(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 128 }
    private static func light(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { !dark(p) }

    /// The pixels of a square around the frame's centre, as ink (true) or not.
    private func mask(_ surface: RasterSurface, _ frame: CGRect) -> [Bool] {
        var result: [Bool] = []
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) { result.append(Self.dark(surface.pixel(x: x, y: y))) }
        }
        return result
    }

    func testCurrencySignsInFilledCirclesAreDiscsWithTheSignCutOut() {
        var masks: [String: [Bool]] = [:]
        for sign in ["sterlingsign", "eurosign", "yensign", "nairasign"] {
            let name = sign + ".circle.fill"
            Diagnostics.reset()
            let (frame, surface) = draw(name)
            XCTAssertEqual(Diagnostics.warnings, [], "\(name) draws without a warning")
            // A disc 20/24 of the box across, centred.
            let disc = S.bounds(in: surface, where: Self.dark)
            XCTAssertEqual(disc?.width ?? 0, frame.width * 20 / 24, accuracy: 2, name)
            XCTAssertEqual(disc?.height ?? 0, frame.height * 20 / 24, accuracy: 2, name)
            XCTAssertEqual(disc?.midX ?? 0, frame.midX, accuracy: 1.5, name)
            XCTAssertEqual(disc?.midY ?? 0, frame.midY, accuracy: 1.5, name)
            // Its rim is solid, its middle has the sign cut out of it: white inside, and about the capitals' height.
            let c = CGPoint(x: frame.midX, y: frame.midY), radius = frame.width * 10 / 24
            for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 8) {
                let x = Int(c.x + 0.9 * radius * CGFloat(cos(angle))), y = Int(c.y + 0.9 * radius * CGFloat(sin(angle)))
                XCTAssertTrue(Self.dark(surface.pixel(x: x, y: y)), "\(name): the rim at \(angle)")
            }
            let inner = CGRect(x: c.x - radius * 0.65, y: c.y - radius * 0.65, width: radius * 1.3, height: radius * 1.3)
            let cut = S.bounds(in: surface, inner, where: Self.light)
            XCTAssertNotNil(cut, name)
            XCTAssertGreaterThan(cut?.height ?? 0, radius * 0.6, "\(name): the sign is as tall as capitals")
            XCTAssertLessThan(cut?.height ?? .infinity, radius * 1.4, name)
            XCTAssertEqual(cut?.midY ?? 0, c.y, accuracy: radius * 0.2, name)
            let white = S.count(in: surface, inner, where: Self.light)
            XCTAssertGreaterThan(white, Int(inner.width * inner.height * 0.1), "\(name): the sign's strokes are cut out")
            XCTAssertLessThan(white, Int(inner.width * inner.height * 0.6), name)
            masks[sign] = mask(surface, frame)
        }
        // Four different signs: each pair differs in many pixels.
        let signs = masks.keys.sorted()
        for i in signs.indices {
            for j in signs.indices where j > i {
                let a = masks[signs[i]]!, b = masks[signs[j]]!
                let differing = zip(a, b).filter { $0 != $1 }.count
                XCTAssertGreaterThan(differing, 80, "\(signs[i]) and \(signs[j]) draw different signs")
            }
        }
    }

    func testTheSignMatchesTheSameCharacterAsText() {
        // The cut-out pound sign and a pound sign drawn as text in a box of the same height have the same shape:
        // the cut-out's width over its height is that of the text's ink.
        let (_, surface) = draw("sterlingsign.circle.fill")
        let c = CGPoint(x: 50, y: 50), radius: CGFloat = 58 * 10 / 24
        let inner = CGRect(x: c.x - radius * 0.65, y: c.y - radius * 0.65, width: radius * 1.3, height: radius * 1.3)
        let cut = S.bounds(in: surface, inner, where: Self.light)!
        let (_, text) = S.render(Text("£").font(.system(size: 60, weight: .semibold)).foregroundColor(.black), size: CGSize(width: 100, height: 100))
        let ink = S.bounds(in: text, where: Self.dark)!
        XCTAssertEqual(cut.width / cut.height, ink.width / ink.height, accuracy: 0.15)
    }

    func testTortoiseFillIsALowWideAnimal() {
        Diagnostics.reset()
        let (frame, surface) = draw("tortoise.fill")
        XCTAssertEqual(Diagnostics.warnings, [])
        let ink = S.bounds(in: surface, where: Self.dark)!
        XCTAssertTrue(frame.insetBy(dx: -1, dy: -1).contains(ink), "\(ink) in \(frame)")
        // Wider than tall, filling most of the box's width, not a square placeholder.
        XCTAssertGreaterThan(ink.width / ink.height, 1.3)
        XCTAssertGreaterThan(ink.width, frame.width * 0.85)
        // A solid shell in the upper middle, legs apart below it (white between them).
        let shell = CGRect(x: frame.minX + frame.width * 0.35, y: frame.minY + frame.height * 0.45, width: frame.width * 0.05, height: frame.height * 0.05)
        XCTAssertGreaterThan(S.count(in: surface, shell, where: Self.dark), 0)
        let u = frame.width / 24
        let legs = CGRect(x: frame.minX + 4 * u, y: frame.minY + 17.5 * u, width: 14 * u, height: 1.5 * u)
        let legRow = (Int(legs.minX)..<Int(legs.maxX)).map { Self.dark(surface.pixel(x: $0, y: Int(legs.midY))) }
        XCTAssertTrue(legRow.first(where: { $0 }) != nil, "legs")
        XCTAssertGreaterThan(legRow.filter { !$0 }.count, Int(6 * u), "a gap between the legs")
        // The outline tortoise draws less ink than the filled one.
        let filledInk = S.count(in: surface, where: Self.dark)
        let (_, outline) = draw("tortoise")
        XCTAssertLessThan(S.count(in: outline, where: Self.dark), filledInk - 100)
    }

    func testCarSeatsWithHeatAndFan() {
        Diagnostics.reset()
        let (frame, seat) = draw("carseat.left")
        let (_, heat) = draw("carseat.left.and.heat.waves")
        let (_, fan) = draw("carseat.right.fan")
        let (_, right) = draw("carseat.right")
        XCTAssertEqual(Diagnostics.warnings, [])
        let u = frame.width / 24
        func quadrant(_ left: Bool, top: Bool) -> CGRect {
            CGRect(x: frame.minX + (left ? 1 : 12) * u, y: frame.minY + (top ? 0.5 : 12.5) * u, width: 11 * u, height: 11 * u)
        }
        // The seat facing left has its back on the right: the top-right quarter has ink (back, headrest) and the
        // top-left is empty until the heat waves rise there.
        XCTAssertGreaterThan(S.count(in: seat, quadrant(false, top: true), where: Self.dark), 20)
        XCTAssertEqual(S.count(in: seat, quadrant(true, top: true), where: Self.dark), 0)
        XCTAssertGreaterThan(S.count(in: heat, quadrant(true, top: true), where: Self.dark), 40)
        // Three wavy lines: a row across the top-left quarter crosses three strokes.
        let y = Int(frame.minY + 6 * u)
        var strokes = 0, inside = false
        for x in Int(frame.minX)..<Int(frame.minX + 12.5 * u) {
            let d = Self.dark(heat.pixel(x: x, y: y))
            if d && !inside { strokes += 1 }
            inside = d
        }
        XCTAssertEqual(strokes, 3)
        // The seat facing right is the mirror image: its back on the left, the fan in the top-right quarter.
        XCTAssertGreaterThan(S.count(in: right, quadrant(true, top: true), where: Self.dark), 20)
        XCTAssertEqual(S.count(in: right, quadrant(false, top: true), where: Self.dark), 0)
        XCTAssertGreaterThan(S.count(in: fan, quadrant(false, top: true), where: Self.dark), 40)
        // The fan has a hole at its hub.
        let hub = CGPoint(x: frame.minX + 17 * u, y: frame.minY + 6.5 * u)
        XCTAssertTrue(Self.light(fan.pixel(x: Int(hub.x), y: Int(hub.y))))
        XCTAssertTrue(Self.dark(fan.pixel(x: Int(hub.x + 1.2 * u), y: Int(hub.y))))
    }

    func testApplelogoDrawsNoLogoKeepsItsSpaceAndWarnsOnce() {
        Diagnostics.reset()
        let view = HStack(spacing: 0) {
            Image(systemName: "applelogo")
            Image(systemName: "applelogo")
            Image(systemName: "globe")
        }.foregroundColor(.black)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 40))
        let nodes = S.imageNodes(graph)
        XCTAssertEqual(nodes[0].frame.size, nodes[2].frame.size, "the space of any symbol")
        XCTAssertEqual(S.count(in: surface, nodes[0].frame.union(nodes[1].frame), where: S.isInk), 0, "no logo, nor anything else")
        XCTAssertGreaterThan(S.count(in: surface, nodes[2].frame, where: S.isInk), 20)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("applelogo") },
                       ["Atelier draws no Apple logo: the symbol 'applelogo' keeps its space and draws nothing"])
    }

    // MARK: Names composed by SF Symbols' rules

    func testComposedNamesDrawTheirParts() {
        // X.circle: X inside a ring 20/24 of the box across.
        let (frame, circled) = draw("bicycle.circle")
        let ring = S.bounds(in: circled, where: Self.dark)!
        XCTAssertEqual(ring.width, frame.width * 20 / 24, accuracy: 2)
        let c = CGPoint(x: frame.midX, y: frame.midY), u = frame.width / 24
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 6) {
            let x = Int(c.x + 9 * u * CGFloat(cos(angle))), y = Int(c.y + 9 * u * CGFloat(sin(angle)))
            XCTAssertTrue(Self.dark(circled.pixel(x: x, y: y)), "the ring at \(angle)")
        }
        let inside = CGRect(x: c.x - 6 * u, y: c.y - 6 * u, width: 12 * u, height: 12 * u)
        XCTAssertGreaterThan(S.count(in: circled, inside, where: Self.dark), 40, "the bicycle inside")
        // X.slash: a stroke from top left to bottom right with a gap beside it, over the symbol.
        let (_, slashed) = draw("star.slash")
        let (_, plain) = draw("star")
        for t in stride(from: 0.3, through: 0.7, by: 0.1) {
            let x = frame.minX + (3.5 + 17 * t) * u, y = frame.minY + (3.5 + 17 * t) * u
            XCTAssertTrue(Self.dark(slashed.pixel(x: Int(x), y: Int(y))), "the slash at \(t)")
        }
        XCTAssertNotEqual(mask(slashed, frame), mask(plain, frame))
        // forward is right in a left-to-right layout; .rtl mirrors.
        XCTAssertEqual(SymbolNames.recipe(for: "arrow.forward.circle"), SymbolNames.recipe(for: "arrow.right.circle"))
        let (_, ltr) = draw("text.badge.checkmark")
        let (_, rtl) = draw("text.badge.checkmark.rtl")
        let a = mask(ltr, frame), b = mask(rtl, frame), w = Int(frame.maxX) - Int(frame.minX)
        var mirroredMismatch = 0
        for i in a.indices where a[i] != b[(i / w) * w + (w - 1 - i % w)] { mirroredMismatch += 1 }
        XCTAssertLessThan(mirroredMismatch, a.filter { $0 }.count / 10, "the .rtl twin is the mirror image")
        XCTAssertNotEqual(a, b)
        // X.badge.Y: Y in a disc at the bottom right, cut into X.
        let (_, badged) = draw("star.badge.plus")
        XCTAssertTrue(Self.dark(badged.pixel(x: Int(frame.minX + 22 * u), y: Int(frame.minY + 18 * u))), "the badge's disc")
        XCTAssertTrue(Self.light(badged.pixel(x: Int(frame.minX + 18 * u), y: Int(frame.minY + 18 * u))), "its plus, cut out")
        // Die faces show their number of pips: count the separate blobs of ink inside the face.
        for pips in 1...6 {
            let (_, die) = draw("die.face.\(pips)")
            // Inside the face's outline (its ink runs from 3 to 21 units of the box, the stroke 2 units wide).
            let face = S.bounds(in: die, where: Self.dark) ?? frame
            XCTAssertEqual(blobs(die, face.insetBy(dx: 2.5 * u, dy: 2.5 * u)), pips, "die.face.\(pips)")
        }
    }

    /// The number of separate 4-connected regions of ink in a rectangle.
    private func blobs(_ surface: RasterSurface, _ rect: CGRect) -> Int {
        let x0 = Int(rect.minX), y0 = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
        var seen = [Bool](repeating: false, count: w * h), count = 0
        for start in 0..<(w * h) where !seen[start] && Self.dark(surface.pixel(x: x0 + start % w, y: y0 + start / w)) {
            count += 1
            var stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                let x = i % w, y = i / w
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where nx >= 0 && ny >= 0 && nx < w && ny < h {
                    let j = ny * w + nx
                    if !seen[j] && Self.dark(surface.pixel(x: x0 + nx, y: y0 + ny)) { seen[j] = true; stack.append(j) }
                }
            }
        }
        return count
    }

    // MARK: The placeholder

    /// An SF Symbols name Atelier has no glyph for.
    private var uncovered: String {
        SymbolCatalog.names.first { SymbolNames.recipe(for: $0) == .placeholder }!
    }

    func testAnUncoveredNameDrawsThePlaceholderWithOneWarning() {
        let name = uncovered
        Diagnostics.reset()
        let view = VStack(spacing: 0) {
            Image(systemName: name)
            Image(systemName: name)
        }.font(.system(size: 48)).foregroundColor(.black)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 140))
        S.save(surface, "symbol-placeholder")
        let frame = S.imageNodes(graph)[0].frame
        XCTAssertEqual(frame.width, 58, accuracy: 0.01)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains(name) },
                       ["Atelier has no glyph for the symbol '\(name)' yet; it draws a placeholder (a dashed square with a question mark)"])
        // A dashed square 18/24 of the box: its top edge alternates ink and gaps.
        let u = frame.width / 24
        let top = Int(frame.minY + 3 * u)
        var runs = 0, inside = false
        for x in Int(frame.minX + 6 * u)..<Int(frame.maxX - 6 * u) {
            let d = Self.dark(surface.pixel(x: x, y: top))
            if d && !inside { runs += 1 }
            inside = d
        }
        XCTAssertGreaterThanOrEqual(runs, 2, "dashes along the top edge")
        // A question mark in the middle.
        let middle = frame.insetBy(dx: 7 * u, dy: 7 * u)
        XCTAssertGreaterThan(S.count(in: surface, middle, where: Self.dark), 20)
    }

    func testVariantsFallBackToTheSymbolNotThePlaceholder() {
        // A variant Atelier draws by composing is used; one it cannot draw keeps the plain symbol.
        let name = uncovered
        XCTAssertEqual(SymbolVariants.none.name(for: "heart"), "heart")
        XCTAssertEqual(SymbolVariants.circle.fill.name(for: "heart"), "heart.circle.fill")
        XCTAssertEqual(SymbolVariants.circle.name(for: name), name)
        XCTAssertEqual(SymbolVariants.slash.name(for: "bell"), "bell.slash")
        // A variant SF Symbols does not have keeps the symbol, though Atelier could compose it.
        XCTAssertFalse(SymbolCatalog.contains("bell.slash.circle.fill.square"))
        XCTAssertEqual(SymbolVariants.square.name(for: "bell.slash.circle.fill"), "bell.slash.circle.fill")
    }
}
