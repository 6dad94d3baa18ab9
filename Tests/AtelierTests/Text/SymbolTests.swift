import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

@preconcurrency @MainActor final class SymbolTests: XCTestCase {
    typealias S = TextTestSupport

    override func setUp() async throws {
        CairoBackend.install()
    }

    func testTableIsLargeAndHoldsEverySeedName() {
        XCTAssertGreaterThanOrEqual(SymbolNames.table.count, 300)
        let seeds = ["folder.fill", "map.fill", "digitalcrown.horizontal.press.fill", "airplane", "bookmark", "bookmark.fill",
                     "checkmark", "checkmark.circle.fill", "globe", "bicycle", "heart"]
        for name in seeds { XCTAssertNotNil(SymbolNames.materialName(for: name), name) }
        let common = ["chevron.right", "plus", "minus", "xmark", "gear", "gearshape", "trash", "star.fill", "person.fill",
                      "house", "magnifyingglass", "bell", "envelope", "paperplane", "square.and.arrow.up", "pencil", "doc",
                      "photo", "camera", "mic", "play.fill", "pause.fill", "stop.fill", "speaker.wave.2", "wifi",
                      "battery.100", "lock", "cloud", "sun.max", "moon", "info.circle", "exclamationmark.triangle",
                      "questionmark.circle", "arrow.clockwise", "ellipsis", "line.3.horizontal", "slider.horizontal.3",
                      "calendar", "clock", "location", "map", "cart", "creditcard", "bag", "gift", "tag", "link",
                      "paperclip", "flag", "eye", "eye.slash", "hand.thumbsup", "hand.raised", "bolt", "flame", "leaf",
                      "drop", "keyboard", "printer", "tv", "desktopcomputer", "laptopcomputer", "iphone", "ipad",
                      "applewatch", "headphones", "gamecontroller", "book", "newspaper", "graduationcap", "briefcase",
                      "cross", "pills", "heart.fill", "figure.walk", "car", "bus", "tram"]
        for name in common { XCTAssertNotNil(SymbolNames.materialName(for: name), name) }
        // SF Symbols are matched exactly: the seed's "ARKit" is not a symbol ("arkit" is).
        XCTAssertNil(SymbolNames.materialName(for: "ARKit"))
        XCTAssertNotNil(SymbolNames.materialName(for: "arkit"))
    }

    func testEveryLigatureIsOneMaterialIconsGlyph() {
        let engine = PangoTextEngine()
        var bad: [String] = []
        for (name, ligature) in SymbolNames.table {
            let font = ResolvedFont(family: SymbolMetrics.family, size: 24)
            let layout = engine.layout(TextRequest(runs: [TextRun(string: ligature, font: font)]))
            guard let handle = layout.handle as? PangoTextHandle else { bad.append(name); continue }
            if handle.glyphCount != 1 || handle.unknownGlyphsCount != 0 { bad.append("\(name) -> \(ligature)") }
        }
        XCTAssertEqual(bad, [])
    }

    func testBookmarkFillDrawsTheForegroundColour() {
        let view = Image(systemName: "bookmark.fill").font(.system(size: 50)).foregroundColor(.red)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        let frame = S.imageNodes(graph)[0].frame
        XCTAssertEqual(frame.width, 60, accuracy: 0.01)
        // As tall as the glyph: Material's bookmark is 18 units of its 24-unit box (45 points), with SF Symbols'
        // margin of 0.0825 box (5 points) above and below, rounded up to the pixel.
        XCTAssertEqual(frame.height, (45 + 2 * 0.0825 * 60).rounded(.up), accuracy: 0.01)
        let red = S.count(in: surface, frame) { $0.red > 220 && $0.green < 60 && $0.blue < 60 }
        XCTAssertGreaterThan(red, 600, "a filled bookmark covers a good part of its box")
        // The ink stays inside the box and is centred in it.
        let ink = S.bounds(in: surface) { $0.red > 200 && $0.green < 150 }
        XCTAssertNotNil(ink)
        if let ink {
            XCTAssertTrue(frame.insetBy(dx: -1, dy: -1).contains(ink), "\(ink) in \(frame)")
            XCTAssertEqual(ink.midX, frame.midX, accuracy: 3)
            XCTAssertEqual(ink.midY, frame.midY, accuracy: 3)
        }
    }

    func testOutlineAndFilledVariantsDiffer() {
        @MainActor func ink(_ name: String) -> Int {
            let (_, surface) = S.render(Image(systemName: name).font(.system(size: 40)), size: CGSize(width: 80, height: 80))
            return S.count(in: surface, where: S.isInk)
        }
        XCTAssertGreaterThan(ink("bookmark.fill"), ink("bookmark") + 100)
        XCTAssertGreaterThan(ink("heart.fill"), ink("heart") + 100)
    }

    func testUnknownSymbolWarnsOnceAndDrawsNothing() {
        Diagnostics.reset()
        let view = VStack(spacing: 0) {
            Image(systemName: "ARKit")
            Image(systemName: "ARKit")
        }
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        for node in S.imageNodes(graph) { XCTAssertEqual(node.frame.size, .zero) }
        XCTAssertEqual(S.count(in: surface, where: S.isInk), 0)
        let warnings = Diagnostics.warnings.filter { $0.contains("ARKit") }
        XCTAssertEqual(warnings, ["No symbol named 'ARKit' found in system symbol set"])
    }

