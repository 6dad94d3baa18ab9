import XCTest
@_spi(Backend) import AtelierCore
import Atelier
@_spi(Backend) import AtelierTesting

/// Lists and forms on a phone at Apple's scale, against Apple's renders on an iPhone 13 (390 x 844 at @3x): inset
/// grouped cards at UIKit's layout margins (20 points from the edges beyond 375 points of width, 16 on an iPhone
/// SE), a section with a header 55 points below the previous card, 35 without, and plain rows padded 11 points
/// above and below within a 44-point minimum. Frames in points, to one pixel (1/3 point).
@preconcurrency @MainActor final class ListDeviceMetricsTests: XCTestCase {
    private let grouped = RGBA(r: 242, g: 242, b: 247, a: 255)
    /// One pixel at @3x.
    private let pixel: CGFloat = 1.0 / 3

    override func setUp() { Diagnostics.reset() }

    private func frames(_ host: TestHost) -> [String: CGRect] {
        Dictionary(host.identifiedFrames().map { ($0.identifier, $0.layoutFrame) }) { a, _ in a }
    }

    private func save(_ host: TestHost, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] else { return }
        FileManager.default.createFile(atPath: dir + "/" + name + ".png", contents: host.pngData())
    }

    /// The cards' vertical extents along a column: runs of white on the grouped background, pixel by pixel.
    private func cards(_ host: TestHost, x: CGFloat, scale: CGFloat) -> [(top: CGFloat, bottom: CGFloat)] {
        var runs: [(top: CGFloat, bottom: CGFloat)] = []
        var start: CGFloat?
        let rows = Int(host.size.height * scale)
        for row in 0..<rows {
            let y = (CGFloat(row) + 0.5) / scale
            let onCard = nearRGBA(host.color(at: CGPoint(x: x, y: y)), Palette.white, 2)
            let onGround = nearRGBA(host.color(at: CGPoint(x: x, y: y)), grouped, 2)
            if start == nil, onCard { start = CGFloat(row) / scale }
            if let s = start, onGround { runs.append((s, CGFloat(row) / scale)); start = nil }
        }
        return runs
    }

    func testInsetGroupedCardsAndRowsSit20PointsFromTheEdgesOfAnIPhone13() {
        let view = List {
            Section {
                Text("Alpha").accessibilityIdentifier("alpha")
                Text("Beta")
            }
        }
        let host = TestHost(view, device: .iPhone13)
        save(host, "list-inset-grouped-iphone13")
        let alpha = frames(host)["alpha"]
        // Apple: the card from x 20 to 370, the row's text from x 40 (its ink about 41, after the glyph's bearing).
        XCTAssertEqual(alpha?.minX ?? 0, 40, accuracy: pixel / 2, "the row's content 20 into a card 20 from the edge")
        let y = alpha?.midY ?? 0
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 20 - pixel / 2, y: y)), grouped, 2), "the grouped background left of x 20")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 20 + pixel / 2, y: y)), Palette.white, 2), "the card from x 20")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 370 - pixel / 2, y: y)), Palette.white, 2), "the card to x 370")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 370 + pixel / 2, y: y)), grouped, 2), "the grouped background right of x 370")
    }

    func testAFormOnAnIPhoneSEKeepsUIKitsCompactMarginsOf16() {
        let view = Form {
            Section {
                Text("Alpha").accessibilityIdentifier("alpha")
            }
        }
        let host = TestHost(view, device: .iPhoneSE)
        let alpha = frames(host)["alpha"]
        XCTAssertEqual(alpha?.minX ?? 0, 32, accuracy: 0.25, "16 into a card 16 from the edge of a 375-point screen")
        let y = alpha?.midY ?? 0
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 15.75, y: y)), grouped, 2))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 16.25, y: y)), Palette.white, 2))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 358.75, y: y)), Palette.white, 2))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 359.25, y: y)), grouped, 2))
    }

    func testASectionWithAHeaderStarts55PointsBelowThePreviousCard() {
        let view = List {
            Section {
                Text("One")
            }
            Section {
                Text("Two")
            }
            Section("Details") {
                Text("Three")
            }
        }
        let host = TestHost(view, device: .iPhone13)
        save(host, "list-section-spacing-iphone13")
        let runs = cards(host, x: 195, scale: 3)
        XCTAssertEqual(runs.count, 3, "three cards: \(runs)")
        guard runs.count == 3, let header = host.frame(ofText: "DETAILS") else { return XCTFail("texts: \(host.texts)") }
        XCTAssertEqual(runs[1].top - runs[0].bottom, 35, accuracy: pixel / 2, "sections without headers are 35 points apart")
        XCTAssertEqual(runs[2].top - runs[1].bottom, 55, accuracy: pixel / 2, "a section with a header starts 55 below the card above")
        XCTAssertEqual(runs[2].top - header.maxY, 7, accuracy: pixel / 2, "the header's line sits 7 above its card")
        XCTAssertEqual(header.minX, 40, accuracy: pixel / 2, "the header aligned with the rows' content")
        XCTAssertEqual(runs[0].bottom - runs[0].top, 44, accuracy: pixel / 2, "a one-line row is 44 high")
    }

    func testPlainRowsPadTheirContent11PointsWithin44() {
        let view = List {
            VStack(alignment: .leading) {
                Text("Title")
                Text("Subtitle").font(.subheadline)
            }
            .accessibilityIdentifier("two-line")
            Text("One").accessibilityIdentifier("one")
            Text("Two").accessibilityIdentifier("two")
        }
        .listStyle(.plain)
        let host = TestHost(view, device: .iPhone13)
        save(host, "list-plain-iphone13")
        let f = frames(host)
        guard let twoLine = f["two-line"], let one = f["one"], let two = f["two"] else { return XCTFail("\(f.keys)") }
        // The list starts at the safe area's top (47): the first row's content 11 below, the next row's 11 + 11 below it.
        XCTAssertEqual(twoLine.minY, 47 + 11, accuracy: pixel / 2, "11 above a row's content")
        XCTAssertEqual(twoLine.minX, 20, accuracy: pixel / 2, "the row's content at the layout margin")
        let secondRowTop = twoLine.maxY + 11
        // A body line is 20.33 at @3x (SF Pro's 20.29, rounded up to the pixel): centred in 44 it starts 11.83
        // down, which snaps to 12.
        XCTAssertEqual(one.minY, secondRowTop + 12, accuracy: pixel / 2, "a one-line row keeps the 44-point minimum, content centred")
        XCTAssertEqual(two.midY - one.midY, 44, accuracy: pixel / 2, "one-line rows are 44 points apart")
        // The separator under the two-line row runs at its bottom, 11 below the content.
        let line = (0..<6).map { host.color(at: CGPoint(x: 200, y: secondRowTop - 1 + CGFloat($0) * pixel + pixel / 2)) }
        XCTAssertTrue(line.contains { $0.r < 240 && $0.r > 150 }, "a separator where the row ends: \(line)")
    }
}

