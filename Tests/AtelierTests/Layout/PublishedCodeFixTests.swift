import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

// Bugs found by compiling public SwiftUI code against Atelier (issue 12), each pinned by what a user sees.


/// Two shapes with a flexible height, as a shapes sample declares them.
private struct ShapesGroup: View {
    var body: some View {
        Group {
            Rectangle().fill(Color.red).frame(minHeight: 32, maxHeight: 64)
            Rectangle().fill(Color.blue).frame(minHeight: 32, maxHeight: 64)
        }
    }
}

@MainActor private func inkRows(_ host: TestHost, x: CGFloat, height: Int, where matches: (RGBA) -> Bool) -> [Int] {
    (0..<height).filter { matches(host.color(at: CGPoint(x: x, y: CGFloat($0) + 0.5))) }
}

/// The pixels of a host darker than `limit` (out of 255, averaged over red, green and blue), as a set of (x, y).
@MainActor private func ink(_ host: TestHost, _ size: CGSize, darkerThan limit: Int = 160) -> Set<[Int]> {
    var result = Set<[Int]>()
    for y in 0..<Int(size.height) {
        for x in 0..<Int(size.width) {
            let c = host.color(at: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
            if Int(c.r) + Int(c.g) + Int(c.b) < 3 * limit { result.insert([x, y]) }
        }
    }
    return result
}

@preconcurrency @MainActor final class PublishedCodeFixTests: XCTestCase {
    func testTwoModifiersOnAGroupOfAForEachReachEachView() {
        // A GeometryReader puts its views at its top leading corner; both modifiers apply to each of them, so
        // the three 50x20 frames lie on one another (they were stacked down the screen, one under the other).
        let view = GeometryReader { _ in
            Group { ForEach(0..<3, id: \.self) { i in Text("N\(i)") } }
                .rotationEffect(.zero)
                .frame(width: 50, height: 20)
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        let frames = ["N0", "N1", "N2"].compactMap { host.frame(ofText: $0) }
        XCTAssertEqual(frames.count, 3)
        XCTAssertEqual(Set(frames.map(\.midY)).count, 1, "all three centred in their own frame at the top: \(frames)")
        XCTAssertEqual(frames[0].midY, 10, accuracy: 1)
        XCTAssertEqual(frames[0].midX, 25, accuracy: 1)
    }

    func testAFlexibleFrameInAScrollViewTakesItsMinimumHeight() {
        // A scroll view proposes no height: each shape is 32 points tall, its frame's minimum, padded or stacked.
        for (name, view) in [("padded", AnyView(ScrollView { ShapesGroup().padding() })),
                             ("stacked", AnyView(ScrollView { VStack { ShapesGroup() } }))] {
            let host = TestHost(view, size: CGSize(width: 200, height: 300))
            let rows = inkRows(host, x: 100, height: 300) { $0 == Palette.red }
            XCTAssertEqual(rows.count, 32, "\(name): the red shape's height")
            XCTAssertEqual((rows.last ?? 0) - (rows.first ?? 0) + 1, 32, "\(name): in one run")
        }
    }

    func testAWordTooLongForALineBreaksWithoutAHyphen() {
        // "Temperature" in 60 points breaks inside the word: the first line is a plain prefix of it, drawn as that
        // prefix alone is drawn, with no hyphen after it.
        let size = CGSize(width: 60, height: 80)
        let wrapped = TestHost(Text("Temperature").frame(width: 60, height: 80, alignment: .topLeading), size: size)
        @MainActor func unwrapped(_ text: String) -> TestHost {
            TestHost(Text(text).fixedSize().frame(width: 60, height: 80, alignment: .topLeading), size: size)
        }
        // Every pixel touched by ink counts: a hyphen is a faint stroke.
        let firstLine = ink(wrapped, CGSize(width: 60, height: 18), darkerThan: 250)
        XCTAssertFalse(firstLine.isEmpty)
        let word = Array("Temperature")
        let match = (1..<word.count).first { ink(unwrapped(String(word[..<$0])), CGSize(width: 60, height: 18), darkerThan: 250) == firstLine }
        XCTAssertNotNil(match, "the first line is a prefix of the word without a hyphen")
    }

    func testCloudRainIsNotADottedGrid() {
        // It drew Material's "grain", a grid of separate dots. Count the separate blots of ink.
        let size = CGSize(width: 80, height: 80)
        let host = TestHost(Image(systemName: "cloud.rain").font(.system(size: 60)), size: size)
        var pixels = ink(host, size)
        XCTAssertGreaterThan(pixels.count, 200)
        var blots = 0
        while let start = pixels.first {
            blots += 1
            var stack = [start]
            pixels.remove(start)
            while let p = stack.popLast() {
                for d in [[1, 0], [-1, 0], [0, 1], [0, -1]] {
                    let q = [p[0] + d[0], p[1] + d[1]]
                    if pixels.remove(q) != nil { stack.append(q) }
                }
            }
        }
        XCTAssertLessThanOrEqual(blots, 3, "one drawing, not a field of dots")
    }

    func testNestedStacksRoundToPixelsOnceAtTheEnd() {
        // Each text sits where it sits alone: the outer stack's half-point origin is not rounded before the
        // texts inside it are placed (they were a point to the right).
        let size = CGSize(width: 400, height: 400)
        let nested = TestHost(VStack(spacing: 24) {
            VStack(spacing: 8) {
                Text("Hello").font(.title)
                Text("PreviewSnapshots").font(.subheadline)
            }
            Text("This is a test")
        }, size: size)
        XCTAssertEqual(nested.frame(ofText: "Hello")?.minX, TestHost(Text("Hello").font(.title), size: size).frame(ofText: "Hello")?.minX)
        XCTAssertEqual(nested.frame(ofText: "This is a test")?.minX, TestHost(Text("This is a test"), size: size).frame(ofText: "This is a test")?.minX)
        XCTAssertEqual(nested.frame(ofText: "Hello")?.minX, 166)
        XCTAssertEqual(nested.frame(ofText: "This is a test")?.minX, 149)
    }

    func testAStackSpacesASymbolAndATextAsSwiftUIDoes() {
        // cm-button-vstack-icons: symbols stacked on a text touch it (each as tall as its glyph); side by side they
        // keep 8 points, and two texts stacked keep 8 too.
        let size = CGSize(width: 300, height: 200)
        let column = TestHost(VStack {
            Image(systemName: "bicycle").accessibilityIdentifier("bicycle")
            Text("Critical Maps")
            Image(systemName: "heart").accessibilityIdentifier("heart")
        }.padding(.horizontal, 16).padding(.vertical, 8).background(Color.yellow), size: size)
        let text = column.frame(ofText: "Critical Maps")!
        let yellow = inkRows(column, x: 86, height: 200) { $0.b < 40 && $0.r > 200 && $0.g > 180 }
        // Each symbol is as tall as its glyph (with SF Symbols' margins), the bicycle shorter than the heart.
        let frames = Dictionary(column.identifiedFrames().map { ($0.identifier, $0.layoutFrame) }) { a, _ in a }
        let bicycle = frames["bicycle"]?.height ?? 0, heart = frames["heart"]?.height ?? 0
        XCTAssertLessThan(bicycle, heart)
        XCTAssertGreaterThan(bicycle, 15)
        XCTAssertEqual(CGFloat(yellow.count), 8 + bicycle + text.height + heart + 8, "no spacing between symbol and text")
        XCTAssertEqual(text.minY - CGFloat(yellow.first ?? 0), 8 + bicycle)

        let row = TestHost(HStack { Image(systemName: "bicycle"); Text("Critical Maps"); Image(systemName: "heart") }, size: size)
        let rowText = row.frame(ofText: "Critical Maps")!
        let symbolWidth: CGFloat = 21  // the symbol's box at the body size, rounded up to the pixel
        XCTAssertEqual(rowText.minX, (300 - (symbolWidth + 8 + rowText.width + 8 + symbolWidth)) / 2 + symbolWidth + 8, accuracy: 0.5)

        let texts = TestHost(VStack { Text("One"); Text("Two") }, size: size)
        XCTAssertEqual(texts.frame(ofText: "Two")!.minY - texts.frame(ofText: "One")!.maxY, 8)
    }
}