    func testSymbolSizeFollowsFontAndImageScale() {
        let medium = S.size(of: Image(systemName: "globe"))
        XCTAssertEqual(medium.width, (17 * 1.2).rounded(.up), "the box, rounded up to whole pixels")
        XCTAssertEqual(medium.height, medium.width, accuracy: 0.01)
        let large = S.size(of: Image(systemName: "globe").imageScale(.large))
        let small = S.size(of: Image(systemName: "globe").imageScale(.small))
        XCTAssertGreaterThan(large.height, medium.height)
        XCTAssertLessThan(small.height, medium.height)
        // The oracle's `.large` globe over body text sits in a box about 25.9 points tall.
        XCTAssertEqual(large.height, 25.9, accuracy: 1)
        XCTAssertEqual(S.size(of: Image(systemName: "globe").font(.title)).height, (28 * 1.2).rounded(.up))
        XCTAssertEqual(S.size(of: Image(systemName: "globe").font(.system(size: 20))).height, 24, accuracy: 0.01)
    }

    func testGlobeMatchesTheOracle() {
        // simple-view-globe.ios-short.png (400 x 400 at 1x): the blue globe's ink spans (189, 175)-(211, 197).
        let view = VStack(spacing: 8) {
            Image(systemName: "globe").imageScale(.large).foregroundColor(.accentColor)
            Text("Hello World")
        }.padding(8)
        let (_, surface) = S.render(view, size: CGSize(width: 400, height: 400))
        let ink = S.bounds(in: surface, CGRect(x: 0, y: 0, width: 400, height: 205)) { $0.blue > 150 && $0.red < 150 }
        XCTAssertEqual(ink?.minX ?? 0, 189, accuracy: 1.5)
        XCTAssertEqual(ink?.minY ?? 0, 175, accuracy: 1.5)
        XCTAssertEqual(ink?.maxX ?? 0, 211, accuracy: 1.5)
        XCTAssertEqual(ink?.maxY ?? 0, 197, accuracy: 1.5)
    }

    func testSymbolSitsOnTheTextBaseline() {
        let view = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "heart.fill")
            Text("Critical Maps")
        }
        // 101 tall: the 21-point row sits at a whole y, so the two frames' own snapping to the grid is not measured.
        let (graph, surface) = S.render(view, size: CGSize(width: 300, height: 101))
        S.save(surface, "symbol-baseline")
        let image = S.imageNodes(graph)[0], text = S.textNodes(graph)[0]
        // The symbol's centre sits at the middle of the capitals, the text's middle, give or take a point.
        XCTAssertEqual(image.frame.midY, text.frame.minY + (text.latestLayout?.firstBaseline ?? 0) - 17 * 0.3635, accuracy: 0.6)
        XCTAssertEqual(image.frame.midY, text.frame.midY, accuracy: 2.5)
    }

    func testResizableSymbolFillsItsFrame() {
        let view = Image(systemName: "square.fill").resizable().frame(width: 80, height: 80).foregroundColor(.blue)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        let frame = S.imageNodes(graph)[0].frame
        XCTAssertEqual(frame.size, CGSize(width: 80, height: 80))
        let ink = S.bounds(in: surface) { $0.blue > 200 && $0.red < 100 }
        XCTAssertGreaterThan(ink?.width ?? 0, 55)
        XCTAssertGreaterThan(ink?.height ?? 0, 55)
    }

    func testLabelPutsTheIconBeforeTheTitle() {
        let host = TestHost(Label("Press Me", systemImage: "digitalcrown.horizontal.press.fill"), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.texts, ["Press Me"])
        let (graph, _) = S.render(Label("Press Me", systemImage: "bookmark"), size: CGSize(width: 300, height: 100))
        let icon = S.imageNodes(graph)[0].frame, title = S.textNodes(graph)[0].frame
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(icon.midY, title.midY, accuracy: 2.5)
        let custom = TestHost(Label { Text("Title") } icon: { Text("Icon") }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(custom.texts, ["Icon", "Title"])
    }

    func testASheetOfSymbolsAndText() {
        let view = VStack(spacing: 8) {
            HStack {
                Image(systemName: "bicycle")
                Text("Critical Maps")
                Image(systemName: "heart")
            }
            HStack {
                ForEach(["folder.fill", "map.fill", "airplane", "bookmark.fill", "checkmark.circle.fill", "globe", "gear",
                         "trash", "star.fill", "person.fill", "house"], id: \.self) { Image(systemName: $0) }
            }
            Image(systemName: "globe").imageScale(.large).foregroundColor(.accentColor)
            Text("Hello World — 世界 — 😀")
        }
        let (_, surface) = S.render(view, size: CGSize(width: 400, height: 200))
        S.save(surface, "symbols-sheet")
        XCTAssertGreaterThan(S.count(in: surface, where: S.isInk), 1000)
    }
}