/// A List under a NavigationStack's bar on an iPhone 13: the inline bar is 44 points below the 47-point status
/// area, the large title bar 96 (44 + 52, UIKit's), and the first card starts 35 points below either.
@preconcurrency @MainActor final class NavigationBarListMetricsTests: XCTestCase {
    private func firstCardTop(_ host: TestHost) -> CGFloat? {
        // Down the middle column, pixel by pixel: the first white after the grouped background.
        var sawGround = false
        for row in 0..<Int(host.size.height * 3) {
            let c = host.color(at: CGPoint(x: 195, y: (CGFloat(row) + 0.5) / 3))
            if nearRGBA(c, RGBA(r: 242, g: 242, b: 247, a: 255), 2) { sawGround = true }
            if sawGround, nearRGBA(c, Palette.white, 2) { return CGFloat(row) / 3 }
        }
        return nil
    }

    private func screen(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationStack {
            List {
                Section { Text("Alpha"); Text("Beta") }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(mode)
        }
    }

    func testTheFirstCardSits35PointsBelowTheInlineBar() {
        let host = TestHost(screen(.inline), device: .iPhone13)
        XCTAssertEqual(host.frame(ofText: "Settings")?.midY ?? 0, 47 + 22, accuracy: 1.0 / 6, "the title centred in the 44-point bar")
        XCTAssertEqual(firstCardTop(host) ?? 0, 47 + 44 + 35, accuracy: 1.0 / 6)
    }

    func testTheLargeTitleBarIs96PointsTall() {
        let host = TestHost(screen(.large), device: .iPhone13)
        FileManager.default.createFile(atPath: (ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] ?? "/nonexistent") + "/large-title-list-iphone13.png",
                                       contents: host.pngData())
        guard let title = host.frame(ofText: "Settings") else { return XCTFail("\(host.texts)") }
        XCTAssertEqual(title.maxY, 47 + 96 - 8, accuracy: 1.0 / 6, "the large title's line 8 above the bar's bottom")
        XCTAssertEqual(firstCardTop(host) ?? 0, 47 + 96 + 35, accuracy: 1.0 / 6, "the first card 35 below the 96-point bar")
    }
}
